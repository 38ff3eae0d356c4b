import { PLAN_OFFERS, planRank, TEAM_ACCESS, type Plan } from './plans';

/**
 * Billing rules both sides use (issue 11): what a subscription grants, which provider state is
 * newer, what a checkout may be opened for, and what an upgrade costs. No I/O.
 */

export type PaidPlan = Exclude<Plan, 'free'>;
export const PAID_PLANS = ['pro', 'elite'] as const satisfies readonly PaidPlan[];

export function isPaidPlan(value: unknown): value is PaidPlan {
  return value === 'pro' || value === 'elite';
}

/** The one-time add-ons sold through the same provider (spec §9). */
export const ADD_ONS = {
  'custom-ai-audit': { name: 'Custom AI Audit', priceCents: 49_900 },
} as const;
export type AddOn = keyof typeof ADD_ONS;
export const ADD_ON_IDS = Object.keys(ADD_ONS) as AddOn[];

export function isAddOn(value: unknown): value is AddOn {
  return typeof value === 'string' && value in ADD_ONS;
}

/** How soon the team writes after a Custom AI Audit is bought: promised on /success and again on the dashboard. */
export const AUDIT_FOLLOW_UP_HOURS = 24;
export const AUDIT_FOLLOW_UP = `Our team will email you within ${AUDIT_FOLLOW_UP_HOURS} hours to schedule the review of your business.`;

/** Team Access's seats (issue 30): a monthly subscription with a quantity. */
export const TEAM_SEATS = 'team-seats' as const;
export type TeamSeats = typeof TEAM_SEATS;

/** What a checkout sells: a yearly plan, an add-on, or a team's seats. */
export type Product = PaidPlan | AddOn | TeamSeats;

export function productName(product: string): string {
  if (isPaidPlan(product)) return PLAN_OFFERS[product].name;
  if (isAddOn(product)) return ADD_ONS[product].name;
  if (product === TEAM_SEATS) return TEAM_ACCESS.name;
  return product;
}

/** The price of one unit of a product in cents: a plan's yearly price, the add-on's, or a seat's monthly price. */
export function productPriceCents(product: Product): number {
  if (isPaidPlan(product)) return PLAN_OFFERS[product].pricePerYear * 100;
  if (product === TEAM_SEATS) return TEAM_ACCESS.pricePerSeatPerMonth * 100;
  return ADD_ONS[product].priceCents;
}

/**
 * Where a paid checkout lands: /success, which asks the server what this checkout (`checkoutId`,
 * the provider's session id) bought; seats land on the team page, to invite.
 */
export function paymentSuccessPath(product: Product, checkoutId: string): string {
  if (product === TEAM_SEATS) return '/team?purchased=1';
  return `/success?checkout=${checkoutId}`;
}

/** Stripe puts the session's id where its success URL says this (Checkout's `success_url` template). */
export const STRIPE_CHECKOUT_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** "$249.00" */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'inactive';

