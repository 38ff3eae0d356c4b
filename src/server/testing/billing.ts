import { randomBytes } from 'node:crypto';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { BillingEvent, SubscriptionSnapshot } from '../adapters/payments/payment-provider';
import type { DbExecutor } from '../db/client';
import { analyticsEvents, emailOutbox, orders, subscriptions } from '../db/schema';
import { BillingService } from '../modules/billing/billing.service';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

export const SUPPORT_ADDRESS = 'support@aiaction.academy';

/** The billing service of a test app, as its routes build it. */
export function billingServiceOf(app: TestApp): BillingService {
  return new BillingService({
    db: app.database.db,
    provider: app.context.payments,
    settings: { publicUrl: TEST_PUBLIC_URL, supportEmail: app.context.config.mail.supportEmail },
  });
}

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(6).toString('hex')}`;

export function snapshot(userId: string, overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    providerSubscriptionId: `sub_test_${userId}`,
    providerCustomerId: `cus_test_${userId}`,
    userId,
    plan: 'pro',
    status: 'active',
    currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
    currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

/** A completed subscription checkout for `userId` (a Stripe-shaped event unless told otherwise). */
export function checkoutCompleted(userId: string, overrides: Partial<Extract<BillingEvent, { type: 'checkout.completed' }>> = {}): BillingEvent {
  const sub = snapshot(userId);
  return {
    provider: 'stripe',
    eventId: testId('evt'),
    occurredAt: new Date('2026-01-01T00:00:00Z'),
    type: 'checkout.completed',
    providerSessionId: testId('cs'),
    userId,
    product: 'pro',
    providerCustomerId: sub.providerCustomerId,
    subscription: sub,
    payment: { ref: `in_test_${userId}`, amountCents: 24_900, currency: 'usd', paymentIntentId: `pi_test_${userId}` },
    ...overrides,
  };
}

export async function subscriptionOf(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export function ordersOf(db: DbExecutor, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

export function purchasesOf(db: DbExecutor, userId: string) {
  return db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, 'purchase')));
}

/** The emails queued for `address`, oldest first, the welcome at sign-up left out. */
/** The emails sent to an address, except the two every sign-up sends (welcome, email confirmation). */
export function emailsTo(db: DbExecutor, address: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), notInArray(emailOutbox.kind, ['welcome', 'email-verification'])))
    .orderBy(asc(emailOutbox.createdAt));
}
