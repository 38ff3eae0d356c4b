import { acceptsEnrolment, opensEarly } from '../../../shared/course-access';
import { opensCourse } from '../../../shared/entitlements';
import type { CourseRow } from '../catalog/catalog.service';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { AppError } from '../../http/app-error';

/**
 * Spec §5: enrolment needs a plan ranked at least the course's, unless the learner is an
 * admin; only published courses take learners (admins may enter drafts to check them).
 */
export function assertCanEnroll(viewer: Viewer, course: CourseRow): void {
  if (!acceptsEnrolment(course, { isAdmin: mayActAsAdmin(viewer), plan: viewer.plan })) {
    throw new AppError('COURSE_IN_DEVELOPMENT', 'This course is still in development and not open for enrolment yet.');
  }
  if (mayActAsAdmin(viewer)) return;
  if (!opensCourse(viewer.plan, course.requiredPlan)) {
    throw new AppError('UPGRADE_REQUIRED', `This course requires a ${course.requiredPlan} plan or higher.`);
  }
}

/**
 * Spec §5: the learn page needs an enrolment or the admin role; and (decision 0016) the plan
 * read on this request must still include the course: a plan that lapsed closes its courses
 * ('Upgrade Required') while the enrolment and everything earned in it are kept.
 */
export function assertCanOpen(viewer: Viewer, enrolled: boolean, course: CourseRow): void {
  if (mayActAsAdmin(viewer)) return;
  if (!enrolled) throw new AppError('NOT_ENROLLED', 'Please enroll in this course first');
  if (!opensCourse(viewer.plan, course.requiredPlan)) {
    throw new AppError('UPGRADE_REQUIRED', `This course requires a ${course.requiredPlan} plan or higher.`);
  }
}

/** The rule of `assertCanOpen` as a question, for lists that show what a learner may open (search snippets). */
export function mayOpen(viewer: Viewer, enrolled: boolean, course: CourseRow): boolean {
  return mayActAsAdmin(viewer) || (enrolled && opensCourse(viewer.plan, course.requiredPlan));
}

/**
 * Only finished courses are on sale (decision 0015), so no progress or certificate is earned in a
 * draft (a course an admin took back to draft after learners enrolled). Admins checking a
 * draft may tick lessons off; the certificate rule in the learning service still refuses them one.
 */
export function assertCanComplete(viewer: Viewer, course: CourseRow): void {
  if (!mayComplete(viewer, course)) {
    throw new AppError('COURSE_IN_DEVELOPMENT', 'This course is still in development: lessons cannot be completed and no certificate is issued until it is published.');
  }
}

/** The rule of `assertCanComplete` as a question, for a quiz attempt that is scored whether or not it may complete its lesson. */
export function mayComplete(viewer: Viewer, course: CourseRow): boolean {
  return course.published || mayActAsAdmin(viewer) || opensEarly(course, viewer);
}
