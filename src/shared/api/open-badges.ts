import { z } from 'zod';
import { OPEN_BADGE_STATUSES } from '../open-badges';
import { defineEndpoint } from './endpoint';

/** Contracts of the Open Badges 3.0 credentials (issue 32, decision 0108). */

const signedCredentialSchema = z.object({
  /** The credential as a compact JWS (VC-JWT): what the learner keeps and a verifier checks. */
  credential: z.string(),
  fileName: z.string(),
});

/** The signed-in learner's own certificate of a course, as a signed credential. */
export const getCertificateOpenBadge = defineEndpoint({
  method: 'GET',
  path: '/api/certificates/:courseId/open-badge',
  params: z.object({ courseId: z.uuid('That is not a course id') }),
  response: signedCredentialSchema,
});

/** The signed-in learner's own certification credential, as a signed credential. */
export const getCertificationOpenBadge = defineEndpoint({
  method: 'GET',
  path: '/api/credentials/:credentialId/open-badge',
  params: z.object({ credentialId: z.string().max(32) }),
  response: signedCredentialSchema,
});

export const openBadgeCheckSchema = z.object({
  status: z.enum(OPEN_BADGE_STATUSES),
  /** One sentence a person can act on: what the check found. */
  message: z.string(),
  /** What the credential says, when its signature holds. */
  details: z
    .object({
      id: z.string(),
      certificateId: z.string(),
      achievement: z.string(),
      learnerName: z.string(),
      issuer: z.string(),
      validFrom: z.string(),
      validUntil: z.string().nullable(),
    })
    .nullable(),
});

/** Public: checks a pasted or uploaded credential's signature and the school's record of it. */
export const checkOpenBadge = defineEndpoint({
  method: 'POST',
  path: '/api/verify/open-badge',
  body: z.object({
    credential: z
      .string('Paste a credential or choose its file.')
      .trim()
      .min(1, 'Paste a credential or choose its file.')
      .max(20_000, 'That is longer than any credential we issue: paste the contents of the .jwt file you downloaded.'),
  }),
  response: openBadgeCheckSchema,
  rateLimit: { perAddress: { limit: 30, windowSeconds: 60 } },
});

/** An admin revokes a certificate or certification: its public checks then say so. */
export const revokeCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/certificates/:certificateId/revocation',
  params: z.object({ certificateId: z.string().max(32) }),
  body: z.object({ reason: z.string('Give a reason for the revocation.').trim().min(3, 'Give a reason for the revocation.').max(500, 'Keep the reason under 500 characters.') }),
  response: z.object({ certificateId: z.string(), revokedAt: z.string() }),
});

export type OpenBadgeCheck = z.infer<typeof openBadgeCheckSchema>;
