import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { courseCertificates, courseProgress, courses, quizAttempts, users } from '../../db/schema';

export async function findCompletedLessonIds(db: DbExecutor, userId: string, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ lessonId: courseProgress.lessonId })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  return rows.map((row) => row.lessonId);
}

export async function findCompletedLessonIdsByCourse(db: DbExecutor, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ courseId: courseProgress.courseId, lessonId: courseProgress.lessonId })
    .from(courseProgress)
    .where(eq(courseProgress.userId, userId));
  const byCourse = new Map<string, string[]>();
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.lessonId]);
  return byCourse;
}

/** One progress row per learner and lesson: a repeated completion changes nothing. */
export async function insertProgress(db: DbExecutor, userId: string, courseId: string, lessonId: string): Promise<void> {
  await db.insert(courseProgress).values({ userId, courseId, lessonId }).onConflictDoNothing();
}

/**
 * Serializes the completions of one learner in one course, so that two last lessons
 * completed at once both see the whole set and exactly one of them issues the certificate.
 */
export async function lockLearnerCourse(db: DbExecutor, userId: string, courseId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${courseId}`}, 0))`);
}

export async function findCertificate(db: DbExecutor, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)))
    .limit(1);
  return row;
}

/**
 * The learner's certificate for the course: the existing one, or a new one with an ID from
 * `drawCertificateId`. An ID already held by another learner's certificate (a 1 in 2·10⁹
 * chance) is redrawn rather than failing the completion that earned it.
 */
export async function insertCertificate(db: DbExecutor, userId: string, courseId: string, drawCertificateId: () => string) {
  for (let draw = 0; draw < 5; draw++) {
    const inserted = await db.insert(courseCertificates).values({ userId, courseId, certificateId: drawCertificateId() }).onConflictDoNothing().returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const existing = await findCertificate(db, userId, courseId);
    if (existing) return { row: existing, created: false };
  }
  throw new Error('no unused certificate ID after 5 draws');
}

/** A certificate with what its page shows: the learner's name and the course's title. */
export async function findCertificateWithNames(db: DbExecutor, where: { certificateId: string } | { userId: string; courseId: string }) {
  const condition =
    'certificateId' in where
      ? eq(courseCertificates.certificateId, where.certificateId)
      : and(eq(courseCertificates.userId, where.userId), eq(courseCertificates.courseId, where.courseId));
  const [row] = await db
    .select({
      certificateId: courseCertificates.certificateId,
      issuedAt: courseCertificates.issuedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      courseTitle: courses.title,
      courseSlug: courses.slug,
    })
    .from(courseCertificates)
    .innerJoin(users, eq(users.id, courseCertificates.userId))
    .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
    .where(condition)
    .limit(1);
  return row;
}

export async function insertQuizAttempt(db: DbExecutor, attempt: typeof quizAttempts.$inferInsert) {
  const [row] = await db.insert(quizAttempts).values(attempt).returning();
  return row!;
}

export function findQuizAttempts(db: DbExecutor, userId: string, courseId: string, lessonId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.completedAt));
}
