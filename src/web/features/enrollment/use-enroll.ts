import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@web/lib/endpoint-client';
import { myCoursesQueryKey } from './use-my-courses';

/** POST the enrolment; the learner's course list is refreshed once the server has it. */
export function useEnroll(slug: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('POST /api/courses/:slug/enrollment', { params: { slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCoursesQueryKey(userId) }),
  });
}
