import { isPaidPlan, isWithinRefundWindow, productName, subscriptionGrantsPlan, subscriptionStateAt, subscriptionTotals } from '../../../shared/billing';
import type { AdminBillingResponse, AdminOrder, CheckSubscriptionResponse, LocalPortalResponse, LocalTeamPortalResponse, Order } from '../../../shared/api/billing';
import { FOLLOW_UP_PRODUCTS, type FollowUpPurchase } from '../../../shared/api/admin-overview';
import type { Viewer } from '../accounts/viewer';
import type { Learner, OrderRow, SubscriptionRow } from './billing.data';
import type { Team } from '../teams/teams.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentSubscription(viewer: Viewer, row: SubscriptionRow | undefined): CheckSubscriptionResponse {
  const paid = row?.providerSubscriptionId ? row : undefined;
  return {
    plan: viewer.plan,
    subscribed: viewer.subscriptionStatus === 'active',
    status: paid?.status ?? null,
    subscribedPlan: paid?.planType ?? null,
    currentPeriodEnd: iso(paid?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
  };
}

export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    product: row.product,
    productName: productName(row.product),
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    refundedAt: iso(row.refundedAt),
  };
}

export function presentLocalPortal(row: SubscriptionRow | undefined, upgrade: { plan: 'elite'; amountCents: number } | null, now: Date, testClock: boolean): LocalPortalResponse {
  if (!row?.providerSubscriptionId) return { subscription: null, testClock };
  return {
    testClock,
    subscription: {
      plan: row.planType,
      status: row.status,
      grantsPlan: subscriptionGrantsPlan(row, now),
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      upgrade,
    },
  };
}

/** The local test portal's Team Access: its state now, seats and period. */
export function presentLocalTeamPortal(team: Team | undefined, now: Date, testClock: boolean): LocalTeamPortalResponse {
  if (!team) return { team: null, testClock };
  const { state, date } = subscriptionStateAt({ ...team, stateAt: team.providerStateAt }, now);
  return { testClock, team: { state, date: iso(date), seats: team.seats, nextPeriodSeats: team.quantity, cancelAtPeriodEnd: team.cancelAtPeriodEnd } };
}

const presentLearner = (learner: Learner) => ({ id: learner.id, email: learner.email, name: `${learner.firstName} ${learner.lastName}`.trim() });

export function presentAdminBilling(
  rows: {
    subscriptions: { subscription: SubscriptionRow; learner: Learner }[];
    /** Every paid subscription's terms, for the totals (the list above is the newest `limit`). */
    allSubscriptions: SubscriptionRow[];
    orders: { order: OrderRow; learner: Learner }[];
  },
  now: Date,
): AdminBillingResponse {
  const terms = (row: SubscriptionRow) => ({ ...row, stateAt: row.providerStateAt });
  return {
    subscriptions: rows.subscriptions.map(({ subscription, learner }) => {
      const { state, date } = subscriptionStateAt(terms(subscription), now);
      return {
        learner: presentLearner(learner),
        plan: subscription.planType,
        state,
        date: iso(date),
        provider: subscription.provider,
        providerCustomerId: subscription.providerCustomerId,
        providerSubscriptionId: subscription.providerSubscriptionId,
      };
    }),
    totals: subscriptionTotals(
      rows.allSubscriptions.flatMap((row) => (isPaidPlan(row.planType) ? [{ ...terms(row), plan: row.planType }] : [])),
      now,
    ),
    orders: rows.orders.map(({ order, learner }) => presentAdminOrder(order, learner, now)),
  };
}

/** A payment as /admin/billing and /admin/teams list it, refundable within the money-back guarantee. */
export function presentAdminOrder(order: OrderRow, learner: Learner, now: Date): AdminOrder {
  return {
    ...presentOrder(order),
    learner: presentLearner(learner),
    provider: order.provider,
    providerPaymentRef: order.providerPaymentRef,
    providerSubscriptionId: order.providerSubscriptionId,
    refundable: order.status === 'paid' && isWithinRefundWindow(order.createdAt, now),
  };
}

const isFollowUpProduct = (product: string): product is FollowUpPurchase['product'] => (FOLLOW_UP_PRODUCTS as readonly string[]).includes(product);

/** An Elite or audit payment for the admin home; null for any other product. */
export function presentFollowUpPurchase(order: OrderRow, learner: Learner): FollowUpPurchase | null {
  if (!isFollowUpProduct(order.product)) return null;
  const { name, email } = presentLearner(learner);
  return { orderId: order.id, product: order.product, buyerName: name, buyerEmail: email, amountCents: order.amountCents, paidAt: order.createdAt.toISOString() };
}
