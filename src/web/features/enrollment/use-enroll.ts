import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrollResponse } from '@shared/api/learning';
import { apiRequest } from '@web/lib/api-client';
import { myCoursesQueryKey } from './use-my-courses';

export function enrollInCourse(slug: string): Promise<EnrollResponse> {
  return apiRequest<EnrollResponse>(`/api/courses/${encodeURIComponent(slug)}/enrollment`, { method: 'POST', body: '{}' });
}

/** POST the enrolment; the learner's course list is refreshed once the server has it. */
export function useEnroll(slug: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollInCourse(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCoursesQueryKey(userId) }),
  });
}
