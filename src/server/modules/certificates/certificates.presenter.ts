import type { CertificateResponse } from '../../../shared/api/learning';
import type { findCertificateWithNames, ReplacedCertificateRow } from './certificates.data';

type CertificateWithNames = NonNullable<Awaited<ReturnType<typeof findCertificateWithNames>>>;

/** The certificate page: what it shows and what a verifier confirms (design.md §5), as it was issued; the Elite seal while the holder is an Elite member. */
export function presentCertificate(row: CertificateWithNames, eliteSeal: boolean): CertificateResponse {
  const learnerName = row.learnerName.trim() || 'Student';
  return {
    certificate: {
      certificateId: row.certificateId,
      issuedAt: row.issuedAt.toISOString(),
      learnerName,
      courseTitle: row.courseTitle,
      courseSlug: row.courseSlug,
      revocation: row.revokedAt ? { revokedAt: row.revokedAt.toISOString(), reason: row.revocationReason } : null,
      eliteSeal,
    },
  };
}

/** A replaced ID: the certificate as it was, and which ID replaced it (an admin corrected the name). No seal: it is not in force. */
export function presentReplacedCertificate(row: ReplacedCertificateRow, courseSlug: string): CertificateResponse {
  return {
    certificate: {
      certificateId: row.certificateId,
      issuedAt: row.issuedAt.toISOString(),
      learnerName: row.learnerName.trim() || 'Student',
      courseTitle: row.courseTitle,
      courseSlug,
      revocation: null,
      replacedBy: { certificateId: row.replacedByCertificateId, replacedAt: row.replacedAt.toISOString() },
      eliteSeal: false,
    },
  };
}
