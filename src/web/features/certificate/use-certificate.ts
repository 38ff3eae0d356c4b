import { useQuery } from '@tanstack/react-query';
import type { CertificateResponse } from '@shared/api/learning';
import { endpointQueryOptions } from '@web/lib/endpoint-client';
import { memberQueryOptions } from '@web/lib/member-query';

export type CertificateDetails = CertificateResponse['certificate'];

/** The signed-in learner's certificate for a course; a 404 means they have not earned it (yet). */
export function useOwnCertificate(userId: string | undefined, courseId: string) {
  return useQuery({
    ...memberQueryOptions(userId, 'GET /api/certificates/:courseId', { params: { courseId } }),
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
