import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@shared/api/accounts';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { errorMessage } from './error-message';
import { announceAuthChange, sessionQueryKey } from './use-session';

// Apart from use-session.ts, which the navbar loads on every page: only a signed-in person's
// menus and the dashboard need this (decision 0012).

/** Spec §7: a 401, 403 or 404 answer to sign-out means there was no session left to end. */
async function requestSignOut(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: '{}' });
  } catch (error) {
    if (error instanceof ApiRequestError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}

/**
 * Signs out, then goes to the home page. The session is dropped from the cache only after
 * the navigation, so a members-only page being left does not first bounce to /auth.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: requestSignOut,
    onSuccess: () => {
      // Committed at once, so no members-only page renders the signed-out session first.
      flushSync(() => void navigate('/'));
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      announceAuthChange('signed-out');
    },
    onError: (error) => toast.error('Failed to sign out', { description: errorMessage(error) }),
  });
}
