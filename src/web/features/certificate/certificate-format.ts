/**
 * Certificates are issued in UTC (the ID carries the UTC year), so the date is shown in UTC too:
 * the same certificate reads the same day wherever it is opened or verified.
 */
const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 22, 2026" (spec §2: completion date in long US format). */
export function formatCertificateDate(issuedAt: string): string {
  return LONG_US_DATE.format(new Date(issuedAt));
}

export function verifyPath(certificateId: string): string {
  return `/verify/${encodeURIComponent(certificateId)}`;
}

/** The public address anyone can open to confirm a certificate (design §5). */
export function verifyUrl(origin: string, certificateId: string): string {
  return `${origin}${verifyPath(certificateId)}`;
}

/** What the document says around the learner's name: a course's Certificate of Completion, or a certification. */
export interface CertificateWording {
  heading: string;
  /** Between the name and the course or certification: "has successfully completed the course". */
  statement: string;
  dateLabel: string;
  idLabel: string;
  /** A line under the date, e.g. "Valid until November 26, 2027". */
  validity?: string;
}

export const COMPLETION_WORDING: CertificateWording = {
  heading: 'Certificate of Completion',
  statement: 'has successfully completed the course',
  dateLabel: 'Date of completion',
  idLabel: 'Certificate ID',
};
