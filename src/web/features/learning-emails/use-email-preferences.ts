import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveEmailPreferencesBody } from '@shared/api/learning-emails';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

/** The signed-in learner's learning-email settings; waits until the session names them. */
export function useEmailPreferences(userId: string | undefined) {
  return useQuery({ ...memberQueryOptions(userId, 'GET /api/me/email-preferences'), select: (data) => data.preferences });
}

export function useSaveEmailPreferences(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEmailPreferencesBody) => callEndpoint('PATCH /api/me/email-preferences', { body }),
    onSuccess: (data) => queryClient.setQueryData(memberQueryKey(userId, 'GET /api/me/email-preferences'), data),
  });
}

/** This browser's IANA time zone, e.g. America/Chicago (what the learning emails' quiet hours use). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
