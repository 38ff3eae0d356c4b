import { FOLLOW_UP_PRODUCTS } from '../../../shared/api/admin-overview';
import { isAddOn, isNewerSubscriptionState, isPaidPlan, TEAM_SEATS, type Product } from '../../../shared/billing';
import type { BillingEvent, PaymentReceived, ProviderName, SubscriptionSnapshot } from '../../adapters/payments/payment-provider';
import { withTransaction, type DbExecutor, type Transaction } from '../../db/client';
import { recordEvent } from '../analytics/analytics.service';
import { enqueueEmail, type OutgoingEmail } from '../mail/outgoing-email';
import { applyTeamSubscription, endTeamSubscription } from '../teams/teams.service';
import { redeemPromoCode } from './promo-codes.service';
import { invoiceAttachment, invoiceLine, issueCreditNote, issueInvoice, sellerDetails, type SellerDetails } from './invoices.service';
import { SITE_NAME } from '../../../shared/brand';
import { addOnConfirmationEmail, purchaseNoticeEmail, receiptEmail, renewalFailedEmail } from './billing-emails';
import {
  closeCheckout,
  findCheckout,
  findLearner,
  findOrderByPayment,
  findUserIdByCustomer,
  findUserIdBySubscription,
  insertOrder,
  listOpenCheckoutIds,
  lockSubscription,
  markOrderRefunded,
  recordBillingEvent,
  updateSubscription,
} from './billing.data';

/**
 * Fulfilment: the only code that writes subscriptions and orders. Both providers end here, the
 * local test mode's buttons and Stripe's webhooks alike. Each event applies once: its id goes
 * under a unique constraint in the same transaction as its effect, so a replay, a retry or a
 * second delivery in parallel changes nothing. A receipt and the `purchase` event are written
 * only by the call that created the order, so each payment has one of each.
 */

export interface FulfilmentSettings {
  publicUrl: string;
  supportEmail: string;
  /** Who the invoices name as seller (COMPANY_LEGAL_NAME, COMPANY_ADDRESS, COMPANY_TAX_ID); the site's name when absent. */
  seller?: SellerDetails;
}

export interface FulfilmentResult {
  /** False when the event had been applied before. */
  applied: boolean;
  /** After a completed checkout: the learner's other checkouts still open, to end at the provider. */
  openCheckouts: string[];
}

/**
 * Applies a provider event once. `alsoWhenApplied` runs in the same transaction when the event is
 * applied now (not when it had been): an admin's refund records itself in the audit log there.
 */
export async function applyBillingEvent(
  db: DbExecutor,
  event: BillingEvent,
  settings: FulfilmentSettings,
  alsoWhenApplied?: (tx: Transaction) => Promise<void>,
): Promise<FulfilmentResult> {
  return withTransaction(db, async (tx) => {
    const fresh = await recordBillingEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type });
    if (!fresh) return { applied: false, openCheckouts: [] };
    await applyEffect(tx, event, settings);
    await alsoWhenApplied?.(tx);
    const openCheckouts = event.type === 'checkout.completed' ? await otherOpenCheckouts(tx, event) : [];
    return { applied: true, openCheckouts };
  });
}

