import { describe, expect, it } from 'vitest';
import {
  addOnProblem,
  checkoutProblem,
  formatUsd,
  isNewerSubscriptionState,
  isWithinRefundWindow,
  oneYearAfter,
  paymentSuccessPath,
  productPriceCents,
  prorationCents,
  subscriptionGrantsPlan,
  subscriptionStateAt,
  subscriptionTotals,
  TEAM_SEATS,
} from './billing';

const at = (iso: string) => new Date(iso);

describe('subscriptionGrantsPlan', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('grants the plan while active or past due (the renewal is being retried)', () => {
    expect(subscriptionGrantsPlan({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: at('2027-01-01T00:00:00Z') }, now)).toBe(true);
    expect(subscriptionGrantsPlan({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: at('2026-05-01T00:00:00Z') }, now)).toBe(true);
  });
  it('ends with the subscription, or at the end of a period set to cancel', () => {
    expect(subscriptionGrantsPlan({ status: 'inactive', cancelAtPeriodEnd: false, currentPeriodEnd: at('2027-01-01T00:00:00Z') }, now)).toBe(false);
    expect(subscriptionGrantsPlan({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: at('2026-06-01T00:00:00Z') }, now)).toBe(false);
    expect(subscriptionGrantsPlan({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: at('2026-06-02T00:00:00Z') }, now)).toBe(true);
  });
});

describe('subscriptionStateAt', () => {
  const now = at('2026-06-01T00:00:00Z');
  const yearAway = at('2027-05-20T00:00:00Z');
  const terms = (status: 'active' | 'past_due' | 'inactive', cancelAtPeriodEnd: boolean, currentPeriodEnd: Date | null, stateAt: Date | null = null) => ({
    status,
    cancelAtPeriodEnd,
    currentPeriodEnd,
    stateAt,
  });
  it('gives a plan ended early (refunded) the day it ended, never its period end a year away', () => {
    const refundedOn = at('2026-05-25T10:00:00Z');
    expect(subscriptionStateAt(terms('inactive', false, yearAway, refundedOn), now)).toEqual({ state: 'ended', date: refundedOn });
  });
  it('ends a plan set to cancel once its period is over, before the provider says so, on its period end', () => {
    expect(subscriptionStateAt(terms('active', true, at('2026-05-30T00:00:00Z')), now)).toEqual({ state: 'ended', date: at('2026-05-30T00:00:00Z') });
    expect(subscriptionStateAt(terms('inactive', false, at('2026-05-30T00:00:00Z'), at('2026-05-30T00:00:00Z')), now)).toEqual({
      state: 'ended',
      date: at('2026-05-30T00:00:00Z'),
    });
  });
  it('renews, cancels at, or retries until the period end while the plan is in force', () => {
    expect(subscriptionStateAt(terms('active', false, yearAway), now)).toEqual({ state: 'active', date: yearAway });
    expect(subscriptionStateAt(terms('active', true, yearAway), now)).toEqual({ state: 'cancelling', date: yearAway });
    expect(subscriptionStateAt(terms('past_due', false, at('2026-05-30T00:00:00Z')), now)).toEqual({ state: 'past_due', date: at('2026-05-30T00:00:00Z') });
  });
});

describe('subscriptionTotals', () => {
  it('counts every plan in force as a subscriber, and only plans that will renew in the yearly revenue', () => {
    const now = at('2026-06-01T00:00:00Z');
    const later = at('2027-01-01T00:00:00Z');
    const row = (plan: 'pro' | 'elite', status: 'active' | 'past_due' | 'inactive', cancelAtPeriodEnd = false) => ({ plan, status, cancelAtPeriodEnd, currentPeriodEnd: later, stateAt: null });
    expect(subscriptionTotals([row('pro', 'active'), row('elite', 'past_due'), row('elite', 'active', true), row('pro', 'inactive')], now)).toEqual({
      activeSubscribers: 3,
      yearlyRecurringRevenueCents: 24_900 + 69_900,
    });
    expect(subscriptionTotals([], now)).toEqual({ activeSubscribers: 0, yearlyRecurringRevenueCents: 0 });
  });
});

