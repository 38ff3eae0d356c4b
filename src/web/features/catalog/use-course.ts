import { useQuery } from '@tanstack/react-query';
import type { CourseDetailResponse } from '@shared/api/catalog';
import { apiRequest } from '@web/lib/api-client';

export function fetchCourse(slug: string): Promise<CourseDetailResponse> {
  return apiRequest<CourseDetailResponse>(`/api/courses/${encodeURIComponent(slug)}`);
}

export function useCourse(slug: string) {
  return useQuery({ queryKey: ['courses', slug], queryFn: () => fetchCourse(slug), select: (data) => data.course });
}
