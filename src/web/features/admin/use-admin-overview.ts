import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@web/lib/member-query';
import { useRecheckAccessOn } from './use-recheck-access';

/** The admin home's to-dos and week (GET /api/admin/overview), asked afresh on every visit. */
export function useAdminOverview(adminId: string) {
  const result = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/overview'), staleTime: 0 });
  useRecheckAccessOn(result.error);
  return result;
}
