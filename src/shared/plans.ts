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

/** Who is looking at a course: nobody signed in, or a learner with their plan and role. */
export type CourseViewer = { plan: Plan; isAdmin: boolean } | null;

/**
 * Whether the viewer may open a course of this plan, as the server decides it (admins open every
 * course; a visitor counts as free, since signing up is free). Shown before the paywall.
 */
export function viewerCanOpen(viewer: CourseViewer, requiredPlan: Plan): boolean {
  if (viewer?.isAdmin) return true;
  return planIncludes(viewer?.plan ?? 'free', requiredPlan);
}
