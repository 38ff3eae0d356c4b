import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnerActionResponse, ListLearnersQuery } from '@shared/api/admin-learners';
import { useRecheckAccessOn } from '@web/features/admin';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export type LearnersView = ListLearnersQuery;

/** One page of the directory; the previous page stays on screen while the next loads. */
export function useLearners(adminId: string, view: LearnersView) {
  const query = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/learners', { query: view }), placeholderData: keepPreviousData, staleTime: 0 });
  useRecheckAccessOn(query.error);
  return query;
}

export function useLearner(adminId: string, id: string) {
  const query = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/learners/:id', { params: { id } }), staleTime: 0 });
  useRecheckAccessOn(query.error);
  return query;
}

/** An action on the learner: its answer is their page as it now is, put straight into the cache. */
export function useLearnerAction<Input>(adminId: string, id: string, run: (input: Input) => Promise<LearnerActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async ({ learner }) => {
      queryClient.setQueryData(memberQueryKey(adminId, 'GET /api/admin/learners/:id', { params: { id } }), { learner });
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/learners') });
    },
  });
}

export { callEndpoint };
