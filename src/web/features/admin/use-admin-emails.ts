import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailDetailResponse, EmailStatus, ListEmailsResponse } from '@shared/api/admin-emails';
import { userQueryKey } from '@web/lib/use-session';
import { apiRequest } from '@web/lib/api-client';
import { useRecheckAccessOn } from './use-recheck-access';

export interface EmailLogFilter {
  status?: EmailStatus;
  page: number;
}

/** While a listed message is still on its way, the log asks again this often. */
const UNSENT_REFRESH_MS = 3_000;

export function fetchEmailLog(filter: EmailLogFilter): Promise<ListEmailsResponse> {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  return apiRequest<ListEmailsResponse>(`/api/admin/emails?${params}`);
}

export function fetchEmail(id: string): Promise<EmailDetailResponse> {
  return apiRequest<EmailDetailResponse>(`/api/admin/emails/${encodeURIComponent(id)}`);
}

/** One page of the delivery log, newest first; the previous page stays on screen while the next loads. */
export function useEmailLog(adminId: string, filter: EmailLogFilter) {
  const query = useQuery({
    queryKey: userQueryKey(adminId, 'admin-emails', filter.status ?? 'all', String(filter.page)),
    queryFn: () => fetchEmailLog(filter),
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
    queryKey: userQueryKey(adminId, 'admin-email', id ?? ''),
    queryFn: () => fetchEmail(id!),
    enabled: id !== null,
    select: (data) => data.email,
  });
  useRecheckAccessOn(query.error);
  return query;
}
