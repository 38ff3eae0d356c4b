import { useQuery } from '@tanstack/react-query';
import type { CertificateResponse } from '@shared/api/learning';
import { callEndpoint, endpointKey, endpointQueryOptions } from '@web/lib/endpoint-client';
import { userQueryKey } from '@web/lib/use-session';

export type CertificateDetails = CertificateResponse['certificate'];

/** The signed-in learner's certificate for a course; a 404 means they have not earned it (yet). */
export function useOwnCertificate(userId: string | undefined, courseId: string) {
  return useQuery({
    queryKey: userQueryKey(userId, ...endpointKey('GET /api/certificates/:courseId', { params: { courseId } })),
    queryFn: () => callEndpoint('GET /api/certificates/:courseId', { params: { courseId } }),
    enabled: userId !== undefined,
    select: (data) => data.certificate,
  });
}

/** Anyone's certificate by its ID, as the public verify page confirms it. */
export function useVerifiedCertificate(certificateId: string) {
  return useQuery({
    ...endpointQueryOptions('GET /api/verify/:certificateId', { params: { certificateId } }),
    select: (data) => data.certificate,
  });
}
