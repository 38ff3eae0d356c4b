import type { QueryKey } from '@tanstack/react-query';
import { coursesQueryKey } from '@web/features/catalog/use-courses';
import { courseQueryKey } from '@web/features/catalog/use-course';

/**
 * The query key under which the web app caches the response of an API URL, for the URLs the
 * server fetches ahead of a page (src/shared/page-manifest.ts). Unknown URLs give undefined.
 */
export function queryKeyForApiUrl(url: string): QueryKey | undefined {
  if (url === '/api/courses') return coursesQueryKey;
  const course = /^\/api\/courses\/([^/?#]+)$/.exec(url);
  if (course) return courseQueryKey(decodeURIComponent(course[1]!));
  return undefined;
}
