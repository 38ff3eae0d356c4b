/**
 * Open Badges 3.0 credentials (issue 32, decision 0108): every certificate and certification is
 * also issued as a signed Verifiable Credential a learner can keep and anyone can check. This is
 * the rule of what a check concludes, shared by the server's check and the page that shows it.
 */

export const OPEN_BADGE_STATUSES = ['valid', 'revoked', 'expired', 'tampered'] as const;
export type OpenBadgeStatus = (typeof OPEN_BADGE_STATUSES)[number];

/** What a check found, in the order it decides: a bad signature says nothing else can be trusted. */
export interface OpenBadgeFindings {
  /** The signature is ours and covers every character of the credential. */
  signatureValid: boolean;
  /** The school's record of the certificate: absent when it no longer holds one under this ID. */
  record: { revokedAt: Date | null; replacedBy?: string | null } | undefined;
  /** The credential's `validUntil`, if it has one. */
  validUntil: Date | null;
  now: Date;
}

export function openBadgeStatus({ signatureValid, record, validUntil, now }: OpenBadgeFindings): OpenBadgeStatus {
  if (!signatureValid) return 'tampered';
  if (!record || record.revokedAt || record.replacedBy) return 'revoked';
  if (validUntil && validUntil.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export const OPEN_BADGE_STATUS_TITLES: Record<OpenBadgeStatus, string> = {
  valid: 'Valid credential',
  revoked: 'Revoked credential',
  expired: 'Expired credential',
  tampered: 'Not a genuine credential',
};

/** The file name a downloaded credential is saved under: the certificate ID, and the format in its extension. */
export function openBadgeFileName(certificateId: string): string {
  return `${certificateId}-open-badge.jwt`;
}

/** A pasted or uploaded credential is a compact JWS: three base64url parts. */
export const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Pasted text may carry spaces or line breaks where an email client folded it. */
export function normalizePastedCredential(text: string): string {
  return text.replace(/\s+/g, '');
}
