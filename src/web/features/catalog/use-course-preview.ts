import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '@web/lib/endpoint-client';

/** A paid course's free preview lesson (GET /api/courses/:slug/preview). */
export function useCoursePreview(slug: string) {
  return useQuery(endpointQueryOptions('GET /api/courses/:slug/preview', { params: { slug } }));
}
