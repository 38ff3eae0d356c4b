import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListAuditQuery } from '@shared/api/admin-audit';
import { useRecheckAccessOn } from '@web/features/admin';
import { memberQueryOptions } from '@web/lib/member-query';

export type AuditView = ListAuditQuery;

/** One page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(adminId: string, view: AuditView) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/audit', { query: view }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(query.error);
  return query;
}
