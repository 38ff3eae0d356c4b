import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { billingCustomers, billingEvents, checkoutSessions, orders, subscriptions, users } from '../../db/schema';
import { TEAM_SEATS } from '../../../shared/billing';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** Records a provider event; false when it was applied before (the unique constraint says so). */
export async function recordBillingEvent(db: DbExecutor, event: { provider: string; eventId: string; type: string }): Promise<boolean> {
  const inserted = await db.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export async function findSubscription(db: DbExecutor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/** A subscription row by its own id (a renewal notice's cancel link names it); undefined for a malformed id. */
export async function findSubscriptionById(db: DbExecutor, id: string): Promise<SubscriptionRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** The learner's subscription row, locked until the transaction ends (created empty if absent). */
export async function lockSubscription(db: DbExecutor, userId: string, plan: SubscriptionRow['planType']): Promise<{ row: SubscriptionRow; created: boolean }> {
  const inserted = await db
    .insert(subscriptions)
    .values({ userId, planType: plan, status: 'inactive' })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning({ id: subscriptions.id });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return { row: row!, created: inserted.length > 0 };
}

export async function updateSubscription(db: DbExecutor, userId: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await db.update(subscriptions).set({ ...values, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
}

export async function findUserIdBySubscription(db: DbExecutor, providerSubscriptionId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return row?.userId;
}

export async function findCustomerId(db: DbExecutor, userId: string, provider: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
    .limit(1);
  return row?.id;
}

/** Keeps the first customer recorded for the learner; answers the one that stands. */
export async function insertCustomer(db: DbExecutor, customer: { userId: string; provider: string; providerCustomerId: string }): Promise<string> {
  await db.insert(billingCustomers).values(customer).onConflictDoNothing();
  return (await findCustomerId(db, customer.userId, customer.provider))!;
}

export async function findUserIdByCustomer(db: DbExecutor, providerCustomerId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.providerCustomerId, providerCustomerId)).limit(1);
  return row?.userId;
}

export async function insertCheckout(db: DbExecutor, checkout: typeof checkoutSessions.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(checkout).returning();
  return row!;
}

export async function findCheckout(db: DbExecutor, providerSessionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId)).limit(1);
  return row;
}

/** The provider session ids of a learner's checkouts still open with `provider`. */
export async function listOpenCheckoutIds(db: DbExecutor, userId: string, provider: string): Promise<{ providerSessionId: string; product: string }[]> {
  return db
    .select({ providerSessionId: checkoutSessions.providerSessionId, product: checkoutSessions.product })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.provider, provider), eq(checkoutSessions.status, 'open')));
}

/** Moves an open checkout to `status`; undefined when it was no longer open (someone else finished it first). */
export async function closeCheckout(db: DbExecutor, providerSessionId: string, status: 'completed' | 'cancelled'): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status, completedAt: sql`now()` })
    .where(and(eq(checkoutSessions.providerSessionId, providerSessionId), eq(checkoutSessions.status, 'open')))
    .returning();
  return row;
}

/** Inserts the order unless its payment is recorded already; the row when this call created it. */
export async function insertOrder(db: DbExecutor, order: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(order).onConflictDoNothing({ target: [orders.provider, orders.providerPaymentRef] }).returning();
  return row;
}

export async function findOrder(db: DbExecutor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByPayment(db: DbExecutor, provider: string, ref: { paymentRef: string | null; paymentIntentId: string | null }): Promise<OrderRow | undefined> {
  const byRef = ref.paymentRef ? eq(orders.providerPaymentRef, ref.paymentRef) : undefined;
  const byIntent = ref.paymentIntentId ? eq(orders.providerPaymentIntentId, ref.paymentIntentId) : undefined;
  const match = byRef ?? byIntent;
  if (!match) return undefined;
  const [row] = await db.select().from(orders).where(and(eq(orders.provider, provider), match)).limit(1);
  return row;
}

/** Marks a paid order refunded; undefined when it was refunded already. */
export async function markOrderRefunded(db: DbExecutor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

export function listOrdersOf(db: DbExecutor, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export interface Learner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

const learnerColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

export async function findLearner(db: DbExecutor, userId: string): Promise<Learner | undefined> {
  const [row] = await db.select(learnerColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Every subscription and order with its learner, newest first, for /admin/billing. */
export async function listBillingForAdmin(db: DbExecutor, limit: number) {
  // A row without a provider subscription is a checkout that was never paid: no subscription to show.
  const paid = isNotNull(subscriptions.providerSubscriptionId);
  const [subscriptionRows, allSubscriptions, orderRows] = await Promise.all([
    db.select({ subscription: subscriptions, learner: learnerColumns }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(paid).orderBy(desc(subscriptions.updatedAt)).limit(limit),
    db.select().from(subscriptions).where(paid),
    db.select({ order: orders, learner: learnerColumns }).from(orders).innerJoin(users, eq(users.id, orders.userId)).orderBy(desc(orders.createdAt)).limit(limit),
  ]);
  return { subscriptions: subscriptionRows, allSubscriptions, orders: orderRows };
}

/** Paid (not refunded) orders of these products since `since`, with their buyer, newest first. */
export function listPaidOrdersSince(db: DbExecutor, since: Date, products: readonly string[], limit: number) {
  return db
    .select({ order: orders, learner: learnerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, since), inArray(orders.product, [...products])))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** Payments received since `since` and not refunded: how many, and their sum in cents. */
export async function sumPaidOrdersSince(db: DbExecutor, since: Date): Promise<{ count: number; cents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, since)));
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
}

/** Team Access payments of a team's owner (its checkout, renewals, added seats), with the owner, newest first. */
export function listTeamOrdersOf(db: DbExecutor, ownerId: string) {
  return db
    .select({ order: orders, learner: learnerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.userId, ownerId), eq(orders.product, TEAM_SEATS)))
    .orderBy(desc(orders.createdAt));
}
