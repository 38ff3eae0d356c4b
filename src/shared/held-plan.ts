import { grantInForce, ownPlan, type ComplimentaryGrant } from './complimentary-plans';
import { entitlementsOf } from './entitlements';
import type { Plan } from './plans';
import { effectivePlan } from './teams';

/**
 * The plan a learner holds and, for Elite, the membership year they are in (decision 0079): the
 * one rule every Pro and Elite entitlement reads, whatever gives the plan. No I/O.
 */

/** What can give a learner a plan at `now`, as the server read it. */
export interface PlanHoldings {
  /** The plan their subscription grants now ('free' when none does), with its current period. */
  paid: { plan: Plan; periodStart: Date; periodEnd: Date | null };
  /** A complimentary grant in force, if any. */
  given: ComplimentaryGrant | null | undefined;
  /** Whether they hold a seat of a team in force (Pro, decision 0088). */
  seat: boolean;
}

export type PlanSource = 'free' | 'subscription' | 'complimentary' | 'team';

/** The highest of the paid plan, a complimentary plan in force and a team seat's Pro, and where it comes from. */
export function heldPlan(holdings: PlanHoldings, now: Date): { plan: Plan; source: PlanSource } {
  const plan = effectivePlan(ownPlan(holdings.paid.plan, holdings.given, now), holdings.seat);
  const source: PlanSource =
    plan === 'free' ? 'free' : holdings.paid.plan === plan ? 'subscription' : holdings.given?.plan === plan ? 'complimentary' : 'team';
  return { plan, source };
}

/** `date` moved by whole calendar years (29 February to 28 February in a common year). */
function addYears(date: Date, years: number): Date {
  const moved = new Date(date);
  moved.setUTCFullYear(date.getUTCFullYear() + years);
  if (moved.getUTCDate() !== date.getUTCDate()) moved.setUTCDate(0);
  return moved;
}

/**
 * The Elite membership year a learner is in at `now`, or null when Elite is not theirs then. A
 * paid Elite plan's year is its subscription's current period; an Elite plan given by hand counts
 * years from the day it started (one strategy call, one audit each), the last one ending with the grant.
 * Elite is the plan whose entitlements include yearly services (a call or an audit a year).
 */
export function eliteMembershipYear(holdings: Pick<PlanHoldings, 'paid' | 'given'>, now: Date): { start: Date; end: Date | null } | null {
  const { paid, given } = holdings;
  if (hasYearlyServices(paid.plan)) return { start: paid.periodStart, end: paid.periodEnd };
  if (!given || !hasYearlyServices(given.plan) || !grantInForce(given, now)) return null;
  let years = Math.max(0, now.getUTCFullYear() - given.startsAt.getUTCFullYear());
  while (years > 0 && addYears(given.startsAt, years).getTime() > now.getTime()) years -= 1;
  const start = addYears(given.startsAt, years);
  const yearEnd = addYears(given.startsAt, years + 1);
  return { start, end: yearEnd.getTime() < given.endsAt.getTime() ? yearEnd : given.endsAt };
}

function hasYearlyServices(plan: Plan): boolean {
  const entitlements = entitlementsOf(plan);
  return entitlements.strategyCallsPerYear > 0 || entitlements.auditsPerYear > 0;
}
