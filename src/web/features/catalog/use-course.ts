import { useQuery } from '@tanstack/react-query';
import type { CourseDetailResponse } from '@shared/api/catalog';
import { apiRequest } from '@web/lib/api-client';

export function fetchCourse(slug: string): Promise<CourseDetailResponse> {
  return apiRequest<CourseDetailResponse>(`/api/courses/${encodeURIComponent(slug)}`);
}

export function courseQueryKey(slug: string) {
  return ['courses', slug] as const;
}

export function useCourse(slug: string) {
  return useQuery({ queryKey: courseQueryKey(slug), queryFn: () => fetchCourse(slug), select: (data) => data.course });
}