export interface SubscriptionTerms {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * Whether a subscription still grants its plan at `now` (design.md §5, decision 0016): an active
 * one, or one whose renewal payment failed and is still within the provider's retries
 * (past_due); never an ended one, nor one set to cancel whose period is over (even before the
 * provider's "ended" event arrives).
 */
export function subscriptionGrantsPlan(terms: SubscriptionTerms, now: Date): boolean {
  if (terms.status === 'inactive') return false;
  if (terms.cancelAtPeriodEnd && terms.currentPeriodEnd !== null && terms.currentPeriodEnd.getTime() <= now.getTime()) return false;
  return true;
}

/** What a subscription is now, as the admin reads it: renewing, set to end, retrying a failed renewal, or over. */
export type SubscriptionState = 'active' | 'cancelling' | 'past_due' | 'ended';

/**
 * A subscription's state at `now` and the date that goes with it (renews on, ends on, ended on).
 * The stored period end alone can disagree with the state: a refund ends a plan a year before
 * its period end (the plan ended when it took that state, `stateAt`), and a plan set to cancel
 * has ended once its period is over, even before the provider's "ended" event arrives.
 */
export function subscriptionStateAt(terms: SubscriptionTerms & { stateAt: Date | null }, now: Date): { state: SubscriptionState; date: Date | null } {
  const periodEnd = terms.currentPeriodEnd;
  if (!subscriptionGrantsPlan(terms, now)) {
    const endedEarly = terms.status === 'inactive' && terms.stateAt !== null && (periodEnd === null || terms.stateAt.getTime() < periodEnd.getTime());
    return { state: 'ended', date: endedEarly ? terms.stateAt : periodEnd };
  }
  if (terms.status === 'past_due') return { state: 'past_due', date: periodEnd };
  return { state: terms.cancelAtPeriodEnd ? 'cancelling' : 'active', date: periodEnd };
}

/**
 * The admin's totals: subscribers whose plan is in force now (whatever its state), and the
 * yearly revenue of the plans that will renew (active, or past due while the card is retried).
 */
export function subscriptionTotals(subscriptions: (SubscriptionTerms & { plan: PaidPlan; stateAt: Date | null })[], now: Date): { activeSubscribers: number; yearlyRecurringRevenueCents: number } {
  let activeSubscribers = 0;
  let yearlyRecurringRevenueCents = 0;
  for (const subscription of subscriptions) {
    const { state } = subscriptionStateAt(subscription, now);
    if (state === 'ended') continue;
    activeSubscribers += 1;
    if (state !== 'cancelling') yearlyRecurringRevenueCents += productPriceCents(subscription.plan);
  }
  return { activeSubscribers, yearlyRecurringRevenueCents };
}

export interface ProviderSubscriptionState {
  providerSubscriptionId: string;
  status: SubscriptionStatus;
  /** When the provider's subscription took this state (the event's own time, not its arrival). */
  stateAt: Date;
  /** When the provider created the subscription (Stripe's `subscription.created`); null when not known. */
  createdAt: Date | null;
}

/**
 * Whether `incoming` may replace the stored state: provider events arrive in any order, so an
 * older state never overwrites a newer one. Between two subscriptions (a re-subscription, or two
 * live at the provider) the one created later is the learner's: an older subscription's state
 * never replaces a newer one's, whenever its event is dated (issue 25, decision 0078), and a
 * newer one's replaces an older one's. When either creation time is unknown (a row stored before
 * it was kept), another subscription replaces an ended one, or a state no newer than its own.
 * An ended subscription never ends a different current one, and stays ended (the provider never
 * reopens one).
 */
export function isNewerSubscriptionState(stored: ProviderSubscriptionState | undefined, incoming: ProviderSubscriptionState): boolean {
  if (!stored) return true;
  if (stored.providerSubscriptionId !== incoming.providerSubscriptionId) {
    if (incoming.status === 'inactive') return false;
    if (stored.createdAt && incoming.createdAt && stored.createdAt.getTime() !== incoming.createdAt.getTime()) {
      return incoming.createdAt.getTime() > stored.createdAt.getTime();
    }
    return stored.status === 'inactive' || incoming.stateAt.getTime() >= stored.stateAt.getTime();
  }
  if (stored.status === 'inactive' && incoming.status !== 'inactive') return false;
  return incoming.stateAt.getTime() >= stored.stateAt.getTime();
}

/**
 * Why a learner on `current` may not open a checkout for `requested`, or null when they may.
 * A member changes plan through 'Manage Subscription' (prorated), never through a second checkout.
 */
export function checkoutProblem(current: Plan, requested: PaidPlan): string | null {
  if (current === requested) return `You already have the ${PLAN_OFFERS[requested].name} plan. Manage it from your dashboard.`;
  if (planRank(current) > planRank(requested)) {
    return `Your ${PLAN_OFFERS[current].name} plan already includes everything in ${PLAN_OFFERS[requested].name}. Manage it from your dashboard.`;
  }
  if (current !== 'free') return `You have the ${PLAN_OFFERS[current].name} plan: upgrade to ${PLAN_OFFERS[requested].name} from 'Manage Subscription' on your dashboard, prorated for the time left.`;
  return null;
}

/** The add-ons a plan already includes: Elite Access comes with the Custom AI Audit (spec §9). */
export const ADD_ONS_INCLUDED: Record<Plan, readonly AddOn[]> = { free: [], pro: [], elite: ['custom-ai-audit'] };

/** Why a learner on `current` may not buy `addOn`, or null when they may. */
export function addOnProblem(current: Plan, addOn: AddOn): string | null {
  if (ADD_ONS_INCLUDED[current].includes(addOn)) return `Your ${PLAN_OFFERS[current].name} plan already includes the ${ADD_ONS[addOn].name}, so there is nothing to buy.`;
  return null;
}

/**
 * What moving from `from` to `to` costs now: the price difference for the share of the period
 * left, in cents, rounded to the cent (never negative: a downgrade is not refunded here).
 */
export function prorationCents(from: PaidPlan, to: PaidPlan, period: { start: Date; end: Date }, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0) return 0;
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  const difference = productPriceCents(to) - productPriceCents(from);
  return Math.max(0, Math.round((difference * left) / length));
}

/** The money-back guarantee (spec §9): a payment may be refunded within 30 days. */
export const REFUND_WINDOW_DAYS = 30;

export function isWithinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** One year after `start`, the length of every plan's period. */
export function oneYearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
