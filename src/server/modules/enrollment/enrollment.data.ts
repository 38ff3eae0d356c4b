import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { courses, enrollments } from '../../db/schema';

/** Inserts the enrolment unless it exists; true when this call created it. */
export async function insertEnrollment(db: DbExecutor, userId: string, courseId: string, planType: Plan): Promise<boolean> {
  const inserted = await db
    .insert(enrollments)
    .values({ userId, courseId, planType })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning({ id: enrollments.id });
  return inserted.length > 0;
}

export async function isEnrolled(db: DbExecutor, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** The learner's enrolments with their courses, newest first. */
export function findEnrolledCourses(db: DbExecutor, userId: string) {
  return db
    .select({ course: courses, enrolledAt: enrollments.createdAt })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.createdAt));
}

/** How many learners are enrolled in each of these courses (courses without any are left out). */
export async function countEnrollmentsByCourse(db: DbExecutor, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: enrollments.courseId, learners: count() })
    .from(enrollments)
    .where(inArray(enrollments.courseId, courseIds))
    .groupBy(enrollments.courseId);
  return new Map(rows.map((row) => [row.courseId, row.learners]));
}
