import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitQuizBody } from '@shared/api/learning';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export function quizAttemptsQueryKey(userId: string | undefined, courseSlug: string, lessonId: string) {
  return memberQueryKey(userId, 'GET /api/learn/:slug/lessons/:lessonId/quiz-attempts', { params: { slug: courseSlug, lessonId } });
}

/** The learner's attempts at one lesson's quiz, newest first, with the best one. */
export function useQuizAttempts(userId: string | undefined, courseSlug: string, lessonId: string) {
  return useQuery(memberQueryOptions(userId, 'GET /api/learn/:slug/lessons/:lessonId/quiz-attempts', { params: { slug: courseSlug, lessonId } }));
}

/** Saves and scores an attempt on the server, then reloads the attempts (spec §4). */
export function useSubmitQuizAttempt(userId: string | undefined, courseSlug: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitQuizBody) => callEndpoint('POST /api/learn/:slug/lessons/:lessonId/quiz-attempts', { params: { slug: courseSlug, lessonId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quizAttemptsQueryKey(userId, courseSlug, lessonId) });
    },
  });
}
