import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { courseProgress, quizAttempts, quizDraws } from '../../db/schema';

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

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

export async function insertQuizAttempt(db: DbExecutor, attempt: typeof quizAttempts.$inferInsert): Promise<QuizAttemptRow> {
  const [row] = await db.insert(quizAttempts).values(attempt).returning();
  return row!;
}

export type QuizDrawRow = typeof quizDraws.$inferSelect;

export async function insertQuizDraw(db: DbExecutor, draw: typeof quizDraws.$inferInsert): Promise<QuizDrawRow> {
  const [row] = await db.insert(quizDraws).values(draw).returning();
  return row!;
}

export async function findQuizDraw(db: DbExecutor, drawId: string): Promise<QuizDrawRow | undefined> {
  const [row] = await db.select().from(quizDraws).where(eq(quizDraws.id, drawId));
  return row;
}

/** Marks a draw submitted; false when it already was (so two submits of one draw store one attempt). */
export async function markQuizDrawSubmitted(db: DbExecutor, drawId: string): Promise<boolean> {
  const rows = await db
    .update(quizDraws)
    .set({ submittedAt: new Date() })
    .where(and(eq(quizDraws.id, drawId), isNull(quizDraws.submittedAt)))
    .returning({ id: quizDraws.id });
  return rows.length === 1;
}

/** Deletes the draws nobody submitted that were drawn before `cutoff`; how many went. */
export async function deleteUnsubmittedQuizDraws(db: DbExecutor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(quizDraws)
    .where(and(isNull(quizDraws.submittedAt), lt(quizDraws.drawnAt, cutoff)))
    .returning({ id: quizDraws.id });
  return rows.length;
}

export function findQuizAttempts(db: DbExecutor, userId: string, courseId: string, lessonId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.completedAt));
}

/** How many learners completed each of these lessons of a course (lessons nobody completed are left out). */
export async function countCompletionsByLesson(db: DbExecutor, courseId: string, lessonIds: string[]): Promise<Map<string, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: courseProgress.lessonId, learners: count() })
    .from(courseProgress)
    .where(and(eq(courseProgress.courseId, courseId), inArray(courseProgress.lessonId, lessonIds)))
    .groupBy(courseProgress.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.learners]));
}

/** When the learner completed lessons from `from` to `to` (continuing education for the Elite credential). */
export async function lessonCompletionTimes(db: DbExecutor, userId: string, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ completedAt: courseProgress.completedAt })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), gte(courseProgress.completedAt, from), lte(courseProgress.completedAt, to)));
  return rows.map((row) => row.completedAt);
}
