import type { CertificateResponse } from '../../../shared/api/learning';
import { generateCertificateId, isCertificateId } from '../../../shared/certificate-id';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { findActivePlan } from '../billing/subscription.service';
import { findCertificateWithNames, findNamesToIssue, insertCertificate, type CertificateRow } from './certificates.data';
import { presentCertificate } from './certificates.presenter';
export { countIssuedSince, findCertificate, findCertificateIdsByCourse } from './certificates.data';

/**
 * Issues the learner's certificate for a course with a fresh ID, or returns the one they hold
 * (`created: false`). The learner's name and the course's title are written on it now, so a later
 * rename of either leaves it as issued. Callers run it in the transaction that completed the course.
 */
export async function issueCertificate(db: DbExecutor, userId: string, courseId: string): Promise<{ row: CertificateRow; created: boolean }> {
  const names = await findNamesToIssue(db, userId, courseId);
  if (!names) throw notFound('No such learner or course to certify');
  return insertCertificate(db, userId, courseId, names, generateCertificateId);
}

/** The signed-in learner's own certificate for a course (the certificate page). */
export async function getOwnCertificate(db: DbExecutor, viewer: Viewer, courseId: string): Promise<CertificateResponse> {
  const row = await findCertificateWithNames(db, { userId: viewer.id, courseId });
  if (!row) throw notFound('You have no certificate for this course yet');
  return presentCertificate(row, viewer.plan === 'elite');
}

/** Public: anyone holding a certificate ID can confirm name, course and date. */
export async function verifyCertificate(db: DbExecutor, certificateId: string): Promise<CertificateResponse> {
  const id = certificateId.toUpperCase();
  const row = isCertificateId(id) ? await findCertificateWithNames(db, { certificateId: id }) : undefined;
  if (!row) throw notFound('No certificate has this ID');
  return presentCertificate(row, (await findActivePlan(db, row.userId)).plan === 'elite');
}

