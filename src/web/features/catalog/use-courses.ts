import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '@web/lib/endpoint-client';

export const coursesQuery = endpointQueryOptions('GET /api/courses');

/** The published catalogue, in catalogue order (plan rank, then oldest first). */
export function useCourses() {
  return useQuery({ ...coursesQuery, select: (data) => data.courses });
}
