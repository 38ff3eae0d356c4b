import type { CertificateResponse } from '../../../shared/api/learning';
import type { findCertificateWithNames } from './certificates.data';

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
      eliteSeal,
    },
  };
}