async function applyEffect(tx: Transaction, event: BillingEvent, settings: FulfilmentSettings): Promise<void> {
  switch (event.type) {
    case 'checkout.completed': {
      const checkout = await findCheckout(tx, event.providerSessionId);
      // The row lock taken here orders two completions of one checkout: the second finds it closed.
      if (checkout && !(await closeCheckout(tx, event.providerSessionId, 'completed'))) return;
      if (checkout) await redeemPromoCode(tx, checkout, event.provider === 'local', event.occurredAt);
      const userId = checkout?.userId ?? (await userByCustomer(tx, event.providerCustomerId)) ?? (await existingUser(tx, event.userId));
      if (!userId) return;
      if (event.subscription) await applyState(tx, userId, event.subscription, event, settings);
      if (!event.payment) return;
      return recordPayment(tx, settings, {
        userId,
        provider: event.provider,
        product: event.product,
        payment: event.payment,
        checkoutSessionId: checkout?.id ?? null,
        providerSubscriptionId: event.subscription?.providerSubscriptionId ?? null,
        periodStart: event.subscription?.currentPeriodStart ?? null,
        periodEnd: event.subscription?.currentPeriodEnd ?? null,
      });
    }
    case 'checkout.cancelled':
      await closeCheckout(tx, event.providerSessionId, 'cancelled');
      return;
    case 'subscription.changed': {
      const userId = await userOf(tx, event.subscription);
      if (userId) await applyState(tx, userId, event.subscription, event, settings);
      return;
    }
    case 'invoice.paid': {
      const userId = await userOfInvoice(tx, event);
      if (!userId) return;
      if (event.subscription) await applyState(tx, userId, event.subscription, event, settings);
      return recordPayment(tx, settings, {
        userId,
        provider: event.provider,
        product: event.forTeam ? TEAM_SEATS : event.plan,
        payment: event.payment,
        checkoutSessionId: null,
        providerSubscriptionId: event.providerSubscriptionId,
        periodStart: event.subscription?.currentPeriodStart ?? null,
        periodEnd: event.subscription?.currentPeriodEnd ?? null,
      });
    }
    case 'invoice.payment_failed': {
      const userId = await userOfInvoice(tx, event);
      if (!userId) return;
      if (event.subscription) await applyState(tx, userId, event.subscription, event, settings);
      const learner = await findLearner(tx, userId);
      if (!learner) return;
      await enqueueEmail(tx, renewalFailedEmail({ learner, plan: event.forTeam ? TEAM_SEATS : event.plan, amountCents: event.amountCents, publicUrl: settings.publicUrl }));
      return;
    }
    case 'payment.refunded': {
      const order = await findOrderByPayment(tx, event.provider, { paymentRef: event.paymentRef, paymentIntentId: event.paymentIntentId });
      if (!order) return;
      // A refund now (not one recorded before) gets its credit note in this transaction.
      if (await markOrderRefunded(tx, order.id)) await issueCreditNote(tx, order, sellerOf(settings));
      if (order.providerSubscriptionId && order.product === TEAM_SEATS) await endTeamSubscription(tx, order.providerSubscriptionId, event.occurredAt, settings);
      // A deleted account's order has no buyer left: its subscription went with the account.
      else if (order.providerSubscriptionId && order.userId) await endSubscription(tx, order.userId, order.providerSubscriptionId, event.occurredAt);
      return;
    }
  }
}

/** A subscription's new state: a team's seats go to the teams module, a learner's own plan to their subscription row. */
async function applyState(tx: Transaction, userId: string, snapshot: SubscriptionSnapshot, event: { provider: ProviderName; occurredAt: Date }, settings: FulfilmentSettings): Promise<void> {
  if (snapshot.seats !== undefined) {
    await applyTeamSubscription(tx, userId, { ...snapshot, seats: snapshot.seats }, event, settings);
    return;
  }
  await applySubscriptionState(tx, userId, snapshot, event);
}

/**
 * Stores the provider's subscription state unless a newer one is stored: compared by the
 * subscription's own time, and between two subscriptions by when each was created.
 */
async function applySubscriptionState(tx: Transaction, userId: string, snapshot: SubscriptionSnapshot, event: { provider: ProviderName; occurredAt: Date }): Promise<void> {
  const { row, created } = await lockSubscription(tx, userId, snapshot.plan);
  const stored =
    created || !row.providerSubscriptionId || !row.providerStateAt
      ? undefined
      : { providerSubscriptionId: row.providerSubscriptionId, status: row.status, stateAt: row.providerStateAt, createdAt: row.providerCreatedAt };
  const sameSubscription = stored?.providerSubscriptionId === snapshot.providerSubscriptionId;
  // A snapshot without its creation time keeps the one stored for the same subscription.
  const createdAt = snapshot.createdAt ?? (sameSubscription ? (stored?.createdAt ?? null) : null);
  if (!isNewerSubscriptionState(stored, { providerSubscriptionId: snapshot.providerSubscriptionId, status: snapshot.status, stateAt: event.occurredAt, createdAt })) return;
  await updateSubscription(tx, userId, {
    planType: snapshot.plan,
    status: snapshot.status,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    provider: event.provider,
    providerCustomerId: snapshot.providerCustomerId,
    providerSubscriptionId: snapshot.providerSubscriptionId,
    providerStateAt: event.occurredAt,
    providerCreatedAt: createdAt,
  });
}

/** A refund ends the plan it paid for, if that subscription is still the learner's. */
async function endSubscription(tx: Transaction, userId: string, providerSubscriptionId: string, at: Date): Promise<void> {
  const { row } = await lockSubscription(tx, userId, 'free');
  if (row.providerSubscriptionId !== providerSubscriptionId || row.status === 'inactive') return;
  const stateAt = row.providerStateAt && row.providerStateAt.getTime() > at.getTime() ? row.providerStateAt : at;
  await updateSubscription(tx, userId, { status: 'inactive', cancelAtPeriodEnd: false, providerStateAt: stateAt });
}

