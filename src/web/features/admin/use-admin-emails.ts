import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailStatus } from '@shared/api/admin-emails';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint, endpointKey } from '@web/lib/endpoint-client';
import { sessionQueryKey, userQueryKey } from '@web/lib/use-session';

export interface EmailLogFilter {
  status?: EmailStatus;
  page: number;
}

/** While a listed message is still on its way, the log asks again this often. */
const UNSENT_REFRESH_MS = 3_000;


/**
 * A 401 or 403 here means the session or the role changed since the page opened: asking the
 * server who is signed in lets the admin guard redirect as it would on arrival.
 */
function useRecheckAccessOn(error: Error | null): void {
  const queryClient = useQueryClient();
  const denied = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (denied) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [denied, queryClient]);
}

/** One page of the delivery log, newest first; the previous page stays on screen while the next loads. */
export function useEmailLog(adminId: string, filter: EmailLogFilter) {
  const query = useQuery({
    queryKey: userQueryKey(adminId, ...endpointKey('GET /api/admin/emails', { query: filter })),
    queryFn: () => callEndpoint('GET /api/admin/emails', { query: filter }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data?.emails.some((email) => email.status === 'pending' || email.status === 'sending') ? UNSENT_REFRESH_MS : false,
  });
  useRecheckAccessOn(query.error);
  return query;
}

/** One message with its bodies (local mode only); nothing is asked while `id` is null. */
export function useEmailMessage(adminId: string, id: string | null) {
  const query = useQuery({
    queryKey: userQueryKey(adminId, ...endpointKey('GET /api/admin/emails/:id', { params: { id: id ?? '' } })),
    queryFn: () => callEndpoint('GET /api/admin/emails/:id', { params: { id: id! } }),
    enabled: id !== null,
    select: (data) => data.email,
  });
  useRecheckAccessOn(query.error);
  return query;
}
