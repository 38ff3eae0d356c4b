import { planRank, type Plan } from './plans';

/**
 * Plans an admin gives by hand (complimentary, issue 31, decision 0101): which plans, until when,
 * and how one counts beside the learner's paid plan. No I/O.
 */

export const COMPLIMENTARY_PLANS = ['pro', 'elite'] as const satisfies readonly Plan[];
export type ComplimentaryPlan = (typeof COMPLIMENTARY_PLANS)[number];

export function isComplimentaryPlan(plan: Plan): plan is ComplimentaryPlan {
  return (COMPLIMENTARY_PLANS as readonly Plan[]).includes(plan);
}

/** A plan is given for at most three years at a time. */
export const MAX_COMPLIMENTARY_DAYS = 3 * 366;

export interface ComplimentaryGrant {
  plan: Plan;
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
}

/** Whether a grant gives its plan at `now`: started, not past its end date, not ended by an admin. */
export function grantInForce(grant: ComplimentaryGrant, now: Date): boolean {
  return grant.endedAt === null && grant.startsAt.getTime() <= now.getTime() && now.getTime() < grant.endsAt.getTime();
}

/** The higher of two plans. */
export function higherPlan(a: Plan, b: Plan): Plan {
  return planRank(a) >= planRank(b) ? a : b;
}

/** The learner's own plan: the higher of what their subscription gives and a complimentary plan in force. */
export function ownPlan(subscriptionPlan: Plan, grant: ComplimentaryGrant | null | undefined, now: Date): Plan {
  return grant && grantInForce(grant, now) ? higherPlan(subscriptionPlan, grant.plan) : subscriptionPlan;
}

/**
 * When a grant ending on the day `endsOn` (YYYY-MM-DD, inclusive) stops: the end of that day in
 * UTC. Null with the problem when the date is not after today or lies too far ahead.
 */
export function complimentaryEnd(endsOn: string, now: Date): { endsAt: Date } | { problem: string } {
  const day = Date.parse(`${endsOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endsOn) || Number.isNaN(day)) return { problem: 'Choose an end date like 2026-12-31.' };
  const endsAt = new Date(day + 24 * 60 * 60 * 1000);
  if (endsAt.getTime() <= now.getTime() + 60 * 60 * 1000) return { problem: 'Choose an end date after today.' };
  if (endsAt.getTime() - now.getTime() > MAX_COMPLIMENTARY_DAYS * 24 * 60 * 60 * 1000) return { problem: 'A plan is given for at most three years at a time: choose an earlier end date.' };
  return { endsAt };
}
