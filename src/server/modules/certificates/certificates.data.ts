import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { courseCertificates, courses, users } from '../../db/schema';

export type CertificateRow = typeof courseCertificates.$inferSelect;

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
