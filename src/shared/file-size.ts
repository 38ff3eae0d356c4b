/**
 * File sizes and accepted upload types (spec §5 Video upload and Resource upload, §9 Video).
 */

/** Spec §9: at most 1 GB per video, counted in binary units like the sizes shown. */
export const MAX_VIDEO_BYTES = 1024 ** 3;

export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

export const RESOURCE_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt', 'zip'] as const;
export type ResourceExtension = (typeof RESOURCE_EXTENSIONS)[number];

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * Spec §9: a size in Bytes, KB, MB or GB with 2 decimals ('1.50 KB'). Whole bytes need no
 * decimals ('512 Bytes'); anything that is not a size of zero or more shows as '0 Bytes', and
 * sizes past 1024 GB stay in GB.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  if (bytes < STEP) return `${Math.round(bytes)} Bytes`;
  let unit = 1;
  let value = bytes / STEP;
  // Move up a unit also when rounding would print '1024.00' (e.g. 1048575 bytes is '1.00 MB').
  while (unit < UNITS.length - 1 && Math.round(value * 100) / 100 >= STEP) {
    unit += 1;
    value /= STEP;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

/** The lower-case extension of a file name or path, without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // A leading dot names a hidden file ('.env'), not an extension.
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

/** Spec §5: videos must be MP4, WebM or MOV. Browsers report File.type in lower case. */
export function isVideoMimeType(type: string): type is VideoMimeType {
  return (VIDEO_MIME_TYPES as readonly string[]).includes(type);
}

/** Spec §5: resources may be pdf, doc, docx, ppt, pptx, xls, xlsx, txt or zip files. */
export function isResourceFileName(name: string): boolean {
  return (RESOURCE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
