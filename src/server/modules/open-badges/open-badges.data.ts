import { and, eq, isNull } from 'drizzle-orm';
import { certificateReplacements, certificationCredentials, courseCertificates, courses } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

/** A certificate of a course or a certification's credential, by its public ID, as issued. */
export type BadgeRecord =
  | {
      kind: 'course';
      certificateId: string;
      userId: string;
      learnerName: string;
      title: string;
      courseSlug: string;
      courseDescription: string;
      issuedAt: Date;
      expiresAt: null;
      revokedAt: Date | null;
      revocationReason: string | null;
      /** A certificate reissued with a corrected name: the ID in force now. */
      replacedBy?: string;
    }
  | {
      kind: 'certification';
      certificateId: string;
      userId: string;
      learnerName: string;
      title: string;
      trackId: string;
      issuedAt: Date;
      expiresAt: Date | null;
      revokedAt: Date | null;
      revocationReason: string | null;
    };

export async function findBadgeRecord(db: DbExecutor, certificateId: string): Promise<BadgeRecord | undefined> {
  const [certificate] = await db
    .select({
      certificateId: courseCertificates.certificateId,
      userId: courseCertificates.userId,
      learnerName: courseCertificates.learnerName,
      title: courseCertificates.courseTitle,
      courseSlug: courses.slug,
      courseDescription: courses.description,
      issuedAt: courseCertificates.issuedAt,
      revokedAt: courseCertificates.revokedAt,
      revocationReason: courseCertificates.revocationReason,
    })
    .from(courseCertificates)
    .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
    .where(eq(courseCertificates.certificateId, certificateId))
    .limit(1);
  if (certificate) return { kind: 'course', expiresAt: null, ...certificate };
  const [credential] = await db
    .select({
      certificateId: certificationCredentials.credentialId,
      userId: certificationCredentials.userId,
      learnerName: certificationCredentials.learnerName,
      title: certificationCredentials.trackTitle,
      trackId: certificationCredentials.trackId,
      issuedAt: certificationCredentials.issuedAt,
      expiresAt: certificationCredentials.expiresAt,
      revokedAt: certificationCredentials.revokedAt,
      revocationReason: certificationCredentials.revocationReason,
    })
    .from(certificationCredentials)
    .where(eq(certificationCredentials.credentialId, certificateId))
    .limit(1);
  if (credential) return { kind: 'certification', ...credential };
  const [replaced] = await db
    .select({
      certificateId: certificateReplacements.certificateId,
      userId: certificateReplacements.userId,
      learnerName: certificateReplacements.learnerName,
      title: certificateReplacements.courseTitle,
      courseSlug: courses.slug,
      courseDescription: courses.description,
      issuedAt: certificateReplacements.issuedAt,
      replacedBy: certificateReplacements.replacedByCertificateId,
    })
    .from(certificateReplacements)
    .innerJoin(courses, eq(courses.id, certificateReplacements.courseId))
    .where(eq(certificateReplacements.certificateId, certificateId))
    .limit(1);
  return replaced ? { kind: 'course', expiresAt: null, revokedAt: null, revocationReason: null, ...replaced } : undefined;
}

/** The public ID of the learner's certificate of a course, if they hold one. */
export async function findCertificateIdOfCourse(db: DbExecutor, userId: string, courseId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ certificateId: courseCertificates.certificateId })
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)))
    .limit(1);
  return row?.certificateId;
}

/** Marks it revoked unless it already is; true when this call revoked it. */
export async function markRevoked(db: DbExecutor, record: BadgeRecord, reason: string, now: Date): Promise<boolean> {
  const table = record.kind === 'course' ? courseCertificates : certificationCredentials;
  const idColumn = record.kind === 'course' ? courseCertificates.certificateId : certificationCredentials.credentialId;
  const updated = await db
    .update(table)
    .set({ revokedAt: now, revocationReason: reason })
    .where(and(eq(idColumn, record.certificateId), isNull(table.revokedAt)))
    .returning({ revokedAt: table.revokedAt });
  return updated.length > 0;
}
