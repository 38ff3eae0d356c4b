import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMessagesResponse, MessageDetail, MessageFilter, MessageReply } from '@shared/api/admin-messages';
import { apiRequest } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/use-session';
import { useRecheckAccessOn } from './use-recheck-access';

export interface InboxView {
  filter: MessageFilter;
  q: string;
  page: number;
}

/** While a reply's email is on its way, the open message is asked for again this often. */
const UNSENT_REFRESH_MS = 3_000;

const inboxKey = (adminId: string) => userQueryKey(adminId, 'admin-messages');
const messageKey = (adminId: string, id: string) => userQueryKey(adminId, 'admin-message', id);

export function fetchInbox(view: InboxView): Promise<ListMessagesResponse> {
  const params = new URLSearchParams({ filter: view.filter, page: String(view.page) });
  if (view.q) params.set('q', view.q);
  return apiRequest<ListMessagesResponse>(`/api/admin/messages?${params}`);
}

export function fetchMessage(id: string): Promise<{ message: MessageDetail }> {
  return apiRequest(`/api/admin/messages/${encodeURIComponent(id)}`);
}

/** One page of the inbox, newest first; the previous page stays on screen while the next loads. */
export function useInbox(adminId: string, view: InboxView) {
  const query = useQuery({
    queryKey: [...inboxKey(adminId), view.filter, view.q, String(view.page)],
    queryFn: () => fetchInbox(view),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(query.error);
  return query;
}

/** One message with its thread (opening it marks it read, so the list is asked again). */
export function useInboxMessage(adminId: string, id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKey(adminId, id ?? ''),
    queryFn: async () => {
      const { message } = await fetchMessage(id!);
      void queryClient.invalidateQueries({ queryKey: inboxKey(adminId) });
      return message;
    },
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (current) => (current.state.data?.replies.some((reply) => reply.emailStatus === 'pending' || reply.emailStatus === 'sending') ? UNSENT_REFRESH_MS : false),
  });
  useRecheckAccessOn(query.error);
  return query;
}

export function useReplyToMessage(adminId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ reply: MessageReply }>(`/api/admin/messages/${encodeURIComponent(id)}/replies`, { method: 'POST', body: JSON.stringify({ body }) }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: messageKey(adminId, id) }), queryClient.invalidateQueries({ queryKey: inboxKey(adminId) })]);
    },
  });
}

export function useMarkHandled(adminId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handled: boolean) =>
      apiRequest<{ message: MessageDetail }>(`/api/admin/messages/${encodeURIComponent(id)}/handled`, { method: 'PUT', body: JSON.stringify({ handled }) }),
    onSuccess: async ({ message }) => {
      queryClient.setQueryData(messageKey(adminId, id), message);
      await queryClient.invalidateQueries({ queryKey: inboxKey(adminId) });
    },
  });
}