describe('isNewerSubscriptionState', () => {
  const state = (id: string, status: 'active' | 'past_due' | 'inactive', iso: string, created: string | null = null) => ({
    providerSubscriptionId: id,
    status,
    stateAt: at(iso),
    createdAt: created === null ? null : at(created),
  });
  it('takes the first state, and later states of the same subscription', () => {
    expect(isNewerSubscriptionState(undefined, state('sub_1', 'active', '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isNewerSubscriptionState(state('sub_1', 'active', '2026-01-01T00:00:00Z'), state('sub_1', 'past_due', '2026-01-02T00:00:00Z'))).toBe(true);
  });
  it('never lets an older state overwrite a newer one', () => {
    expect(isNewerSubscriptionState(state('sub_1', 'inactive', '2026-01-02T00:00:00Z'), state('sub_1', 'active', '2026-01-01T00:00:00Z'))).toBe(false);
    expect(isNewerSubscriptionState(state('sub_1', 'active', '2026-01-02T00:00:00Z'), state('sub_1', 'past_due', '2026-01-01T00:00:00Z'))).toBe(false);
  });
  it('keeps an ended subscription ended, even on a same-second update', () => {
    expect(isNewerSubscriptionState(state('sub_1', 'inactive', '2026-01-02T00:00:00Z'), state('sub_1', 'active', '2026-01-02T00:00:00Z'))).toBe(false);
  });
  it('lets a new subscription replace an ended one, but never end a different current one', () => {
    expect(isNewerSubscriptionState(state('sub_1', 'inactive', '2026-01-02T00:00:00Z'), state('sub_2', 'active', '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isNewerSubscriptionState(state('sub_2', 'active', '2026-01-01T00:00:00Z'), state('sub_1', 'inactive', '2026-01-05T00:00:00Z'))).toBe(false);
  });
  it("never lets an older subscription's state replace a newer one's, whenever its event is dated (issue 25)", () => {
    const elite = state('sub_2', 'active', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z');
    expect(isNewerSubscriptionState(elite, state('sub_1', 'active', '2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe(false);
    expect(isNewerSubscriptionState(elite, state('sub_1', 'past_due', '2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe(false);
    const endedElite = state('sub_2', 'inactive', '2026-02-10T00:00:00Z', '2026-02-01T00:00:00Z');
    expect(isNewerSubscriptionState(endedElite, state('sub_1', 'active', '2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe(false);
  });
  it("lets a newer subscription's state replace an older one's, even when dated before the older one's last change", () => {
    const pro = state('sub_1', 'active', '2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z');
    expect(isNewerSubscriptionState(pro, state('sub_2', 'active', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'))).toBe(true);
    expect(isNewerSubscriptionState(pro, state('sub_2', 'inactive', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'))).toBe(false);
  });
  it('falls back to the states\' own times when a creation time is unknown or the same', () => {
    expect(isNewerSubscriptionState(state('sub_1', 'active', '2026-03-01T00:00:00Z'), state('sub_2', 'active', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'))).toBe(false);
    expect(isNewerSubscriptionState(state('sub_1', 'active', '2026-01-01T00:00:00Z'), state('sub_2', 'active', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'))).toBe(true);
    const sameSecond = '2026-01-01T00:00:00Z';
    expect(isNewerSubscriptionState(state('sub_1', 'active', '2026-01-02T00:00:00Z', sameSecond), state('sub_2', 'active', '2026-01-01T00:00:00Z', sameSecond))).toBe(false);
  });
});

describe('checkoutProblem', () => {
  it('lets a free learner buy either plan', () => {
    expect(checkoutProblem('free', 'pro')).toBeNull();
    expect(checkoutProblem('free', 'elite')).toBeNull();
  });
  it('says clearly when the plan is already held, included, or an upgrade for the portal', () => {
    expect(checkoutProblem('pro', 'pro')).toBe('You already have the Pro Member plan. Manage it from your dashboard.');
    expect(checkoutProblem('elite', 'pro')).toContain('already includes everything in Pro Member');
    expect(checkoutProblem('pro', 'elite')).toContain("upgrade to Elite Access from 'Manage Subscription'");
  });
});

describe('addOnProblem', () => {
  it('sells the audit to free and Pro learners', () => {
    expect(addOnProblem('free', 'custom-ai-audit')).toBeNull();
    expect(addOnProblem('pro', 'custom-ai-audit')).toBeNull();
  });
  it('refuses the audit to an Elite member, whose plan includes it', () => {
    expect(addOnProblem('elite', 'custom-ai-audit')).toBe('Your Elite Access plan already includes the Custom AI Audit, so there is nothing to buy.');
  });
});

describe('prorationCents', () => {
  const period = { start: at('2026-01-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z') };
  it('charges the price difference for the share of the period left', () => {
    expect(prorationCents('pro', 'elite', period, period.start)).toBe(45_000);
    expect(prorationCents('pro', 'elite', period, at('2026-07-02T12:00:00Z'))).toBe(22_500);
    expect(prorationCents('pro', 'elite', period, period.end)).toBe(0);
  });
  it('never charges a negative amount', () => {
    expect(prorationCents('elite', 'pro', period, period.start)).toBe(0);
  });
});

describe('prices and dates', () => {
  it('knows the plan and add-on prices and formats dollars', () => {
    expect(productPriceCents('pro')).toBe(24_900);
    expect(productPriceCents('elite')).toBe(69_900);
    expect(productPriceCents('custom-ai-audit')).toBe(49_900);
    expect(formatUsd(24_900)).toBe('$249.00');
  });
  it('allows refunds for 30 days and runs periods for a year', () => {
    expect(isWithinRefundWindow(at('2026-01-01T00:00:00Z'), at('2026-01-31T00:00:00Z'))).toBe(true);
    expect(isWithinRefundWindow(at('2026-01-01T00:00:00Z'), at('2026-01-31T00:00:01Z'))).toBe(false);
    expect(oneYearAfter(at('2026-03-15T10:00:00Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });
});

describe('paymentSuccessPath', () => {
  it('names the checkout, so /success can ask the server what it bought', () => {
    expect(paymentSuccessPath('pro', 'cs_local_abc')).toBe('/success?checkout=cs_local_abc');
    expect(paymentSuccessPath('custom-ai-audit', 'cs_1')).toBe('/success?checkout=cs_1');
  });

  it('sends seats to the team page', () => {
    expect(paymentSuccessPath(TEAM_SEATS, 'cs_1')).toBe('/team?purchased=1');
  });
});
