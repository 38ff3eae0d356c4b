import type { QueryKey } from '@tanstack/react-query';
import { coursesQuery } from '@web/features/catalog/use-courses';
import { courseQuery } from '@web/features/catalog/use-course';

/**
 * The query key under which the web app caches the response of an API URL, for the URLs the
 * server fetches ahead of a page (src/shared/route-modules.ts). Unknown URLs give undefined.
 */
export function queryKeyForApiUrl(url: string): QueryKey | undefined {
  if (url === '/api/courses') return coursesQuery.queryKey;
  const course = /^\/api\/courses\/([^/?#]+)$/.exec(url);
  if (course) return courseQuery(decodeURIComponent(course[1]!)).queryKey;
  return undefined;
}
