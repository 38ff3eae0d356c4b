import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/api/accounts';
import { apiRequest } from '@web/lib/api-client';
import { announceAuthChange, refreshSession, userQueryKey } from '@web/lib/use-session';

/** GET and PUT /api/profile answer with this (profileResponseSchema). */
interface ProfileResponse {
  profile: Profile;
}

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

export function fetchProfile(): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/profile');
}

/** The signed-in person's profile; waits until the session names them. */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: userQueryKey(userId, 'profile'),
    queryFn: fetchProfile,
    enabled: userId !== undefined,
    select: (data): Profile => data.profile,
  });
}

/** Saves first and last name; the navbar's name (from the session) follows, here and in other tabs. */
export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => apiRequest<ProfileResponse>('/api/profile', { method: 'PUT', body: JSON.stringify(names) }),
    onSuccess: async (data) => {
      queryClient.setQueryData(userQueryKey(userId, 'profile'), data);
      await refreshSession(queryClient);
      announceAuthChange('user-updated');
    },
  });
}
