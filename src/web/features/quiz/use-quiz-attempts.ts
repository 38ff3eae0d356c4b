import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitDrawnQuizBody } from '@shared/api/learning';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export function quizAttemptsQueryKey(userId: string | undefined, courseSlug: string, lessonId: string) {
  return memberQueryKey(userId, 'GET /api/learn/:slug/lessons/:lessonId/quiz-attempts', { params: { slug: courseSlug, lessonId } });
}

/** The learner's attempts at one lesson's quiz, newest first, with the best one. */
export function useQuizAttempts(userId: string | undefined, courseSlug: string, lessonId: string) {
  return useQuery(memberQueryOptions(userId, 'GET /api/learn/:slug/lessons/:lessonId/quiz-attempts', { params: { slug: courseSlug, lessonId } }));
}

/** 'Start Quiz': the server draws this attempt's questions from the pool (issue 26). */
export function useStartQuizDraw(courseSlug: string, lessonId: string) {
  return useMutation({
    mutationFn: () => callEndpoint('POST /api/learn/:slug/lessons/:lessonId/quiz-draws', { params: { slug: courseSlug, lessonId } }),
  });
}

/** Saves and scores a draw's answers, by option id, on the server, then reloads the attempts (spec §4). */
export function useSubmitQuizAttempt(userId: string | undefined, courseSlug: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, body }: { drawId: string; body: SubmitDrawnQuizBody }) =>
      callEndpoint('POST /api/learn/:slug/lessons/:lessonId/quiz-draws/:drawId/attempt', { params: { slug: courseSlug, lessonId, drawId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quizAttemptsQueryKey(userId, courseSlug, lessonId) });
    },
  });
}
