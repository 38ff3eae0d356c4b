import type { ResourceExtension, VideoMimeType } from './file-size';

/**
 * What a file is, read from its first bytes rather than its name or declared type (spec §5
 * Video upload and Resource upload: an MP4 must be an MP4, a PDF a PDF). Pure: the server
 * checks uploads with it, the upload page checks a chosen file before sending it.
 */

/** Enough of the start of a file for every check below. */
export const SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** ISO base media (MP4, MOV): a box at the start whose type is one a movie file opens with. */
const ISO_MEDIA_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
/** EBML, the container WebM (a Matroska profile) is written in. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3] as const;
/** OLE2 compound files: the pre-2007 Office formats (doc, xls, ppt). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
/** ZIP local file header, or the end record of an empty archive; docx, xlsx and pptx are ZIP archives. */
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const;
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06] as const;

export type VideoContainer = 'iso-media' | 'webm';

/** The container of a video from its first bytes, or null when it is neither MP4/MOV nor WebM. */
export function videoContainerOf(head: Uint8Array): VideoContainer | null {
  if (head.length >= 12 && ISO_MEDIA_FIRST_BOXES.has(ascii(head, 4, 4))) return 'iso-media';
  if (head.length >= 4 && startsWith(head, EBML)) return 'webm';
  return null;
}

/**
 * Whether a video's first bytes fit its declared type. MP4 and MOV share one container
 * (QuickTime's, which MP4 grew from), so either declared type accepts either; WebM must be WebM.
 */
export function videoContentMatches(declared: VideoMimeType, head: Uint8Array): boolean {
  const container = videoContainerOf(head);
  return declared === 'video/webm' ? container === 'webm' : container === 'iso-media';
}

/** True when the bytes are UTF-8 text without NUL bytes; a character cut at the end of `head` is allowed. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Whether a resource's first bytes are what its extension says (an empty file is nothing). */
export function resourceContentMatches(extension: ResourceExtension, head: Uint8Array): boolean {
  if (head.length === 0) return false;
  switch (extension) {
    case 'pdf':
      return ascii(head, 0, 5) === '%PDF-';
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE2);
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(head, ZIP);
    case 'zip':
      return startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP);
    case 'txt':
      return looksLikeText(head);
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;

export type ImageType = 'png' | 'jpeg' | 'webp';

/** The picture format of a file from its first bytes (PNG, JPEG or WebP), or null for anything else. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (head.length >= PNG.length && startsWith(head, PNG)) return 'png';
  if (head.length >= JPEG.length && startsWith(head, JPEG)) return 'jpeg';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  return null;
}
