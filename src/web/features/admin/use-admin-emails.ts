import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@shared/api/admin-emails';
import { useRecheckAccessOn } from './use-recheck-access';
import { memberQueryOptions } from '@web/lib/member-query';

export interface EmailLogFilter {
  status?: EmailStatus;
  page: number;
}

/** While a listed message is still on its way, the log asks again this often. */
const UNSENT_REFRESH_MS = 3_000;

/** One page of the delivery log, newest first; the previous page stays on screen while the next loads. */
export function useEmailLog(adminId: string, filter: EmailLogFilter) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/emails', { query: filter }),
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
    ...memberQueryOptions(adminId, 'GET /api/admin/emails/:id', { params: { id: id ?? '' } }),
    enabled: id !== null,
    select: (data) => data.email,
  });
  useRecheckAccessOn(query.error);
  return query;
}
