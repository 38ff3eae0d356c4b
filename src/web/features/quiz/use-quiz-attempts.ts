import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizAttemptsResponse, SubmitQuizBody, SubmitQuizResponse } from '@shared/api/learning';
import { userQueryKey } from '@web/lib/use-session';
import { apiRequest } from '@web/lib/api-client';

function attemptsPath(courseSlug: string, lessonId: string): string {
  return `/api/learn/${encodeURIComponent(courseSlug)}/lessons/${encodeURIComponent(lessonId)}/quiz-attempts`;
}

export function quizAttemptsQueryKey(userId: string | undefined, courseSlug: string, lessonId: string) {
  return userQueryKey(userId, 'quiz-attempts', courseSlug, lessonId);
}

export function fetchQuizAttempts(courseSlug: string, lessonId: string): Promise<QuizAttemptsResponse> {
  return apiRequest<QuizAttemptsResponse>(attemptsPath(courseSlug, lessonId));
}

export function submitQuizAttempt(courseSlug: string, lessonId: string, body: SubmitQuizBody): Promise<SubmitQuizResponse> {
  return apiRequest<SubmitQuizResponse>(attemptsPath(courseSlug, lessonId), { method: 'POST', body: JSON.stringify(body) });
}

/** The learner's attempts at one lesson's quiz, newest first, with the best one. */
export function useQuizAttempts(userId: string | undefined, courseSlug: string, lessonId: string) {
  return useQuery({
    queryKey: quizAttemptsQueryKey(userId, courseSlug, lessonId),
    queryFn: () => fetchQuizAttempts(courseSlug, lessonId),
    enabled: userId !== undefined,
  });
}

/** Saves and scores an attempt on the server, then reloads the attempts (spec §4). */
export function useSubmitQuizAttempt(userId: string | undefined, courseSlug: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitQuizBody) => submitQuizAttempt(courseSlug, lessonId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quizAttemptsQueryKey(userId, courseSlug, lessonId) });
    },
  });
}
