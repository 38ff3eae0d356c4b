/** Membership plans, cheapest first. The order is the plan rank (spec §4, §9). */
export const PLANS = ['free', 'pro', 'elite'] as const;
export type Plan = (typeof PLANS)[number];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** free 0, pro 1, elite 2. */
export function planRank(plan: Plan): number {
  return PLANS.indexOf(plan);
}

/** A learner may open a course whose required plan ranks at or below their own. */
export function planIncludes(learnerPlan: Plan, requiredPlan: Plan): boolean {
  return planRank(learnerPlan) >= planRank(requiredPlan);
}

export interface PlanOffer {
  plan: Plan;
  name: string;
  /** Price in whole US dollars per year; 0 for the free plan. */
  pricePerYear: number;
}

export const PLAN_OFFERS: Record<Plan, PlanOffer> = {
  free: { plan: 'free', name: 'Free Starter', pricePerYear: 0 },
  pro: { plan: 'pro', name: 'Pro Member', pricePerYear: 249 },
  elite: { plan: 'elite', name: 'Elite Access', pricePerYear: 699 },
};

/** The plan's one-word name on course cards and pages. */
export const PLAN_LABELS: Record<Plan, string> = { free: 'Free', pro: 'Pro', elite: 'Elite' };

/**
 * Team Access (spec §9, issue 30): a monthly subscription for a number of seats, each giving its
 * holder the Pro library. Bought on the site up to `maxSeats`; larger teams ask through contact.
 */
export const TEAM_ACCESS = { name: 'Team Access', pricePerSeatPerMonth: 10, seatPlan: 'pro', maxSeats: 50 } as const satisfies { name: string; pricePerSeatPerMonth: number; seatPlan: Plan; maxSeats: number };
