import { planIncludes } from '../../../shared/plans';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import type { CourseRow } from '../catalog/catalog.data';

/**
 * Saving work in a lesson's tool needs the enrolment and, since plans can lapse or go down, a
 * plan that still includes the course (admins pass both). Reading one's own saved work needs
 * the enrolment only, so nothing already written is hidden from its author.
 */
export function assertCanSaveToolState(viewer: Viewer, course: CourseRow, enrolled: boolean): void {
  if (viewer.isAdmin) return;
  if (!enrolled) throw new AppError('NOT_ENROLLED', 'Please enroll in this course first');
  if (!planIncludes(viewer.plan, course.requiredPlan)) {
    throw new AppError('UPGRADE_REQUIRED', `Your plan no longer includes this course: it needs a ${course.requiredPlan} plan or higher to save your work.`);
  }
}

export function assertCanReadToolState(viewer: Viewer, enrolled: boolean): void {
  if (!viewer.isAdmin && !enrolled) throw new AppError('NOT_ENROLLED', 'Please enroll in this course first');
}
