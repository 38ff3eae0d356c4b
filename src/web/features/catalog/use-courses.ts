import { useQuery } from '@tanstack/react-query';
import type { ListCoursesResponse } from '@shared/api/catalog';
import { apiRequest } from '@web/lib/api-client';

export const coursesQueryKey = ['courses'] as const;

export function fetchCourses(): Promise<ListCoursesResponse> {
  return apiRequest<ListCoursesResponse>('/api/courses');
}

/** The published catalogue, in catalogue order (plan rank, then oldest first). */
export function useCourses() {
  return useQuery({ queryKey: coursesQueryKey, queryFn: fetchCourses, select: (data) => data.courses });
}
