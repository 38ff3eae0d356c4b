import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/use-session';

/**
 * A 401 or 403 from an admin API means the session or the role changed since the page opened:
 * asking the server who is signed in lets the admin guard redirect as it would on arrival.
 */
export function useRecheckAccessOn(error: Error | null): void {
  const queryClient = useQueryClient();
  const denied = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (denied) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [denied, queryClient]);
}
