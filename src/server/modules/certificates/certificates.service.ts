import type { CertificateResponse } from '../../../shared/api/learning';
import { generateCertificateId, isCertificateId } from '../../../shared/certificate-id';
import { grants } from '../../../shared/entitlements';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { AppError } from '../../http/app-error';
import { findHeldPlan } from '../billing/subscription.service';
import {
  findCertificateWithNames,
  findNamesToIssue,
  findReplacedCertificate,
  insertCertificate,
  isCertificateIdUsed,
  lockLearnerCertificate,
  replaceCertificate,
  type CertificateRow,
} from './certificates.data';
import { presentCertificate, presentReplacedCertificate } from './certificates.presenter';
export { countIssuedSince, findCertificate, findCertificateIdsByCourse, listReplacedCertificates } from './certificates.data';

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
  return presentCertificate(row, grants(viewer.plan, 'eliteSeal'));
}

/** Public: anyone holding a certificate ID can confirm name, course and date. */
export async function verifyCertificate(db: DbExecutor, certificateId: string): Promise<CertificateResponse> {
  const id = certificateId.toUpperCase();
  if (!isCertificateId(id)) throw notFound('No certificate has this ID');
  const row = await findCertificateWithNames(db, { certificateId: id });
  if (row) return presentCertificate(row, grants((await findHeldPlan(db, row.userId)).plan, 'eliteSeal'));
  const replaced = await findReplacedCertificate(db, id);
  if (!replaced) throw notFound('No certificate has this ID');
  return presentReplacedCertificate(replaced.replaced, replaced.courseSlug);
}

/**
 * Corrects the name on a learner's certificate (issue 31): it is reissued under a new ID, and
 * the old ID still verifies, saying which ID replaced it. Run in the transaction that records
 * the correction in the audit log. 404 for a certificate the learner does not hold; 409 for one
 * already replaced.
 */
export async function reissueCertificate(
  tx: DbExecutor,
  change: { userId: string; certificateId: string; learnerName: string; now: Date },
): Promise<{ before: CertificateRow; after: CertificateRow }> {
  const id = change.certificateId.toUpperCase();
  const current = isCertificateId(id) ? await lockLearnerCertificate(tx, change.userId, id) : undefined;
  if (!current) {
    const replaced = isCertificateId(id) ? await findReplacedCertificate(tx, id) : undefined;
    if (replaced && replaced.replaced.userId === change.userId) {
      throw new AppError('CONFLICT', `This certificate was replaced by ${replaced.replaced.replacedByCertificateId}: correct that one instead.`);
    }
    throw notFound('This learner holds no certificate with this ID.');
  }
  if (current.learnerName === change.learnerName) throw new AppError('CONFLICT', 'The certificate already bears this name.');
  let newId = generateCertificateId(change.now);
  for (let draw = 0; (await isCertificateIdUsed(tx, newId)) && draw < 5; draw++) newId = generateCertificateId(change.now);
  const after = await replaceCertificate(tx, current, { newId, learnerName: change.learnerName, at: change.now });
  return { before: current, after };
}

