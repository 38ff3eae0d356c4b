import { useQuery } from '@tanstack/react-query';
import type { CertificateResponse } from '@shared/api/learning';
import { userQueryKey } from '@web/lib/use-session';
import { apiRequest } from '@web/lib/api-client';

export type CertificateDetails = CertificateResponse['certificate'];

export function fetchOwnCertificate(courseId: string): Promise<CertificateResponse> {
  return apiRequest<CertificateResponse>(`/api/certificates/${encodeURIComponent(courseId)}`);
}

export function fetchVerifiedCertificate(certificateId: string): Promise<CertificateResponse> {
  return apiRequest<CertificateResponse>(`/api/verify/${encodeURIComponent(certificateId)}`);
}

/** The signed-in learner's certificate for a course; a 404 means they have not earned it (yet). */
export function useOwnCertificate(userId: string | undefined, courseId: string) {
  return useQuery({
    queryKey: userQueryKey(userId, 'certificates', courseId),
    queryFn: () => fetchOwnCertificate(courseId),
    enabled: userId !== undefined,
    select: (data) => data.certificate,
  });
}

/** Anyone's certificate by its ID, as the public verify page confirms it. */
export function useVerifiedCertificate(certificateId: string) {
  return useQuery({
    queryKey: ['certificate-verification', certificateId],
    queryFn: () => fetchVerifiedCertificate(certificateId),
    select: (data) => data.certificate,
  });
}
