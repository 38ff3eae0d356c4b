import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { certificateReplacements, courseCertificates, courses, users } from '../../db/schema';

export type CertificateRow = typeof courseCertificates.$inferSelect;

/** The learner's certificate for a course, if they have earned it. */
export async function findCertificate(db: DbExecutor, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)))
    .limit(1);
  return row;
}

/** The learner's name as their profile holds it now and the course's title, to be written on a certificate. */
export async function findNamesToIssue(db: DbExecutor, userId: string, courseId: string) {
  const [learner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!learner || !course) return undefined;
  return { learnerName: `${learner.firstName} ${learner.lastName}`.trim(), courseTitle: course.title };
}

/**
 * The learner's certificate for the course: the existing one, or a new one bearing `names` with
 * an ID from `drawCertificateId`. An ID already held by another learner's certificate (a 1 in
 * 9·10⁸ chance) is redrawn rather than failing the completion that earned it.
 */
export async function insertCertificate(
  db: DbExecutor,
  userId: string,
  courseId: string,
  names: { learnerName: string; courseTitle: string },
  drawCertificateId: () => string,
) {
  for (let draw = 0; draw < 5; draw++) {
    const inserted = await db
      .insert(courseCertificates)
      .values({ userId, courseId, ...names, certificateId: drawCertificateId() })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const existing = await findCertificate(db, userId, courseId);
    if (existing) return { row: existing, created: false };
  }
  throw new Error('no unused certificate ID after 5 draws');
}

/** The learner's certificate IDs, by course. */
export async function findCertificateIdsByCourse(db: DbExecutor, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ courseId: courseCertificates.courseId, certificateId: courseCertificates.certificateId })
    .from(courseCertificates)
    .where(eq(courseCertificates.userId, userId));
  return new Map(rows.map((row) => [row.courseId, row.certificateId]));
}

/** A certificate with what its page shows: the names as issued, and the course's address for links. */
export async function findCertificateWithNames(db: DbExecutor, where: { certificateId: string } | { userId: string; courseId: string }) {
  const condition =
    'certificateId' in where
      ? eq(courseCertificates.certificateId, where.certificateId)
      : and(eq(courseCertificates.userId, where.userId), eq(courseCertificates.courseId, where.courseId));
  const [row] = await db
    .select({
      certificateId: courseCertificates.certificateId,
      userId: courseCertificates.userId,
      issuedAt: courseCertificates.issuedAt,
      learnerName: courseCertificates.learnerName,
      courseTitle: courseCertificates.courseTitle,
      courseSlug: courses.slug,
      revokedAt: courseCertificates.revokedAt,
      revocationReason: courseCertificates.revocationReason,
    })
    .from(courseCertificates)
    .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
    .where(condition)
    .limit(1);
  return row;
}

/** Certificates issued since `since`: one per course a learner completed. */
export async function countIssuedSince(db: DbExecutor, since: Date): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(courseCertificates).where(gte(courseCertificates.issuedAt, since));
  return row?.count ?? 0;
}

/** The learner's certificate by its ID, locked for a correction. */
export async function lockLearnerCertificate(db: DbExecutor, userId: string, certificateId: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.certificateId, certificateId)))
    .for('update');
  return row;
}

export type ReplacedCertificateRow = typeof certificateReplacements.$inferSelect;

/** A certificate ID that was replaced, with the certificate as it was and the course's address. */
export async function findReplacedCertificate(db: DbExecutor, certificateId: string) {
  const [row] = await db
    .select({ replaced: certificateReplacements, courseSlug: courses.slug })
    .from(certificateReplacements)
    .innerJoin(courses, eq(courses.id, certificateReplacements.courseId))
    .where(eq(certificateReplacements.certificateId, certificateId))
    .limit(1);
  return row;
}

export async function isCertificateIdUsed(db: DbExecutor, certificateId: string): Promise<boolean> {
  const [current] = await db.select({ id: courseCertificates.id }).from(courseCertificates).where(eq(courseCertificates.certificateId, certificateId)).limit(1);
  if (current) return true;
  const [replaced] = await db
    .select({ id: certificateReplacements.certificateId })
    .from(certificateReplacements)
    .where(eq(certificateReplacements.certificateId, certificateId))
    .limit(1);
  return replaced !== undefined;
}

/**
 * Puts `newId` and `learnerName` on the certificate, keeps the old one as replaced by it, and
 * points IDs it had replaced before at the new one, so every old ID names the certificate in force.
 */
export async function replaceCertificate(db: DbExecutor, current: CertificateRow, change: { newId: string; learnerName: string; at: Date }): Promise<CertificateRow> {
  await db
    .update(certificateReplacements)
    .set({ replacedByCertificateId: change.newId })
    .where(eq(certificateReplacements.replacedByCertificateId, current.certificateId));
  await db.insert(certificateReplacements).values({
    certificateId: current.certificateId,
    userId: current.userId,
    courseId: current.courseId,
    learnerName: current.learnerName,
    courseTitle: current.courseTitle,
    issuedAt: current.issuedAt,
    replacedByCertificateId: change.newId,
    replacedAt: change.at,
  });
  const [row] = await db
    .update(courseCertificates)
    .set({ certificateId: change.newId, learnerName: change.learnerName })
    .where(eq(courseCertificates.id, current.id))
    .returning();
  return row!;
}

/** The IDs of the learner's certificates that were replaced, with what replaced them. */
export function listReplacedCertificates(db: DbExecutor, userId: string): Promise<ReplacedCertificateRow[]> {
  return db.select().from(certificateReplacements).where(eq(certificateReplacements.userId, userId));
}
