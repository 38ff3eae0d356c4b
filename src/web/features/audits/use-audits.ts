import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAudit, ListAdminAuditsQuery, MyAudit } from '@shared/api/audits';
import { apiRequest } from '@web/lib/api-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { useRecheckAccessOn } from '@web/features/admin';

/** The learner's audits and whether one is open to start; fetched fresh, since the admin moves them. */
export function useMyAudits(userId: string) {
  return useQuery({ ...memberQueryOptions(userId, 'GET /api/audits/mine'), staleTime: 0 });
}

export const myAuditsKey = (userId: string) => memberQueryKey(userId, 'GET /api/audits/mine');

/** The intake goes as multipart/form-data: the answers and the chosen files. */
export function submitIntake(form: FormData): Promise<{ audit: MyAudit }> {
  return apiRequest('/api/audits', { method: 'POST', body: form });
}

export function uploadReport(auditId: string, file: File): Promise<{ audit: AdminAudit }> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/api/admin/audits/${encodeURIComponent(auditId)}/report`, { method: 'POST', body });
}

/** What the audit list shows: its filter, search, order and page, as the address bar keeps them. */
export type AuditListView = Omit<ListAdminAuditsQuery, 'q'> & { q: string };

export function useAdminAudits(adminId: string, view: AuditListView) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/audits', { query: { ...view, q: view.q || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(query.error);
  return query;
}

export const adminAuditsKey = (adminId: string) => memberQueryKey(adminId, 'GET /api/admin/audits');
export const adminAuditKey = (adminId: string, id: string) => memberQueryKey(adminId, 'GET /api/admin/audits/:id', { params: { id } });

export function useAdminAudit(adminId: string, id: string) {
  return useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/audits/:id', { params: { id } }), staleTime: 0 });
}
