import { opensCourse } from './entitlements';
import { PLAN_LABELS, PLAN_OFFERS, type Plan } from './plans';

// Apart from plans.ts, which the home page loads: only the pages that judge access need these.

/** Who is looking at a course: nobody signed in, or a learner with their plan and role. */
export type CourseViewer = { plan: Plan; isAdmin: boolean } | null;

/**
 * Whether the viewer may open a course of this plan, as the server decides it (admins open every
 * course; a visitor counts as free, since signing up is free). Shown before the paywall.
 */
export function viewerCanOpen(viewer: CourseViewer, requiredPlan: Plan): boolean {
  if (viewer?.isAdmin) return true;
  return opensCourse(viewer?.plan ?? 'free', requiredPlan);
}

/** The courses a plan opens, in the order given (the entitlements table's `courses`). */
export function coursesInPlan<T extends { requiredPlan: Plan }>(plan: Plan, courses: readonly T[]): T[] {
  return courses.filter((course) => opensCourse(plan, course.requiredPlan));
}

/** The paywall's line beside a course's button (issue 34): 'Included in Pro · $249/year', price from PLAN_OFFERS. */
export function includedInPlanLine(plan: Plan): string {
  const price = PLAN_OFFERS[plan].pricePerYear;
  return `Included in ${PLAN_LABELS[plan]} · ${price === 0 ? 'free' : `$${price}/year`}`;
}
