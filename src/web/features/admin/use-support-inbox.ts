import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageFilter } from '@shared/api/admin-messages';
import { callEndpoint } from '@web/lib/endpoint-client';
import { useRecheckAccessOn } from './use-recheck-access';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export interface InboxView {
  filter: MessageFilter;
  q: string;
  page: number;
}

/** While a reply's email is on its way, the open message is asked for again this often. */
const UNSENT_REFRESH_MS = 3_000;

// Without its query, the inbox's key is the prefix of every page of it.
const inboxKey = (adminId: string) => memberQueryKey(adminId, 'GET /api/admin/messages');
const messageKey = (adminId: string, id: string) => memberQueryKey(adminId, 'GET /api/admin/messages/:id', { params: { id } });

/** One page of the inbox, newest first; the previous page stays on screen while the next loads. */
export function useInbox(adminId: string, view: InboxView) {
  const query = { filter: view.filter, q: view.q || undefined, page: view.page };
  const result = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/messages', { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(result.error);
  return result;
}

/** One message with its thread (opening it marks it read, so the list is asked again). */
export function useInboxMessage(adminId: string, id: string) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: messageKey(adminId, id),
    queryFn: async () => {
      const { message } = await callEndpoint('GET /api/admin/messages/:id', { params: { id } });
      void queryClient.invalidateQueries({ queryKey: inboxKey(adminId) });
      return message;
    },
    staleTime: 0,
    refetchInterval: (current) => (current.state.data?.replies.some((reply) => reply.emailStatus === 'pending' || reply.emailStatus === 'sending') ? UNSENT_REFRESH_MS : false),
  });
  useRecheckAccessOn(result.error);
  return result;
}

export function useReplyToMessage(adminId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callEndpoint('POST /api/admin/messages/:id/replies', { params: { id }, body: { body } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: messageKey(adminId, id) }), queryClient.invalidateQueries({ queryKey: inboxKey(adminId) })]);
    },
  });
}

export function useMarkHandled(adminId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handled: boolean) => callEndpoint('PUT /api/admin/messages/:id/handled', { params: { id }, body: { handled } }),
    onSuccess: async ({ message }) => {
      queryClient.setQueryData(messageKey(adminId, id), message);
      await queryClient.invalidateQueries({ queryKey: inboxKey(adminId) });
    },
  });
}
