import { planIncludes, type Plan } from './plans';

/** The courses a plan opens, in the order given: those whose plan it includes. */
export function coursesInPlan<T extends { requiredPlan: Plan }>(plan: Plan, courses: readonly T[]): T[] {
  return courses.filter((course) => planIncludes(plan, course.requiredPlan));
}
