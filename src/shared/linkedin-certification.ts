/**
 * LinkedIn's add-to-profile link for a certification: it opens the learner's profile with the
 * "Add license or certification" form filled in (name, issuing organisation, issue month, ID and
 * the credential URL anyone can open to verify it).
 */
export interface LinkedInCertification {
  /** The certification's name as it appears on the profile: the course title. */
  name: string;
  organizationName: string;
  /** ISO date-time of issue; LinkedIn keeps the year and month (in UTC, like the certificate's date). */
  issuedAt: string;
  certificateId: string;
  verifyUrl: string;
  /** ISO date-time a certification lapses (the Elite tier's), kept as its year and month; absent: it does not. */
  expiresAt?: string | null;
}

export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const issued = new Date(certification.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certification.name,
    organizationName: certification.organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certId: certification.certificateId,
    certUrl: certification.verifyUrl,
  });
  if (certification.expiresAt) {
    const expires = new Date(certification.expiresAt);
    query.set('expirationYear', String(expires.getUTCFullYear()));
    query.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
