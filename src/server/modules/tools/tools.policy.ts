import { opensCourse } from '../../../shared/entitlements';
import { AppError } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import type { CourseRow } from '../catalog/catalog.service';

/**
 * Saving work in a lesson's tool needs, beyond the enrolment (enrollment's `findCourseToOpen`),
 * a plan that still includes the course, since plans can lapse or go down (admins pass).
 */
export function assertPlanStillIncludes(viewer: Viewer, course: CourseRow): void {
  if (mayActAsAdmin(viewer)) return;
  if (!opensCourse(viewer.plan, course.requiredPlan)) {
    throw new AppError('UPGRADE_REQUIRED', `Your plan no longer includes this course: it needs a ${course.requiredPlan} plan or higher to save your work.`);
  }
}
