import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteLessonResponse, PlayerCourseResponse } from '@shared/api/learning';
import { myCoursesQueryKey } from '@web/features/enrollment';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export function playerCourseQueryKey(userId: string | undefined, slug: string) {
  return memberQueryKey(userId, 'GET /api/learn/:slug', { params: { slug } });
}

/** A course as the lesson player needs it, with the learner's progress; waits for a signed-in user. */
export function usePlayerCourse(slug: string, userId: string | undefined) {
  return useQuery(memberQueryOptions(userId, 'GET /api/learn/:slug', { params: { slug } }));
}

export function completeLesson(slug: string, lessonId: string): Promise<CompleteLessonResponse> {
  return callEndpoint('POST /api/learn/:slug/lessons/:lessonId/completion', { params: { slug, lessonId } });
}

/** Puts a completion's answer (from 'Mark as Complete' or a tool) into the player and refreshes the dashboard. */
export function useCompletionApplier(slug: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    (result: CompleteLessonResponse) => {
      queryClient.setQueryData<PlayerCourseResponse>(playerCourseQueryKey(userId, slug), (current) =>
        current ? { ...current, progress: result.progress, certificate: result.certificate } : current,
      );
      void queryClient.invalidateQueries({ queryKey: myCoursesQueryKey(userId) });
    },
    [queryClient, slug, userId],
  );
}

/** Marks a lesson complete; the caller applies the answer (`useCompletionApplier`). */
export function useCompleteLesson(slug: string) {
  return useMutation({ mutationFn: (lessonId: string) => completeLesson(slug, lessonId) });
}
