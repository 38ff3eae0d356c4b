import type { CertificateResponse } from '../../../shared/api/learning';
import type { findCertificateWithNames } from './certificates.data';

type CertificateWithNames = NonNullable<Awaited<ReturnType<typeof findCertificateWithNames>>>;

/** The certificate page: what it shows and what a verifier confirms (design.md §5), as it was issued. */
export function presentCertificate(row: CertificateWithNames): CertificateResponse {
  const learnerName = row.learnerName.trim() || 'Student';
  return {
    certificate: {
      certificateId: row.certificateId,
      issuedAt: row.issuedAt.toISOString(),
      learnerName,
      courseTitle: row.courseTitle,
      courseSlug: row.courseSlug,
      revocation: row.revokedAt ? { revokedAt: row.revokedAt.toISOString(), reason: row.revocationReason } : null,
    },
  };
}
