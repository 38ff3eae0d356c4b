import type { EnrollResponse, EnrolledCourse } from '../../../shared/api/learning';
import { countCompleted, progressPercent } from '../../../shared/course-progress';
import { countLessons } from '../../../shared/curriculum-outline';
import { parseCurriculum } from '../../../shared/curriculum';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { findCourseBySlug } from '../catalog/catalog.data';
import { findCompletedLessonIdsByCourse } from '../learning/learning.data';
import { findEnrolledCourses, insertEnrollment } from './enrollment.data';
import { assertCanEnroll } from './enrollment.policy';

export async function enroll(db: DbExecutor, viewer: Viewer, slug: string): Promise<EnrollResponse> {
  const course = await findCourseBySlug(db, slug);
  if (!course) throw notFound('Course not found');
  assertCanEnroll(viewer, course);
  // Admins enrol regardless of plan and are recorded on free (spec §6).
  const created = await insertEnrollment(db, viewer.id, course.id, viewer.isAdmin ? 'free' : viewer.plan);
  return { enrolled: true, alreadyEnrolled: !created };
}

export async function listEnrolledCourses(db: DbExecutor, viewer: Viewer): Promise<EnrolledCourse[]> {
  const rows = await findEnrolledCourses(db, viewer.id);
  const completedByCourse = await findCompletedLessonIdsByCourse(db, viewer.id);
  return rows.map(({ course }) => {
    let percent = 0;
    try {
      const curriculum = parseCurriculum(course.curriculum);
      percent = progressPercent(countCompleted(curriculum, completedByCourse.get(course.id) ?? []), countLessons(curriculum));
    } catch {
      // A malformed curriculum shows as 0% rather than hiding the enrolment.
    }
    return {
      id: course.id,
      slug: course.slug,
      title: course.title,
      level: course.level,
      thumbnailUrl: course.thumbnailUrl,
      requiredPlan: course.requiredPlan,
      percent,
    };
  });
}
