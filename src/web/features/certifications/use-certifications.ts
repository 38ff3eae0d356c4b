import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificationTrackId } from '@shared/certification-tracks';
import { callEndpoint, endpointQueryOptions } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';

/** Each certification's state for the signed-in learner (undefined user: nothing is asked). */
export function useCertificationTracks(userId: string | undefined) {
  return useQuery({ ...memberQueryOptions(userId, 'GET /api/certifications'), select: (data) => data.tracks });
}

/** Starts the track's assessment, or resumes the open attempt (the server decides which). */
export function useStartAssessment(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackId: CertificationTrackId) => callEndpoint('POST /api/certifications/:trackId/attempts', { params: { trackId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/certifications') }),
  });
}

/** Anyone's certification credential by its ID, as the public pages confirm it. */
export function useVerifiedCredential(credentialId: string, enabled = true) {
  return useQuery({
    ...endpointQueryOptions('GET /api/credentials/:credentialId', { params: { credentialId } }),
    select: (data) => data.credential,
    enabled,
    retry: false,
  });
}

/** A credential's public page: the verify page, which finds credential IDs as well as certificate IDs. */
export function credentialPath(credentialId: string): string {
  return `/verify/${encodeURIComponent(credentialId)}`;
}

/**
 * A track's assessment is a view of /certification rather than a page of its own: a route of its
 * own would add to the route table that every page's first JavaScript carries (bench/README.md).
 */
export function assessmentPath(trackId: string): string {
  return `/certification?assessment=${encodeURIComponent(trackId)}`;
}
