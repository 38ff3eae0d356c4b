import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReviewsQuery, ReviewDecisionBody } from '@shared/api/case-studies';
import { useRecheckAccessOn } from '@web/features/admin';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

export type ReviewQueueView = Pick<ListReviewsQuery, 'status' | 'sort' | 'direction' | 'page'> & { q: string };

/** One page of the review board's queue as the server filters, sorts and pages it. */
export function useReviewQueue(adminId: string, view: ReviewQueueView) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/reviews', { query: { ...view, q: view.q || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(query.error);
  return query;
}

export function useReview(adminId: string, caseStudyId: string) {
  return useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/reviews/:caseStudyId', { params: { caseStudyId } }), select: (data) => data.caseStudy });
}

/** Approves or returns a case study; the queue and the opened case study are read again. */
export function useDecideReview(adminId: string, caseStudyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDecisionBody) => callEndpoint('POST /api/admin/reviews/:caseStudyId/decision', { params: { caseStudyId }, body }),
    onSuccess: (data) => queryClient.setQueryData(memberQueryKey(adminId, 'GET /api/admin/reviews/:caseStudyId', { params: { caseStudyId } }), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/reviews') }),
  });
}
