import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/api/accounts';
import { callEndpoint } from '@web/lib/endpoint-client';
import { announceAuthChange } from '@web/lib/use-session';
import { refreshSession } from '@web/lib/require-user';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export interface ProfileNames {
  firstName: string;
  lastName: string;
}


/** The signed-in person's profile; waits until the session names them. */
export function useProfile(userId: string | undefined) {
  return useQuery({
    ...memberQueryOptions(userId, 'GET /api/profile'),
    select: (data): Profile => data.profile,
  });
}

/** Saves first and last name; the navbar's name (from the session) follows, here and in other tabs. */
export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => callEndpoint('PUT /api/profile', { body: names }),
    onSuccess: async (data) => {
      queryClient.setQueryData(memberQueryKey(userId, 'GET /api/profile'), data);
      await refreshSession(queryClient);
      announceAuthChange('user-updated');
    },
  });
}
