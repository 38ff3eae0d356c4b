import { fileExtension, RESOURCE_EXTENSIONS, type ResourceExtension } from './file-size';

/**
 * Uploaded files' names and addresses. A video keeps the name it was uploaded under (spec §7
 * Storage: one name, never overwritten) and is served at `/media/videos/<name>`, the value a
 * lesson's `video_url` stores; a resource gets a generated name, `/media/resources/<id>.<ext>`.
 */

export const VIDEO_URL_PREFIX = '/media/videos/';
export const RESOURCE_URL_PREFIX = '/media/resources/';

/** Spec §5: the video types by extension, for a name's check (the type itself is checked apart). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;

export const MAX_VIDEO_NAME_LENGTH = 200;

/** Letters and digits of any script, then also spaces, dots, dashes, underscores, parentheses and plus. */
const VIDEO_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._()+-]*$/u;

/**
 * Why a video's file name cannot be used, or null when it can. Names stay plain so an address
 * built from one never means anything but that file.
 */
export function videoNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > MAX_VIDEO_NAME_LENGTH) return `A video's file name must be 1 to ${MAX_VIDEO_NAME_LENGTH} characters long`;
  if (!VIDEO_NAME.test(name)) return 'A file name may hold only letters, digits, spaces, dots, dashes, underscores, parentheses and plus signs; please rename the file';
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(name))) return 'The file name must end in .mp4, .webm or .mov';
  return null;
}

/** The address a video is served at (and a lesson stores). */
export function videoUrlOf(name: string): string {
  return VIDEO_URL_PREFIX + encodeURIComponent(name);
}

/** Resources are stored as `<uuid>.<ext>`, the extension one of spec §5's. */
const RESOURCE_FILE = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${RESOURCE_EXTENSIONS.join('|')})$`);

/** The stored resource file a name denotes, or null: only names the app generates qualify. */
export function parseResourceFileName(name: string): { name: string; extension: ResourceExtension } | null {
  const match = RESOURCE_FILE.exec(name);
  return match ? { name, extension: match[1] as ResourceExtension } : null;
}

export function resourceUrlOf(fileName: string): string {
  return RESOURCE_URL_PREFIX + fileName;
}

function pathOf(url: string): string {
  return url.trim().split(/[?#]/, 1)[0]!;
}

/** The uploaded video a lesson's address names (`/media/videos/<name>`, encoded or not), or null. */
export function videoNameFromUrl(url: string): string | null {
  const path = pathOf(url);
  if (!path.startsWith(VIDEO_URL_PREFIX)) return null;
  try {
    const name = decodeURIComponent(path.slice(VIDEO_URL_PREFIX.length));
    return videoNameProblem(name) === null ? name : null;
  } catch {
    return null;
  }
}

/** The uploaded resource file an address names (`/media/resources/<id>.<ext>`), or null. */
export function resourceFileFromUrl(url: string): string | null {
  const path = pathOf(url);
  if (!path.startsWith(RESOURCE_URL_PREFIX)) return null;
  return parseResourceFileName(path.slice(RESOURCE_URL_PREFIX.length))?.name ?? null;
}

/**
 * Course images (a course's thumbnail, pictures in lesson text): uploaded, checked by content,
 * resized and stored as WebP under a generated name, `/media/images/<uuid>.webp`.
 */
export const IMAGE_URL_PREFIX = '/media/images/';

export const COURSE_IMAGE_KINDS = ['inline', 'thumbnail'] as const;
export type CourseImageKind = (typeof COURSE_IMAGE_KINDS)[number];

/** An uploaded picture may be this large before resizing. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Pictures in lesson text are at most this wide (the reading column at twice its pixel density). */
export const INLINE_IMAGE_MAX_WIDTH = 1600;
/** Thumbnails are cropped to the course card's 16:9 frame, at twice its largest size. */
export const THUMBNAIL_SIZE = { width: 1280, height: 720 } as const;

const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Whether a name is one the app gives a stored course image. */
export function isImageFileName(name: string): boolean {
  return IMAGE_FILE.test(name);
}

export function imageUrlOf(fileName: string): string {
  return IMAGE_URL_PREFIX + fileName;
}

/** The stored image an address names (`/media/images/<uuid>.webp`), or null. */
export function imageFileFromUrl(url: string): string | null {
  const path = pathOf(url);
  if (!path.startsWith(IMAGE_URL_PREFIX)) return null;
  const name = path.slice(IMAGE_URL_PREFIX.length);
  return isImageFileName(name) ? name : null;
}
