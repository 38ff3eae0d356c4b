import type { OpenBadgeCheck } from '../../../shared/api/open-badges';
import { findCertificationTrack } from '../../../shared/certification-tracks';
import { isCertificateId } from '../../../shared/certificate-id';
import { COMPACT_JWS, normalizePastedCredential, openBadgeFileName, openBadgeStatus, type OpenBadgeStatus } from '../../../shared/open-badges';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { recordAdminAction } from '../audit/audit.service';
import { findBadgeRecord, findCertificateIdOfCourse, markRevoked, type BadgeRecord } from './open-badges.data';
import { readSignedOpenBadge, signOpenBadge, type BadgeFacts, type BadgeIssuer, type OpenBadgeCredential } from './open-badge';
import type { SigningKey } from './signing-key';

/** What issuing and checking credentials needs: the school's key, the school as issuer and the site's address. */
export interface OpenBadgeSigner {
  key: SigningKey;
  issuer: BadgeIssuer;
  publicUrl: string;
}

const formatDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function badgeFacts(record: BadgeRecord, publicUrl: string): BadgeFacts {
  const verifyUrl = `${publicUrl}/verify/${record.certificateId}`;
  const common = { certificateId: record.certificateId, verifyUrl, learnerName: record.learnerName.trim() || 'Student', issuedAt: record.issuedAt, expiresAt: record.expiresAt };
  if (record.kind === 'course') {
    return {
      ...common,
      achievement: {
        id: `${publicUrl}/courses/${record.courseSlug}`,
        type: 'Certificate',
        name: record.title,
        description: record.courseDescription || `The course ${record.title}.`,
        criteria: `Completed every lesson of ${record.title}, including its module quizzes.`,
      },
    };
  }
  const track = findCertificationTrack(record.trackId);
  const caseStudies = track?.caseStudies ? `, and had ${track.caseStudies} case studies of AI projects in their own business approved by the review board` : '';
  return {
    ...common,
    achievement: {
      id: `${publicUrl}/certification#${record.trackId}`,
      type: 'Certification',
      name: record.title,
      description: `The ${record.title} certification.`,
      criteria: track
        ? `Completed the courses of the track and passed its timed final assessment (${track.questionsPerAttempt} questions, ${track.passPercent}% to pass)${caseStudies}.`
        : `Completed the courses of the track and passed its final assessment.`,
    },
  };
}

async function signedCredential(signer: OpenBadgeSigner, record: BadgeRecord | undefined, ownerId: string) {
  if (!record || record.userId !== ownerId) throw notFound('You have no certificate with this ID');
  if (record.kind === 'course' && record.replacedBy) throw new AppError('CONFLICT', `This certificate was reissued as ${record.replacedBy}: download that one.`);
  if (record.revokedAt) throw new AppError('CONFLICT', 'This certificate was revoked, so it has no credential to download.');
  return { credential: await signOpenBadge(signer.key, signer.issuer, badgeFacts(record, signer.publicUrl)), fileName: openBadgeFileName(record.certificateId) };
}

/** The signed-in learner's certificate of a course as a signed Open Badge. */
export async function getCertificateOpenBadge(db: DbExecutor, signer: OpenBadgeSigner, viewer: Viewer, courseId: string) {
  const certificateId = await findCertificateIdOfCourse(db, viewer.id, courseId);
  if (!certificateId) throw notFound('You have no certificate for this course yet');
  return signedCredential(signer, await findBadgeRecord(db, certificateId), viewer.id);
}

/** The signed-in learner's certification credential as a signed Open Badge. */
export async function getCertificationOpenBadge(db: DbExecutor, signer: OpenBadgeSigner, viewer: Viewer, credentialId: string) {
  const id = credentialId.toUpperCase();
  return signedCredential(signer, isCertificateId(id) ? await findBadgeRecord(db, id) : undefined, viewer.id);
}

function statusMessage(status: OpenBadgeStatus, record: BadgeRecord | undefined, credential: OpenBadgeCredential | undefined, siteName: string): string {
  switch (status) {
    case 'valid':
      return `Signed by ${siteName}, unchanged since it was issued, and still on our records.`;
    case 'expired':
      return `Genuine, but it lapsed on ${formatDate(new Date(credential!.validUntil!))}.`;
    case 'revoked':
      if (record?.kind === 'course' && record.replacedBy) return `Genuine, but ${siteName} reissued it with a corrected name as ${record.replacedBy}: that certificate is the one in force.`;
      return record?.revokedAt
        ? `Genuine, but ${siteName} revoked it on ${formatDate(record.revokedAt)}${record.revocationReason ? `: ${record.revocationReason}` : '.'}`
        : `Genuine, but ${siteName} no longer holds this certificate on its records, so it no longer vouches for it.`;
    case 'tampered':
      return `The signature does not match: this credential was changed after ${siteName} issued it, or ${siteName} never issued it.`;
  }
}

/**
 * Checks a pasted or uploaded credential: our signature over every character first, then our
 * record of the certificate (revoked, or gone) and the credential's own end date.
 */
export async function checkOpenBadge(db: DbExecutor, signer: OpenBadgeSigner, text: string, now: Date): Promise<OpenBadgeCheck> {
  const token = normalizePastedCredential(text);
  if (!COMPACT_JWS.test(token)) throw badRequest('That is not a credential file we can read: paste the whole contents of the .jwt file you downloaded, or choose the file.');
  const credential = await readSignedOpenBadge(signer.key, token);
  const certificateId = credential?.id.split('/').pop()?.toUpperCase();
  const record = credential && certificateId && isCertificateId(certificateId) ? await findBadgeRecord(db, certificateId) : undefined;
  const status = openBadgeStatus({
    signatureValid: credential !== undefined,
    record,
    validUntil: credential?.validUntil ? new Date(credential.validUntil) : null,
    now,
  });
  return {
    status,
    message: statusMessage(status, record, credential, signer.issuer.name),
    details:
      credential && certificateId
        ? {
            id: credential.id,
            certificateId,
            achievement: credential.credentialSubject.achievement.name,
            learnerName: credential.credentialSubject.identifier[0]?.identityHash ?? '',
            issuer: credential.issuer.name,
            validFrom: credential.validFrom,
            validUntil: credential.validUntil ?? null,
          }
        : null,
  };
}

/** Revokes a certificate or a certification's credential, in the audit log; revoking one already revoked changes nothing. */
export async function revokeCertificate(db: DbExecutor, admin: Viewer, certificateId: string, reason: string, now: Date) {
  const id = certificateId.toUpperCase();
  return withTransaction(db, async (tx) => {
    const record = isCertificateId(id) ? await findBadgeRecord(tx, id) : undefined;
    if (!record || (record.kind === 'course' && record.replacedBy)) throw notFound('No certificate or certification in force has this ID');
    if (record.revokedAt) return { certificateId: id, revokedAt: record.revokedAt.toISOString() };
    if (await markRevoked(tx, record, reason, now)) {
      await recordAdminAction(tx, {
        admin,
        action: 'certificate.revoked',
        target: { type: 'certificate', id },
        reason,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString() },
      });
    }
    const revoked = await findBadgeRecord(tx, id);
    return { certificateId: id, revokedAt: (revoked?.revokedAt ?? now).toISOString() };
  });
}
