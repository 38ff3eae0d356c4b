import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '@web/lib/endpoint-client';

export function courseQuery(slug: string) {
  return endpointQueryOptions('GET /api/courses/:slug', { params: { slug } });
}

export function useCourse(slug: string) {
  return useQuery({ ...courseQuery(slug), select: (data) => data.course });
}
