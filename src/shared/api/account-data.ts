import { z } from 'zod';
import { FILL_IN_ALL_FIELDS } from '../credential-rules';
import { MAX_PASSWORD_LENGTH } from './accounts';
import { learnerParamsSchema, reasonBodySchema } from './admin-learners';
import { defineEndpoint } from './endpoint';

/**
 * A learner's data (issue 31, decision 0103): the download of everything the site keeps about
 * them, and the deletion of their account, by the learner on /profile or by an admin on their
 * request. The learner's endpoints take no learner ID: they only ever act on the signed-in account.
 */

/** One JSON file: the profile, then every row that names the learner, table by table. */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    signedUpAt: z.string(),
  }),
  /** Rows by table name (snake_case, as stored), secrets such as password hashes and session tokens left out. */
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const deleteMyAccountBodySchema = z
  .object({
    password: z.string({ message: FILL_IN_ALL_FIELDS }).min(1, 'Enter your password to delete your account').max(MAX_PASSWORD_LENGTH, FILL_IN_ALL_FIELDS),
  })
  .strict();

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** The signed-in learner's data, as a file. A query naming anyone (`?userId=`) is refused. */
export const downloadMyData = defineEndpoint({
  method: 'GET',
  path: '/api/account/data',
  query: z.object({}).strict(),
  response: accountDataSchema,
});

/** Deletes the signed-in learner's account after their password is checked again; their session ends. */
export const deleteMyAccount = defineEndpoint({
  method: 'POST',
  path: '/api/account/delete',
  body: deleteMyAccountBodySchema,
  response: accountDeletedSchema,
});

/** An admin downloads a learner's data on their request; the reason is kept in the audit log. */
export const exportLearnerData = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/data-export',
  params: learnerParamsSchema,
  body: reasonBodySchema,
  response: accountDataSchema,
});

/** An admin deletes a learner's account on their request; the reason is kept in the audit log. */
export const deleteLearnerAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/delete',
  params: learnerParamsSchema,
  body: reasonBodySchema,
  response: z.object({ deleted: z.literal(true), message: z.string() }),
});

export type AccountData = z.infer<typeof accountDataSchema>;
