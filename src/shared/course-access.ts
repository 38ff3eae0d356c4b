import { grants } from './entitlements';
import type { Plan } from './plans';

/** Who may enrol in a course, as far as its state goes (the plan is the entitlements table's business). */

/** Spec §2: what a course page says while the course is a draft. */
export const IN_DEVELOPMENT_NOTICE = 'This course is currently in development and will be available soon. Stay tuned!';

/**
 * A draft takes no learners; admins may enter it to preview it (spec §2, §6), and Elite members
 * may open a draft an admin marked early access (decision 0094, the table's `earlyAccess`).
 */
export function acceptsEnrolment(course: { published: boolean; earlyAccess?: boolean }, viewer: { isAdmin: boolean; plan?: Plan }): boolean {
  return course.published || viewer.isAdmin || opensEarly(course, viewer);
}

/** An unpublished course a member whose plan grants early access may open and take before everyone else. */
export function opensEarly(course: { published: boolean; earlyAccess?: boolean }, viewer: { plan?: Plan }): boolean {
  return !course.published && course.earlyAccess === true && viewer.plan !== undefined && grants(viewer.plan, 'earlyAccess');
}

/** What the course page and the player say of an early-access course. */
export const EARLY_ACCESS_NOTE = 'Early access for Elite members: this course is not published yet. Your certificate is issued once it is.';
