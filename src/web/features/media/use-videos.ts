import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQueryOptions } from '@web/lib/endpoint-client';

const videosQuery = () => endpointQueryOptions('GET /api/admin/videos');

/** The video library, newest first (spec §7 Storage: list ordered by created_at descending). */
export function useVideos() {
  return useQuery({ ...videosQuery(), staleTime: 0 });
}

/** Reloads the library (after an upload or a deletion). */
export function useRefreshVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: videosQuery().queryKey });
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
