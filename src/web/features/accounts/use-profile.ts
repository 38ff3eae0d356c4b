import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/api/accounts';
import { callEndpoint, endpointKey } from '@web/lib/endpoint-client';
import { announceAuthChange, refreshSession, userQueryKey } from '@web/lib/use-session';

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

const profileKey = (userId: string | undefined) => userQueryKey(userId, ...endpointKey('GET /api/profile'));

/** The signed-in person's profile; waits until the session names them. */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => callEndpoint('GET /api/profile'),
    enabled: userId !== undefined,
    select: (data): Profile => data.profile,
  });
}

/** Saves first and last name; the navbar's name (from the session) follows, here and in other tabs. */
export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => callEndpoint('PUT /api/profile', { body: names }),
    onSuccess: async (data) => {
      queryClient.setQueryData(profileKey(userId), data);
      await refreshSession(queryClient);
      announceAuthChange('user-updated');
    },
  });
}
