import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseStudyBody, MyCaseStudies } from '@shared/api/case-studies';
import { apiRequest } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

/** The signed-in learner's case studies (undefined user: nothing is asked). */
export function useMyCaseStudies(userId: string | undefined) {
  return useQuery({ ...memberQueryOptions(userId, 'GET /api/case-studies'), enabled: userId !== undefined });
}

type CaseStudyAction =
  | { kind: 'create'; body: CaseStudyBody }
  | { kind: 'update'; id: string; body: CaseStudyBody }
  /** Saves the text as it stands, then sends it to the review board. */
  | { kind: 'submit'; id: string; body: CaseStudyBody }
  | { kind: 'attach'; id: string; file: File }
  | { kind: 'remove-attachment'; id: string; attachmentId: string };

async function run(action: CaseStudyAction) {
  switch (action.kind) {
    case 'create':
      return callEndpoint('POST /api/case-studies', { body: action.body });
    case 'update':
      return callEndpoint('PUT /api/case-studies/:caseStudyId', { params: { caseStudyId: action.id }, body: action.body });
    case 'submit':
      await callEndpoint('PUT /api/case-studies/:caseStudyId', { params: { caseStudyId: action.id }, body: action.body });
      return callEndpoint('POST /api/case-studies/:caseStudyId/submission', { params: { caseStudyId: action.id } });
    case 'attach': {
      const body = new FormData();
      body.set('file', action.file);
      return apiRequest<{ caseStudy: MyCaseStudies['caseStudies'][number] }>(`/api/case-studies/${action.id}/attachments`, { method: 'POST', body });
    }
    case 'remove-attachment':
      return callEndpoint('DELETE /api/case-studies/:caseStudyId/attachments/:attachmentId', { params: { caseStudyId: action.id, attachmentId: action.attachmentId } });
  }
}

/** Every change to a case study; the list (and the certification's state) is read again after each. */
export function useCaseStudyAction(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/case-studies') });
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/certifications') });
    },
  });
}
