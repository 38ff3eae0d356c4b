import { imageTypeOf, resourceContentMatches } from './file-signature';
import { fileExtension } from './file-size';

/**
 * The custom AI audit's rules (issue 29): what the intake accepts, its states, and which
 * entitlement an audit uses. No I/O; the server and the intake form both read them.
 */

/** 25 MB per file, counted in binary units like the sizes shown. */
export const MAX_AUDIT_FILE_BYTES = 25 * 1024 ** 2;
export const MAX_AUDIT_FILES = 5;

export const AUDIT_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type AuditFileExtension = keyof typeof AUDIT_FILE_TYPES;

/** What the intake form's file input accepts, and the message naming it. */
export const AUDIT_FILE_ACCEPT = Object.keys(AUDIT_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
export const AUDIT_FILE_TYPE_MESSAGE = 'Attach PDF, Word (.docx), Excel (.xlsx) or PNG, JPEG or WebP picture files; the file must really be of the type its name says.';
export const AUDIT_FILE_TOO_LARGE = `Each file may be at most ${MAX_AUDIT_FILE_BYTES / 1024 ** 2} MB. Attach a smaller copy, or send a link to it in the processes answer.`;

/** The file's type when its name and its first bytes agree on one the intake accepts; null otherwise. */
export function auditFileTypeOf(fileName: string, head: Uint8Array): AuditFileExtension | null {
  const extension = fileExtension(fileName);
  if (!(extension in AUDIT_FILE_TYPES)) return null;
  const type = extension as AuditFileExtension;
  switch (type) {
    case 'pdf':
    case 'docx':
    case 'xlsx':
      return resourceContentMatches(type, head) ? type : null;
    case 'png':
      return imageTypeOf(head) === 'png' ? type : null;
    case 'jpg':
    case 'jpeg':
      return imageTypeOf(head) === 'jpeg' ? type : null;
    case 'webp':
      return imageTypeOf(head) === 'webp' ? type : null;
  }
}

/** The report the owner delivers: a PDF. */
export const MAX_AUDIT_REPORT_BYTES = MAX_AUDIT_FILE_BYTES;
export const isPdf = (head: Uint8Array) => resourceContentMatches('pdf', head);

export const AUDIT_STATUSES = ['received', 'in_progress', 'delivered'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AUDIT_STATUS_LABELS: Record<AuditStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  delivered: 'Delivered',
};

/** What the learner reads about each state, on the intake page and in the email. */
export const AUDIT_STATUS_MEANING: Record<AuditStatus, string> = {
  received: 'We have your answers and files. We start on your audit within 2 business days.',
  in_progress: 'We are reviewing how your business runs and writing your report.',
  delivered: 'Your audit report is ready to download.',
};

/** An entitlement to one audit: an Elite membership year, or a paid add-on order. */
export type AuditEntitlement = { kind: 'elite'; yearStart: Date } | { kind: 'order'; orderId: string };

/** The entitlement's key stored with the audit it was used for (one audit per key and learner). */
export function entitlementKey(entitlement: AuditEntitlement): string {
  return entitlement.kind === 'elite' ? `elite:${entitlement.yearStart.toISOString()}` : `order:${entitlement.orderId}`;
}

/** The first entitlement not used yet: the Elite year first (an add-on bought before Elite stays for later), then the oldest order. */
export function openEntitlement(held: readonly AuditEntitlement[], usedKeys: ReadonlySet<string>): AuditEntitlement | null {
  const ordered = [...held.filter((e) => e.kind === 'elite'), ...held.filter((e) => e.kind === 'order')];
  return ordered.find((entitlement) => !usedKeys.has(entitlementKey(entitlement))) ?? null;
}
