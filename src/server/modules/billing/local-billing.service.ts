import { randomBytes } from 'node:crypto';
import { addOnProblem, checkoutProblem, isAddOn, isPaidPlan, oneYearAfter, paymentSuccessPath, productName, prorationCents, subscriptionGrantsPlan, TEAM_SEATS, type Product } from '../../../shared/billing';
import { oneMonthAfter, TEAM_SEAT_PRICE_CENTS } from '../../../shared/teams';
import { TEAM_ACCESS } from '../../../shared/plans';
import type { LocalCheckoutResponse, LocalPortalResponse, LocalTeamPortalResponse } from '../../../shared/api/billing';
import type { BillingEvent, SubscriptionSnapshot } from '../../adapters/payments/payment-provider';
import { AppError, notFound } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { findActivePlan } from './subscription.service';
import { findCheckout, findSubscription, type CheckoutRow, type SubscriptionRow } from './billing.data';
import { findPromoCode, setCheckoutPromo } from './promo-codes.data';
import { describePromoCode, PromoCodeRefused } from './promo-codes.service';
import { renewalAmountCents } from './renewal-notices.service';
import { presentLocalPortal, presentLocalTeamPortal } from './billing.presenter';
import { teamOfOwner, type Team } from '../teams/teams.service';
import type { BillingService, BillingDeps } from './billing.service';

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The far side of the local test-mode provider: what Stripe's hosted pages and its billing engine
 * do, done here for the learner's own checkout and subscription, and reported as the same
 * events Stripe's webhooks bring, through the same fulfilment. Event ids that must not apply
 * twice (paying one checkout, one upgrade, one period's renewal) are derived from what they act on.
 */
export class LocalBillingService {
  constructor(
    private readonly deps: BillingDeps,
    private readonly billing: BillingService,
    /** On a public site (PaymentsConfig.publicSite) the test clock is an admin's only: a learner could add renewals to the revenue. */
    private readonly testClockFor: 'everyone' | 'admins',
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private mayMoveClock(viewer: Viewer): boolean {
    return this.testClockFor === 'everyone' || mayActAsAdmin(viewer);
  }

  async getCheckout(viewer: Viewer, providerSessionId: string): Promise<LocalCheckoutResponse> {
    const checkout = await this.ownCheckout(viewer, providerSessionId);
    const promo = checkout.promoCodeId ? await findPromoCode(this.deps.db, checkout.promoCodeId) : undefined;
    return {
      checkout: {
        id: checkout.providerSessionId,
        product: checkout.product,
        productName: productName(checkout.product),
        amountCents: checkout.amountCents,
        priceCents: checkout.amountCents + checkout.discountCents,
        discountCents: checkout.discountCents,
        promo: promo
          ? { code: promo.code, description: describePromoCode(promo), renewsAtCents: promo.duration === 'forever' ? checkout.amountCents : checkout.amountCents + checkout.discountCents }
          : null,
        quantity: checkout.quantity,
        billing: checkout.product === TEAM_SEATS ? 'monthly' : isPaidPlan(checkout.product) ? 'yearly' : 'one-time',
        status: checkout.status,
      },
    };
  }

  /** A promo code entered on the checkout page: checked by the same rules as at create-checkout, and shown before Pay. */
  async applyPromoCode(viewer: Viewer, providerSessionId: string, code: string): Promise<LocalCheckoutResponse> {
    const checkout = await this.ownCheckout(viewer, providerSessionId);
    if (checkout.status !== 'open') throw new AppError('CONFLICT', 'This checkout is closed: a code can no longer be applied.');
    const { row, quote } = await this.billing.promoCodes.quote(viewer.id, code, checkout.product as Product, checkout.quantity);
    await setCheckoutPromo(this.deps.db, checkout.id, { promoCodeId: row.id, discountCents: quote.discountCents, amountCents: quote.totalCents });
    return this.getCheckout(viewer, providerSessionId);
  }

  /** 'Pay': completes the checkout (once, however often it is pressed) and answers where to go next. */
  async pay(viewer: Viewer, providerSessionId: string): Promise<{ url: string }> {
    const checkout = await this.ownCheckout(viewer, providerSessionId);
    if (checkout.status === 'cancelled') throw new AppError('CONFLICT', 'This checkout was cancelled. Start again from the pricing page.');
    const product = checkout.product;
    if (!isPaidPlan(product) && !isAddOn(product) && product !== TEAM_SEATS) throw new AppError('CONFLICT', 'This checkout is for something no longer on sale.');
    const now = this.clock();
    if (checkout.status === 'open') {
      try {
        await this.assertStillMakesSense(viewer, product, now);
      } catch (error) {
        // A second press, or the provider's event, may have completed this very checkout meanwhile
        // (and so given the plan the check now finds): that is no conflict, and paying it again changes nothing.
        if ((await this.ownCheckout(viewer, providerSessionId)).status === 'open') throw error;
      }
    }
    const customerId = await this.billing.customerOf(viewer);
    const subscription: SubscriptionSnapshot | null =
      isPaidPlan(product) || product === TEAM_SEATS
        ? {
            providerSubscriptionId: localId('sub'),
            providerCustomerId: customerId,
            userId: viewer.id,
            plan: isPaidPlan(product) ? product : TEAM_ACCESS.seatPlan,
            status: 'active',
            currentPeriodStart: now,
            currentPeriodEnd: product === TEAM_SEATS ? oneMonthAfter(now) : oneYearAfter(now),
            cancelAtPeriodEnd: false,
            createdAt: now,
            ...(product === TEAM_SEATS ? { seats: checkout.quantity } : {}),
          }
        : null;
    await this.completeWithCode(checkout, {
      provider: 'local',
      eventId: `evt_local_checkout_${checkout.providerSessionId}`,
      occurredAt: now,
      type: 'checkout.completed',
      providerSessionId: checkout.providerSessionId,
      userId: viewer.id,
      product,
      providerCustomerId: customerId,
      subscription,
      payment: { ref: localId(subscription ? 'in' : 'pi'), amountCents: checkout.amountCents, currency: 'usd', paymentIntentId: null },
    });
    return { url: paymentSuccessPath(product, checkout.providerSessionId) };
  }

  /**
   * Applies the completed checkout; when its promo code was used up (or used by this learner)
   * meanwhile, nothing is charged, the code comes off the checkout and the learner is told the
   * full price now shows (decision 0106).
   */
  private async completeWithCode(checkout: CheckoutRow, event: BillingEvent): Promise<void> {
    try {
      await this.billing.apply(event);
    } catch (error) {
      if (!(error instanceof PromoCodeRefused)) throw error;
      await setCheckoutPromo(this.deps.db, checkout.id, { promoCodeId: null, discountCents: 0, amountCents: checkout.amountCents + checkout.discountCents });
      throw new AppError('CONFLICT', `${error.message} Nothing was charged; your checkout now shows the full price.`, 'code');
    }
  }

  /** A checkout opened before another purchase must still make sense when it is paid (409 otherwise). */
  private async assertStillMakesSense(viewer: Viewer, product: Product, now: Date): Promise<void> {
    if (product === TEAM_SEATS) return this.billing.assertMayBuySeats(viewer, now);
    // The learner's own plan: a team seat's Pro is not theirs to manage.
    const own = (await findActivePlan(this.deps.db, viewer.id)).plan;
    const problem = isPaidPlan(product) ? checkoutProblem(own, product) : addOnProblem(own, product);
    if (problem) throw new AppError('CONFLICT', problem);
  }

  /**
   * Team Access's seats, as Stripe's billing engine changes them: more at once with a prorated
   * invoice for the time left, fewer from the next period (the team keeps its seats until then).
   */
  async changeTeamSeats(viewer: Viewer, seats: number): Promise<{ seats: number; nextPeriodSeats: number; chargedCents: number }> {
    const now = this.clock();
    const { team, chargedCents, direction } = await this.billing.planSeatChange(viewer, seats, now);
    if (direction === null) return { seats: team.seats, nextPeriodSeats: team.quantity, chargedCents: 0 };
    if (team.provider !== 'local') throw new AppError('CONFLICT', 'This team is billed through Stripe: its seats cannot be changed in the local test mode.');
    const occurredAt = new Date(Math.max(now.getTime(), team.providerStateAt.getTime() + 1));
    const snapshot: SubscriptionSnapshot = {
      providerSubscriptionId: team.providerSubscriptionId,
      providerCustomerId: team.providerCustomerId,
      userId: viewer.id,
      plan: TEAM_ACCESS.seatPlan,
      status: team.status,
      currentPeriodStart: team.currentPeriodStart,
      currentPeriodEnd: team.currentPeriodEnd,
      cancelAtPeriodEnd: team.cancelAtPeriodEnd,
      createdAt: team.providerCreatedAt,
      seats,
    };
    if (direction === 'more') {
      await this.billing.apply({
        provider: 'local',
        eventId: localId('evt'),
        occurredAt,
        type: 'invoice.paid',
        providerSubscriptionId: team.providerSubscriptionId,
        providerCustomerId: team.providerCustomerId,
        userId: viewer.id,
        plan: TEAM_ACCESS.seatPlan,
        forTeam: true,
        subscription: snapshot,
        payment: { ref: localId('in'), amountCents: chargedCents, currency: 'usd', paymentIntentId: null },
      });
    } else {
      await this.billing.apply({ provider: 'local', eventId: localId('evt'), occurredAt, type: 'subscription.changed', subscription: snapshot });
    }
    return { seats: direction === 'more' ? seats : team.seats, nextPeriodSeats: seats, chargedCents };
  }

  /** 'Cancel': nothing is charged; the checkout closes. */
  async cancel(viewer: Viewer, providerSessionId: string): Promise<{ url: string }> {
    const checkout = await this.ownCheckout(viewer, providerSessionId);
    if (checkout.status === 'completed') throw new AppError('CONFLICT', 'This checkout is already paid.');
    await this.billing.apply({
      provider: 'local',
      eventId: `evt_local_checkout_cancel_${checkout.providerSessionId}`,
      occurredAt: this.clock(),
      type: 'checkout.cancelled',
      providerSessionId: checkout.providerSessionId,
    });
    return { url: '/cancel' };
  }

  async portal(viewer: Viewer): Promise<LocalPortalResponse> {
    const row = await this.ownSubscription(viewer, false);
    const now = this.clock();
    return presentLocalPortal(row, row ? this.upgradeOffer(row, now) : null, now, this.mayMoveClock(viewer));
  }

  /** Pro → Elite at once, charging the difference for the time left (one upgrade per subscription). */
  async upgrade(viewer: Viewer): Promise<LocalPortalResponse> {
    const row = (await this.ownSubscription(viewer, true))!;
    const now = this.clock();
    const offer = this.upgradeOffer(row, now);
    const occurredAt = eventTime(row, now);
    if (!offer) throw new AppError('CONFLICT', row.planType === 'elite' ? 'You already have the Elite Access plan.' : 'This subscription cannot be upgraded.');
    const snapshot = { ...snapshotOf(row), plan: offer.plan };
    await this.billing.apply({
      provider: 'local',
      eventId: `evt_local_upgrade_${row.providerSubscriptionId}_${offer.plan}`,
      occurredAt,
      type: 'invoice.paid',
      providerSubscriptionId: snapshot.providerSubscriptionId,
      providerCustomerId: snapshot.providerCustomerId,
      userId: viewer.id,
      plan: offer.plan,
      subscription: snapshot,
      payment: { ref: localId('in'), amountCents: offer.amountCents, currency: 'usd', paymentIntentId: null },
    });
    return this.portal(viewer);
  }

  /** Cancel at period end (true) or resume (false). */
  async setCancelAtPeriodEnd(viewer: Viewer, cancel: boolean): Promise<LocalPortalResponse> {
    await this.setCancelAtPeriodEndOf(viewer.id, cancel);
    return this.portal(viewer);
  }

  /** The dashboard's cancel/resume for a learner named by id: also what a renewal notice's one-click cancel calls (decision 0085). */
  async setCancelAtPeriodEndOf(userId: string, cancel: boolean): Promise<void> {
    const row = (await this.ownSubscription({ id: userId }, true))!;
    await this.changed(row, { cancelAtPeriodEnd: cancel });
  }

  /**
   * The test clock (like Stripe's): moves the subscription to the end of its period. A
   * subscription set to cancel ends; otherwise the renewal is charged, or fails ('fails'): the
   * first failure leaves it past due while the card is retried, a second one ends it.
   */
  async advanceClock(viewer: Viewer, renewal: 'succeeds' | 'fails'): Promise<LocalPortalResponse> {
    if (!this.mayMoveClock(viewer)) throw new AppError('FORBIDDEN', 'The test clock is for admins on a public site.');
    const row = (await this.ownSubscription(viewer, true))!;
    const periodEnd = row.currentPeriodEnd ?? this.clock();
    const at = new Date(Math.max(periodEnd.getTime(), eventTime(row, this.clock()).getTime()));
    const base = snapshotOf(row);
    const eventId = (what: string) => `evt_local_clock_${row.providerSubscriptionId}_${periodEnd.getTime()}_${what}`;
    // What Stripe would charge: the list price, or less under a "forever" code (decision 0109).
    const renewalCents = await renewalAmountCents(this.deps.db, { provider: 'local', providerSubscriptionId: base.providerSubscriptionId, plan: base.plan });
    if (row.cancelAtPeriodEnd) {
      await this.billing.apply({ provider: 'local', eventId: eventId('ended'), occurredAt: at, type: 'subscription.changed', subscription: { ...base, status: 'inactive' } });
    } else if (renewal === 'succeeds') {
      const next = { ...base, status: 'active' as const, currentPeriodStart: periodEnd, currentPeriodEnd: oneYearAfter(periodEnd) };
      await this.billing.apply({
        provider: 'local',
        eventId: eventId('renewed'),
        occurredAt: at,
        type: 'invoice.paid',
        providerSubscriptionId: base.providerSubscriptionId,
        providerCustomerId: base.providerCustomerId,
        userId: viewer.id,
        plan: base.plan,
        subscription: next,
        payment: { ref: localId('in'), amountCents: renewalCents, currency: 'usd', paymentIntentId: null },
      });
    } else {
      const status = row.status === 'past_due' ? 'inactive' : 'past_due';
      await this.billing.apply({
        provider: 'local',
        eventId: eventId(`failed_${status}`),
        occurredAt: at,
        type: 'invoice.payment_failed',
        providerSubscriptionId: base.providerSubscriptionId,
        providerCustomerId: base.providerCustomerId,
        userId: viewer.id,
        plan: base.plan,
        amountCents: renewalCents,
        subscription: { ...base, status },
      });
    }
    return this.portal(viewer);
  }

  /** The owner's local Team Access subscription as the test portal shows it. */
  async teamPortal(viewer: Viewer): Promise<LocalTeamPortalResponse> {
    const team = await this.ownTeam(viewer, false);
    return presentLocalTeamPortal(team, this.clock(), this.mayMoveClock(viewer));
  }

  /** Team Access set to end at its period's end (true), or to renew again (false). */
  async setTeamCancelAtPeriodEnd(viewer: Viewer, cancel: boolean): Promise<LocalTeamPortalResponse> {
    const team = (await this.ownTeam(viewer, true))!;
    await this.billing.apply({ provider: 'local', eventId: localId('evt'), occurredAt: teamEventTime(team, this.clock()), type: 'subscription.changed', subscription: { ...teamSnapshotOf(team), cancelAtPeriodEnd: cancel } });
    return this.teamPortal(viewer);
  }

  /**
   * The test clock for Team Access: moves the team's subscription to the end of its month. Set to
   * cancel, it ends (the members lose the seat's Pro, the owner is emailed); otherwise the next
   * month's seats are charged, or the charge fails: past due first, then ended.
   */
  async advanceTeamClock(viewer: Viewer, renewal: 'succeeds' | 'fails'): Promise<LocalTeamPortalResponse> {
    if (!this.mayMoveClock(viewer)) throw new AppError('FORBIDDEN', 'The test clock is for admins on a public site.');
    const team = (await this.ownTeam(viewer, true))!;
    const periodEnd = team.currentPeriodEnd ?? this.clock();
    const at = new Date(Math.max(periodEnd.getTime(), teamEventTime(team, this.clock()).getTime()));
    const base = teamSnapshotOf(team);
    const eventId = (what: string) => `evt_local_clock_${team.providerSubscriptionId}_${periodEnd.getTime()}_${what}`;
    const amountCents = team.quantity * TEAM_SEAT_PRICE_CENTS;
    const invoice = { providerSubscriptionId: base.providerSubscriptionId, providerCustomerId: base.providerCustomerId, userId: viewer.id, plan: base.plan, forTeam: true } as const;
    if (team.cancelAtPeriodEnd) {
      await this.billing.apply({ provider: 'local', eventId: eventId('ended'), occurredAt: at, type: 'subscription.changed', subscription: { ...base, status: 'inactive' } });
    } else if (renewal === 'succeeds') {
      const next = { ...base, status: 'active' as const, currentPeriodStart: periodEnd, currentPeriodEnd: oneMonthAfter(periodEnd) };
      await this.billing.apply({
        provider: 'local',
        eventId: eventId('renewed'),
        occurredAt: at,
        type: 'invoice.paid',
        ...invoice,
        subscription: next,
        payment: { ref: localId('in'), amountCents, currency: 'usd', paymentIntentId: null },
      });
    } else {
      const status = team.status === 'past_due' ? 'inactive' : 'past_due';
      await this.billing.apply({ provider: 'local', eventId: eventId(`failed_${status}`), occurredAt: at, type: 'invoice.payment_failed', ...invoice, amountCents, subscription: { ...base, status } });
    }
    return this.teamPortal(viewer);
  }

  /** The owner's team billed in the local test mode; `required`: 409 when there is none in force to act on. */
  private async ownTeam(viewer: Viewer, required: boolean): Promise<Team | undefined> {
    const team = (await teamOfOwner(this.deps.db, viewer.id, this.clock()))?.team;
    const usable = team?.provider === 'local' ? team : undefined;
    if (required && (!usable || usable.status === 'inactive')) throw new AppError('CONFLICT', 'You have no Team Access in force to change. Buy seats on the pricing page.');
    return usable;
  }

  private async changed(row: SubscriptionRow, change: Partial<SubscriptionSnapshot>): Promise<void> {
    const event: BillingEvent = {
      provider: 'local',
      eventId: localId('evt'),
      occurredAt: eventTime(row, this.clock()),
      type: 'subscription.changed',
      subscription: { ...snapshotOf(row), ...change },
    };
    await this.billing.apply(event);
  }

  private upgradeOffer(row: SubscriptionRow, now: Date): { plan: 'elite'; amountCents: number } | null {
    if (row.planType !== 'pro' || row.status !== 'active' || !subscriptionGrantsPlan(row, now) || !row.currentPeriodStart || !row.currentPeriodEnd) return null;
    return { plan: 'elite', amountCents: prorationCents('pro', 'elite', { start: row.currentPeriodStart, end: row.currentPeriodEnd }, now) };
  }

  private async ownCheckout(viewer: Viewer, providerSessionId: string) {
    const checkout = await findCheckout(this.deps.db, providerSessionId);
    // Another learner's checkout is as unknown as a made-up one.
    if (!checkout || checkout.userId !== viewer.id || checkout.provider !== 'local') throw notFound('Checkout not found');
    return checkout;
  }

  /** The learner's local subscription; `required`: 409 when there is none to act on (or it has ended). */
  private async ownSubscription(viewer: Pick<Viewer, 'id'>, required: boolean): Promise<SubscriptionRow | undefined> {
    const row = await findSubscription(this.deps.db, viewer.id);
    const usable = row?.provider === 'local' && row.providerSubscriptionId ? row : undefined;
    if (required && (!usable || usable.status === 'inactive')) {
      throw new AppError('CONFLICT', 'You have no active subscription to change. Choose a plan on the pricing page.');
    }
    return usable;
  }
}

/**
 * The time of a new local event: now, or just after the state it changes when the test clock
 * has moved that state into the future, so the change counts as the newer one.
 */
function eventTime(row: SubscriptionRow, now: Date): Date {
  const after = row.providerStateAt ? row.providerStateAt.getTime() + 1 : 0;
  return new Date(Math.max(now.getTime(), after));
}

function snapshotOf(row: SubscriptionRow): SubscriptionSnapshot {
  if (!isPaidPlan(row.planType)) throw new AppError('CONFLICT', 'This subscription has no paid plan.');
  return {
    providerSubscriptionId: row.providerSubscriptionId!,
    providerCustomerId: row.providerCustomerId!,
    userId: row.userId,
    plan: row.planType,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.providerCreatedAt,
  };
}

function teamEventTime(team: Team, now: Date): Date {
  return new Date(Math.max(now.getTime(), team.providerStateAt.getTime() + 1));
}

function teamSnapshotOf(team: Team): SubscriptionSnapshot {
  return {
    providerSubscriptionId: team.providerSubscriptionId,
    providerCustomerId: team.providerCustomerId,
    userId: team.ownerId,
    plan: TEAM_ACCESS.seatPlan,
    status: team.status,
    currentPeriodStart: team.currentPeriodStart,
    currentPeriodEnd: team.currentPeriodEnd,
    cancelAtPeriodEnd: team.cancelAtPeriodEnd,
    createdAt: team.providerCreatedAt,
    seats: team.quantity,
  };
}
