import { z } from 'zod';
import { AUDIT_REASON_MAX } from '../audit';
import { COMPLIMENTARY_PLANS } from '../complimentary-plans';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/** Learners in the admin (issue 31): the directory at /admin/learners, one learner's page, and actions on their account. */

export const LEARNER_PAGE_SIZE = 25;
export const LEARNER_SORTS = ['signedUp', 'name', 'email'] as const;
export const LAST_ACTIVE_FILTERS = ['7d', '30d', '90d', 'over90d'] as const;
export type LastActiveFilter = (typeof LAST_ACTIVE_FILTERS)[number];
const YES_NO = ['yes', 'no'] as const;

const dateOnly = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-30`).refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a real date`);

export const listLearnersQuerySchema = z
  .object({
    /** Part of a name or an email. */
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    plan: z.enum(PLANS, { message: `plan must be one of ${PLANS.join(', ')}` }).optional(),
    /** In a team (as its owner or a member), or not. */
    team: z.enum(YES_NO, { message: 'team must be yes or no' }).optional(),
    signedUpFrom: dateOnly('signedUpFrom').optional(),
    signedUpTo: dateOnly('signedUpTo').optional(),
    lastActive: z.enum(LAST_ACTIVE_FILTERS, { message: `lastActive must be one of ${LAST_ACTIVE_FILTERS.join(', ')}` }).optional(),
    hasCertificate: z.enum(YES_NO, { message: 'hasCertificate must be yes or no' }).optional(),
    sort: z.enum(LEARNER_SORTS, { message: `sort must be one of ${LEARNER_SORTS.join(', ')}` }).default('signedUp'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('desc'),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const learnerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  signedUpAt: z.string(),
  lastActiveAt: z.string().nullable(),
  plan: z.enum(PLANS),
  isAdmin: z.boolean(),
  inTeam: z.boolean(),
  certificates: z.number().int(),
});

export const listLearnersResponseSchema = z.object({
  learners: z.array(learnerSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const learnerParamsSchema = z.object({ id: z.string().min(1).max(100) });

const planPeriodSchema = z.object({
  id: z.string(),
  plan: z.enum(PLANS),
  startsAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  givenBy: z.string(),
  reason: z.string(),
  inForce: z.boolean(),
});

export const learnerDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  signedUpAt: z.string(),
  lastActiveAt: z.string().nullable(),
  activeSessions: z.number().int(),
  isAdmin: z.boolean(),
  plan: z.object({
    current: z.enum(PLANS),
    /** Where the plan comes from: a paid subscription, a plan given by an admin, a team's seat, or none (free). */
    source: z.enum(['subscription', 'complimentary', 'team', 'free']),
    subscription: z
      .object({ plan: z.enum(PLANS), status: z.string(), currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean(), provider: z.string().nullable() })
      .nullable(),
    complimentary: z.array(planPeriodSchema),
  }),
  orders: z.array(z.object({ id: z.string(), product: z.string(), amountCents: z.number().int(), currency: z.string(), status: z.string(), createdAt: z.string(), refundedAt: z.string().nullable() })),
  teams: z.array(z.object({ id: z.string(), role: z.enum(['owner', 'member']), ownerEmail: z.string(), seats: z.number().int(), status: z.string() })),
  enrolments: z.array(z.object({ courseId: z.string(), slug: z.string(), title: z.string(), enrolledAt: z.string(), lessonsCompleted: z.number().int(), lessonsTotal: z.number().int(), lastCompletedAt: z.string().nullable() })),
  quizAttempts: z.array(z.object({ id: z.string(), courseTitle: z.string(), lessonId: z.string(), score: z.number().int(), totalQuestions: z.number().int(), passed: z.boolean(), completedAt: z.string() })),
  assessmentAttempts: z.array(
    z.object({ id: z.string(), trackId: z.string(), startedAt: z.string(), submittedAt: z.string().nullable(), score: z.number().int().nullable(), totalQuestions: z.number().int(), passed: z.boolean().nullable() }),
  ),
  certificates: z.array(
    z.object({
      certificateId: z.string(),
      courseTitle: z.string(),
      learnerName: z.string(),
      issuedAt: z.string(),
      /** Set on an ID an admin's correction replaced: the ID that replaced it. */
      replacedBy: z.string().nullable(),
    }),
  ),
  messages: z.array(z.object({ id: z.string(), subject: z.string(), createdAt: z.string(), handledAt: z.string().nullable() })),
  emails: z.array(z.object({ id: z.string(), kind: z.string(), subject: z.string(), status: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
});

export const learnerDetailResponseSchema = z.object({ learner: learnerDetailSchema });

/** Why the admin acts: required, kept in the audit log. */
export const reasonSchema = singleLineText('reason').pipe(
  z.string().trim().min(1, 'Give a reason: it is kept in the audit log.').max(AUDIT_REASON_MAX, `Keep the reason under ${AUDIT_REASON_MAX} characters.`),
);

export const givePlanBodySchema = z
  .object({
    plan: z.enum(COMPLIMENTARY_PLANS, { message: 'plan must be pro or elite' }),
    /** The last day of the plan (inclusive), YYYY-MM-DD. */
    endsOn: dateOnly('endsOn'),
    reason: reasonSchema,
  })
  .strict();

export const reasonBodySchema = z.object({ reason: reasonSchema }).strict();

export const reissueCertificateBodySchema = z
  .object({
    learnerName: singleLineText('learnerName').pipe(z.string().trim().min(1, 'Enter the name to print on the certificate.').max(120, 'Keep the name under 120 characters.')),
    reason: reasonSchema,
  })
  .strict();

export const adminRoleBodySchema = z.object({ admin: z.boolean({ message: 'admin must be true or false' }), reason: reasonSchema }).strict();

export const learnerActionResponseSchema = z.object({ learner: learnerDetailSchema, message: z.string() });

export const listLearners = defineEndpoint({ method: 'GET', path: '/api/admin/learners', query: listLearnersQuerySchema, response: listLearnersResponseSchema });

export const getLearner = defineEndpoint({ method: 'GET', path: '/api/admin/learners/:id', params: learnerParamsSchema, response: learnerDetailResponseSchema });

/** Gives a complimentary plan until `endsOn`, or moves the end of the one in force (extend). */
export const giveLearnerPlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/complimentary-plan',
  params: learnerParamsSchema,
  body: givePlanBodySchema,
  response: learnerActionResponseSchema,
});

/** Ends the complimentary plan in force now. */
export const endLearnerPlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/complimentary-plan/ending',
  params: learnerParamsSchema,
  body: reasonBodySchema,
  response: learnerActionResponseSchema,
});

export const sendLearnerPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/password-reset',
  params: learnerParamsSchema,
  body: reasonBodySchema,
  response: learnerActionResponseSchema,
});

/** Reissues a certificate with the name corrected and a new ID; the old ID verifies as replaced. */
export const reissueLearnerCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/certificates/:certificateId/reissue',
  params: learnerParamsSchema.extend({ certificateId: z.string().max(32) }),
  body: reissueCertificateBodySchema,
  response: learnerActionResponseSchema,
});

export const setLearnerAdminRole = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/learners/:id/admin-role',
  params: learnerParamsSchema,
  body: adminRoleBodySchema,
  response: learnerActionResponseSchema,
});

/** Ends every session of the learner. */
export const signOutLearner = defineEndpoint({
  method: 'POST',
  path: '/api/admin/learners/:id/sign-out',
  params: learnerParamsSchema,
  body: reasonBodySchema,
  response: learnerActionResponseSchema,
});

export type ListLearnersQuery = z.infer<typeof listLearnersQuerySchema>;
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;
export type ListLearnersResponse = z.infer<typeof listLearnersResponseSchema>;
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;
export type LearnerActionResponse = z.infer<typeof learnerActionResponseSchema>;
