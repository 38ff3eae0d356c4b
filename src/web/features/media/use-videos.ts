import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions, useUserId } from '@web/lib/member-query';

/** The video library, newest first (spec §7 Storage: list ordered by created_at descending). */
export function useVideos() {
  return useQuery({ ...memberQueryOptions(useUserId(), 'GET /api/admin/videos'), staleTime: 0 });
}

/** Reloads the library (after an upload or a deletion). */
export function useRefreshVideos() {
  const queryClient = useQueryClient();
  const queryKey = memberQueryKey(useUserId(), 'GET /api/admin/videos');
  return () => queryClient.invalidateQueries({ queryKey });
}

/** Deletes a video; `confirm` deletes one that lessons use (the server asks first otherwise). */
export function useDeleteVideo() {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: ({ name, confirm }: { name: string; confirm: boolean }) =>
      callEndpoint('DELETE /api/admin/videos/:name', { params: { name }, query: confirm ? { confirm: 'true' } : {} }),
    onSettled: () => refresh(),
  });
}
