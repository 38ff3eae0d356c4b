/**
 * How a lesson names a course's built resource file (content/resources/<slug>/<file>): the
 * address the media module serves it at, and the key it is stored under.
 */
export const RESOURCE_URL_PREFIX = '/media/resources/';

export function resourceUrl(courseSlug: string, fileName: string): string {
  return `${RESOURCE_URL_PREFIX}${courseSlug}/${fileName}`;
}

/** `/media/resources/<slug>/<file>` → its parts; null for any other address. */
export function parseResourceUrl(url: string): { courseSlug: string; fileName: string } | null {
  const match = /^\/media\/resources\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*\.(?:pdf|xlsx))$/.exec(url);
  return match ? { courseSlug: match[1]!, fileName: match[2]! } : null;
}
