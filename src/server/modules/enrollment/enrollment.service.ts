import type { EnrollResponse } from '../../../shared/api/learning';
import { withTransaction, type DbExecutor } from '../../db/client';
import { opensCourse } from '../../../shared/entitlements';
import { PLAN_OFFERS, TEAM_ACCESS } from '../../../shared/plans';
import { seatEndedMessage } from '../../../shared/teams';
import { AppError, notFound } from '../../http/app-error';
import { endedSeatOf } from '../teams/teams.service';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { recordEvent } from '../analytics/analytics.service';
import { findCourseBySlug, findEarlyAccessCourses, presentCourseSummary, type CourseRow } from '../catalog/catalog.service';
import { parseCurriculum } from '../../../shared/curriculum';
import { opensEarly } from '../../../shared/course-access';
import type { CourseSummary } from '../../../shared/api/catalog';
import { findEnrolledCourses, insertEnrollment, isEnrolled } from './enrollment.data';
import { presentEnrollment } from './enrollment.presenter';
import { assertCanEnroll, assertCanOpen, mayOpen } from './enrollment.policy';
export { countEnrollmentsByCourse } from './enrollment.data';

export async function enroll(db: DbExecutor, viewer: Viewer, slug: string): Promise<EnrollResponse> {
  const course = await findCourseBySlug(db, slug);
  if (!course) throw notFound('Course not found');
  assertCanEnroll(viewer, course);
  return withTransaction(db, async (tx) => {
    // Admins enrol regardless of plan and are recorded on free (spec §6).
    const created = await insertEnrollment(tx, viewer.id, course.id, mayActAsAdmin(viewer) ? 'free' : viewer.plan);
    // Recorded here, with the enrolment, so a browser that blocks its events cannot drop it; an admin's own is not a figure (decision 0073).
    if (created && !mayActAsAdmin(viewer)) {
      await recordEvent(tx, { name: 'course_enrolled', userId: viewer.id, properties: { course_id: course.id, course_title: course.title } });
    }
    return presentEnrollment(created);
  });
}

/**
 * May this learner open this course (its lesson bodies, videos, resources, quizzes, tool work)?
 * The course if so; 404 for an unknown course, 403 NOT_ENROLLED without an enrolment, 403
 * UPGRADE_REQUIRED when the plan of this request no longer includes it (admins pass).
 */
export async function findCourseToOpen(db: DbExecutor, viewer: Viewer, slug: string): Promise<CourseRow> {
  const course = await findCourseBySlug(db, slug);
  if (!course) throw notFound('Course not found');
  const enrolled = mayActAsAdmin(viewer) || (await isEnrolled(db, viewer.id, course.id));
  if (enrolled && !mayOpen(viewer, enrolled, course)) await assertNoEndedSeat(db, viewer, course);
  assertCanOpen(viewer, enrolled, course);
  return course;
}

/** A course a team seat used to open: 'Upgrade Required' says why the seat's Pro ended (decision 0099). */
async function assertNoEndedSeat(db: DbExecutor, viewer: Viewer, course: CourseRow): Promise<void> {
  if (!opensCourse(TEAM_ACCESS.seatPlan, course.requiredPlan)) return;
  const ended = await endedSeatOf(db, viewer.id);
  if (ended) throw new AppError('UPGRADE_REQUIRED', seatEndedMessage(ended.reason, ended.ownerName, PLAN_OFFERS[course.requiredPlan].name));
}

/** The learner's enrolled courses, newest enrolment first. */
export async function listEnrolledCourses(db: DbExecutor, viewer: Viewer): Promise<CourseRow[]> {
  return listEnrolledCoursesOf(db, viewer.id);
}

/** A learner's enrolled courses by their id, for work done outside one of their requests. */
export async function listEnrolledCoursesOf(db: DbExecutor, userId: string): Promise<CourseRow[]> {
  return (await findEnrolledCourses(db, userId)).map((row) => row.course);
}

/** The learner's enrolled courses they may open now: those their plan of this request still includes. */
export async function listCoursesToOpen(db: DbExecutor, viewer: Viewer): Promise<CourseRow[]> {
  return (await listEnrolledCourses(db, viewer)).filter((course) => mayOpen(viewer, true, course));
}


/** The drafts this viewer may open before they are published: Elite members' early access (decision 0094). */
export async function earlyAccessCourses(db: DbExecutor, viewer: Viewer): Promise<{ courses: CourseSummary[] }> {
  const rows = (await findEarlyAccessCourses(db)).filter((course) => opensEarly(course, viewer));
  return { courses: rows.map((course) => presentCourseSummary(course, parseCurriculum(course.curriculum))) };
}