interface PaymentFacts {
  userId: string;
  provider: ProviderName;
  product: Product;
  payment: PaymentReceived;
  checkoutSessionId: string | null;
  providerSubscriptionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const sellerOf = (settings: FulfilmentSettings): SellerDetails => settings.seller ?? sellerDetails({ legalName: SITE_NAME, postalAddress: undefined }, settings.supportEmail);

/**
 * One order per payment; its receipt, the notice to support (Elite and the audit) and `purchase`
 * event only when this call created it, so a replayed webhook tells support once.
 */
async function recordPayment(tx: Transaction, settings: FulfilmentSettings, facts: PaymentFacts): Promise<void> {
  const order = await insertOrder(tx, {
    userId: facts.userId,
    product: facts.product,
    amountCents: facts.payment.amountCents,
    currency: facts.payment.currency,
    provider: facts.provider,
    providerPaymentRef: facts.payment.ref,
    providerPaymentIntentId: facts.payment.paymentIntentId,
    providerSubscriptionId: facts.providerSubscriptionId,
    checkoutSessionId: facts.checkoutSessionId,
  });
  if (!order) return;
  const value = order.amountCents / 100;
  const properties = isPaidPlan(order.product)
    ? { plan: order.product, value, currency: 'USD' as const }
    : { product: isAddOn(order.product) ? order.product : TEAM_SEATS, value, currency: 'USD' as const };
  await recordEvent(tx, { name: 'purchase', userId: facts.userId, properties });
  const learner = await findLearner(tx, facts.userId);
  if (!learner) return;
  // Every payment has its invoice, issued with the order and sent with its receipt (decision 0107).
  const invoice = await issueInvoice(tx, { order, learner, payment: facts.payment, checkoutSessionId: facts.checkoutSessionId, periodStart: facts.periodStart, periodEnd: facts.periodEnd, seller: sellerOf(settings) });
  const withInvoice = async (email: OutgoingEmail): Promise<OutgoingEmail> => ({ ...email, text: `${email.text.trimEnd()}\n\n${invoiceLine(invoice)}\n`, attachments: [await invoiceAttachment(invoice)] });
  if (isAddOn(order.product)) {
    await enqueueEmail(tx, await withInvoice(addOnConfirmationEmail({ learner, product: order.product, amountCents: order.amountCents, orderId: order.id })));
  } else {
    await enqueueEmail(
      tx,
      await withInvoice(receiptEmail({ learner, product: order.product, amountCents: order.amountCents, orderId: order.id, paidAt: order.createdAt, periodEnd: facts.periodEnd, publicUrl: settings.publicUrl })),
    );
  }
  if ((FOLLOW_UP_PRODUCTS as readonly string[]).includes(order.product)) {
    await enqueueEmail(tx, purchaseNoticeEmail({ to: settings.supportEmail, learner, product: order.product, amountCents: order.amountCents, orderId: order.id, publicUrl: settings.publicUrl }));
  }
}

async function otherOpenCheckouts(tx: Transaction, event: Extract<BillingEvent, { type: 'checkout.completed' }>): Promise<string[]> {
  const checkout = await findCheckout(tx, event.providerSessionId);
  if (!checkout) return [];
  // Seats and a learner's own plan are bought apart: completing one leaves the other's checkouts open.
  const sameKind = (product: string) => (product === TEAM_SEATS) === (checkout.product === TEAM_SEATS);
  return (await listOpenCheckoutIds(tx, checkout.userId, event.provider)).filter((open) => open.providerSessionId !== event.providerSessionId && sameKind(open.product)).map((open) => open.providerSessionId);
}

async function userByCustomer(tx: Transaction, providerCustomerId: string | null): Promise<string | undefined> {
  return providerCustomerId ? findUserIdByCustomer(tx, providerCustomerId) : undefined;
}

/**
 * Whose event it is: the customer we mapped, then the subscription we stored, and only then the
 * user id in the event's metadata, if that user exists (metadata is the payer's to set at checkout).
 */
async function userOf(tx: Transaction, snapshot: SubscriptionSnapshot): Promise<string | undefined> {
  return (await userByCustomer(tx, snapshot.providerCustomerId)) ?? (await findUserIdBySubscription(tx, snapshot.providerSubscriptionId)) ?? (await existingUser(tx, snapshot.userId));
}

async function userOfInvoice(tx: Transaction, event: { userId: string | null; providerSubscriptionId: string; providerCustomerId: string | null }): Promise<string | undefined> {
  return (await userByCustomer(tx, event.providerCustomerId)) ?? (await findUserIdBySubscription(tx, event.providerSubscriptionId)) ?? (await existingUser(tx, event.userId));
}

async function existingUser(tx: Transaction, userId: string | null): Promise<string | undefined> {
  return userId && (await findLearner(tx, userId)) ? userId : undefined;
}
