import type { Resource } from './curriculum';

/**
 * How a lesson shows its resources and video (spec §2, Resources panel and layout).
 */

export type ResourcePreviewKind = 'pdf' | 'image' | 'download';

/**
 * - 'video': the player; resources go under the Content tab.
 * - 'resources-on-top': no video, so the resources take the video's place.
 * - 'placeholder-player': no video and the placeholder flag is off: a placeholder where the
 *   player would be; resources go under the Content tab.
 * - 'none': nothing above the lesson title.
 */
export type LessonMediaLayout = 'video' | 'resources-on-top' | 'placeholder-player' | 'none';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];

/** The lower-case path of an address without its query string or fragment. */
function addressPath(url: string): string {
  return url.trim().split(/[?#]/, 1)[0]!.toLowerCase();
}

function pathHasExtension(path: string, extensions: readonly string[]): boolean {
  return extensions.some((extension) => path.endsWith(`.${extension}`));
}

/**
 * PDF when the type mentions pdf or the address ends in .pdf; image when the type mentions
 * image or names an image extension (file_type holds the extension, spec §3), or the address
 * ends in one; anything else is offered as a download only.
 */
export function resourcePreviewKind(resource: Pick<Resource, 'file_type' | 'file_url'>): ResourcePreviewKind {
  const type = resource.file_type.trim().toLowerCase();
  const path = addressPath(resource.file_url);
  if (type.includes('pdf') || pathHasExtension(path, ['pdf'])) return 'pdf';
  if (type.includes('image') || IMAGE_EXTENSIONS.includes(type.replace(/^\./, '')) || pathHasExtension(path, IMAGE_EXTENSIONS)) {
    return 'image';
  }
  return 'download';
}

/** Spec §3: hide_video_placeholder is true unless explicitly false. */
export function resolveHideVideoPlaceholder(value: unknown): boolean {
  return value !== false;
}

export function lessonMediaLayout(input: {
  hasPlayableVideo: boolean;
  resourceCount: number;
  hideVideoPlaceholder?: boolean | null;
}): LessonMediaLayout {
  if (input.hasPlayableVideo) return 'video';
  if (!resolveHideVideoPlaceholder(input.hideVideoPlaceholder)) return 'placeholder-player';
  return input.resourceCount > 0 ? 'resources-on-top' : 'none';
}

/** Whether the Content tab lists the resources: yes unless they are already shown on top. */
export function resourcesInContentTab(layout: LessonMediaLayout, resourceCount: number): boolean {
  return resourceCount > 0 && (layout === 'video' || layout === 'placeholder-player');
}

/**
 * The address Open and Download may use: http(s) or a path on this site, else null, so a
 * stored 'javascript:' address never becomes a link.
 */
export function safeResourceHref(url: string): string | null {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex -- refusing control characters is what this check is for
  if (value.length === 0 || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
