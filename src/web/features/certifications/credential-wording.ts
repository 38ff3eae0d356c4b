import type { Credential } from '@shared/api/certifications';
import { formatCertificateDate, type CertificateWording } from '@web/features/certificate';

/** How a certification's credential reads, on the page and in its PDF: the certificate's layout, a certification's words. */
export function credentialWording(credential: Pick<Credential, 'expiresAt'>): CertificateWording {
  return {
    heading: 'Certification',
    statement: 'has earned the certification',
    dateLabel: 'Date issued',
    idLabel: 'Credential ID',
    validity: credential.expiresAt ? `Valid until ${formatCertificateDate(credential.expiresAt)}` : undefined,
  };
}

/** Whether it is current, in words: "Current: valid until …", "Expired on …", or "Does not expire". */
export function credentialValidityText(credential: Pick<Credential, 'expiresAt' | 'current'>): string {
  if (!credential.expiresAt) return 'Does not expire';
  return credential.current ? `Current: valid until ${formatCertificateDate(credential.expiresAt)}` : `Expired on ${formatCertificateDate(credential.expiresAt)}`;
}
