import { z } from 'zod';
import { CERTIFICATION_TRACK_IDS } from '../certification-tracks';
import { CONTINUING_EDUCATION_COUNTS } from '../continuing-education';
import { credentialSchema } from './certifications';
import { defineEndpoint } from './endpoint';

/** Renewing the Elite credential through continuing education (issue 26), and the admin's rule for it. */

export const continuingEducationRuleSchema = z
  .object({
    requiredCount: z
      .number({ message: 'Enter how many activities a year renews the credential.' })
      .int('Enter a whole number.')
      .min(1, 'Ask for at least 1 activity a year.')
      .max(100, 'Keep it to 100 activities a year at most.'),
    counts: z.enum(CONTINUING_EDUCATION_COUNTS, { message: 'Choose what counts: lessons, workshops or both.' }),
  })
  .strict();

export const renewalStateSchema = z.object({
  credential: credentialSchema,
  /** The credential's current year: what is done inside it counts. */
  yearStart: z.string(),
  lessons: z.number().int(),
  workshops: z.number().int(),
  counted: z.number().int(),
  required: z.number().int(),
  counts: z.enum(CONTINUING_EDUCATION_COUNTS),
  met: z.boolean(),
  mayRenew: z.boolean(),
});

const trackParams = z.object({ trackId: z.enum(CERTIFICATION_TRACK_IDS, 'There is no such certification') });

/** The learner's progress towards renewing the track's credential; null when they hold none that lapses. */
export const getCredentialRenewal = defineEndpoint({
  method: 'GET',
  path: '/api/certifications/:trackId/renewal',
  params: trackParams,
  response: z.object({ renewal: renewalStateSchema.nullable() }),
});

/**
 * Renews the credential that expires at `expiresAt` for a year from then. Sent twice, the second
 * finds it renewed already and answers the same.
 */
export const renewCredential = defineEndpoint({
  method: 'POST',
  path: '/api/certifications/:trackId/renewal',
  params: trackParams,
  body: z.object({ expiresAt: z.iso.datetime({ offset: true, message: 'Reload the page and try again.' }) }).strict(),
  response: z.object({ renewal: renewalStateSchema }),
});

// Inside the admin API seam.
export const getContinuingEducationRule = defineEndpoint({
  method: 'GET',
  path: '/api/admin/continuing-education',
  response: z.object({ rule: continuingEducationRuleSchema }),
});
export const saveContinuingEducationRule = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/continuing-education',
  body: continuingEducationRuleSchema,
  response: z.object({ rule: continuingEducationRuleSchema }),
});

export type RenewalState = z.infer<typeof renewalStateSchema>;
export type ContinuingEducationRuleInput = z.infer<typeof continuingEducationRuleSchema>;
