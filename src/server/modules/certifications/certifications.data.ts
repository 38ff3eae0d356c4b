import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { certificationAttempts, certificationCredentials } from '../../db/schema';

export type AssessmentAttemptRow = typeof certificationAttempts.$inferSelect;
export type CredentialRow = typeof certificationCredentials.$inferSelect;

/** The learner's attempts of a track, oldest first. */
export function findAttempts(db: DbExecutor, userId: string, trackId: string): Promise<AssessmentAttemptRow[]> {
  return db
    .select()
    .from(certificationAttempts)
    .where(and(eq(certificationAttempts.userId, userId), eq(certificationAttempts.trackId, trackId)))
    .orderBy(asc(certificationAttempts.startedAt));
}

export async function findAttempt(db: DbExecutor, attemptId: string): Promise<AssessmentAttemptRow | undefined> {
  const [row] = await db.select().from(certificationAttempts).where(eq(certificationAttempts.id, attemptId));
  return row;
}

/** Inserts an open attempt; undefined when the learner already has one open for the track (another tab was first). */
export async function insertOpenAttempt(db: DbExecutor, attempt: typeof certificationAttempts.$inferInsert): Promise<AssessmentAttemptRow | undefined> {
  const [row] = await db.insert(certificationAttempts).values(attempt).onConflictDoNothing().returning();
  return row;
}

/** Saves one answer while the attempt is open and its deadline not passed; false otherwise. */
export async function saveAnswer(db: DbExecutor, attemptId: string, questionId: string, answer: string | string[], now: Date): Promise<boolean> {
  const rows = await db
    .update(certificationAttempts)
    .set({ answers: sql`${certificationAttempts.answers} || ${JSON.stringify({ [questionId]: answer })}::jsonb` })
    .where(and(eq(certificationAttempts.id, attemptId), isNull(certificationAttempts.submittedAt), gte(certificationAttempts.deadlineAt, now)))
    .returning({ id: certificationAttempts.id });
  return rows.length === 1;
}

/** Records an attempt's score once; false when it was already submitted (a second tab, a retry). */
export async function markSubmitted(
  db: DbExecutor,
  attemptId: string,
  result: { score: number; passed: boolean; submittedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(certificationAttempts)
    .set(result)
    .where(and(eq(certificationAttempts.id, attemptId), isNull(certificationAttempts.submittedAt)))
    .returning({ id: certificationAttempts.id });
  return rows.length === 1;
}

export async function findCredential(db: DbExecutor, where: { credentialId: string } | { userId: string; trackId: string }): Promise<CredentialRow | undefined> {
  const condition =
    'credentialId' in where
      ? eq(certificationCredentials.credentialId, where.credentialId)
      : and(eq(certificationCredentials.userId, where.userId), eq(certificationCredentials.trackId, where.trackId));
  const [row] = await db.select().from(certificationCredentials).where(condition);
  return row;
}

/**
 * The learner's credential for the track: the one they hold, or a new one with an ID from
 * `drawId` (an ID taken by another credential is redrawn).
 */
export async function insertCredential(
  db: DbExecutor,
  credential: Omit<typeof certificationCredentials.$inferInsert, 'credentialId'>,
  drawId: () => string,
): Promise<CredentialRow> {
  for (let draw = 0; draw < 5; draw++) {
    const [inserted] = await db
      .insert(certificationCredentials)
      .values({ ...credential, credentialId: drawId() })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const existing = await findCredential(db, { userId: credential.userId, trackId: credential.trackId });
    if (existing) return existing;
  }
  throw new Error('no unused credential ID after 5 draws');
}
