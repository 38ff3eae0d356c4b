import { z } from 'zod';
import { AUDIT_STATUSES } from '../audits';
import { defineEndpoint } from './endpoint';
import { controlCharactersMessage, hasControlCharacters } from './text';

/**
 * The custom AI audit (issue 29): the learner's intake and report from /audit, the owner's work at
 * /admin/audits. The files are served apart, as media: the report at `/media/audits/<id>/report`
 * (the learner whose audit it is, and admins) and the intake's files at
 * `/media/audits/<id>/files/<file id>` (admins).
 */

export const MAX_INTAKE_ANSWER_LENGTH = 4_000;

/** The intake's questions, asked on /audit and shown to the owner. */
export const INTAKE_QUESTIONS = {
  businessSize: 'How big is your business? (people, locations, yearly revenue if you like)',
  toolsInUse: 'Which tools and software do you use today?',
  processes: 'Which processes take the most time? Walk us through one.',
  goals: 'What would you like AI to do for your business in the next 90 days?',
} as const;
export type IntakeField = keyof typeof INTAKE_QUESTIONS;
export const INTAKE_FIELDS = Object.keys(INTAKE_QUESTIONS) as IntakeField[];

const answerSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Answer '${label}' so we can prepare your audit.`)
    .max(MAX_INTAKE_ANSWER_LENGTH, `Keep '${label}' to ${MAX_INTAKE_ANSWER_LENGTH} characters.`)
    .refine((text) => !hasControlCharacters(text, { multiLine: true }), controlCharactersMessage('An answer'));

/** The intake's text answers, sent as multipart fields with the files. */
export const intakeAnswersSchema = z
  .object({
    businessSize: answerSchema(INTAKE_QUESTIONS.businessSize),
    toolsInUse: answerSchema(INTAKE_QUESTIONS.toolsInUse),
    processes: answerSchema(INTAKE_QUESTIONS.processes),
    goals: answerSchema(INTAKE_QUESTIONS.goals),
  })
  .strict();

const auditFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.string() });

export const myAuditSchema = z.object({
  id: z.string(),
  status: z.enum(AUDIT_STATUSES),
  submittedAt: z.string(),
  deliveredAt: z.string().nullable(),
  answers: z.object({ businessSize: z.string(), toolsInUse: z.string(), processes: z.string(), goals: z.string() }),
  files: z.array(auditFileSchema),
  /** The report's address once delivered. */
  reportUrl: z.string().nullable(),
});

export const myAuditsResponseSchema = z.object({
  /** Whether the learner holds an audit not started yet (an Elite year or a paid add-on without its intake). */
  mayStart: z.boolean(),
  audits: z.array(myAuditSchema),
});

export const ADMIN_AUDIT_SORTS = ['submitted', 'status', 'learner'] as const;

export const listAdminAuditsQuerySchema = z
  .object({
    status: z.enum(AUDIT_STATUSES, { message: `status must be one of ${AUDIT_STATUSES.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    sort: z.enum(ADMIN_AUDIT_SORTS, { message: `sort must be one of ${ADMIN_AUDIT_SORTS.join(', ')}` }).default('submitted'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('desc'),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const adminAuditSummarySchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  /** 'Elite Access' or 'Custom AI Audit': what the audit came with. */
  source: z.string(),
  status: z.enum(AUDIT_STATUSES),
  submittedAt: z.string(),
  hasReport: z.boolean(),
});

export const adminAuditSchema = adminAuditSummarySchema.extend({
  answers: myAuditSchema.shape.answers,
  files: z.array(auditFileSchema.extend({ url: z.string() })),
  reportUrl: z.string().nullable(),
  reportFileName: z.string().nullable(),
});

export const listAdminAuditsResponseSchema = z.object({
  audits: z.array(adminAuditSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

const auditIdParams = z.object({ id: z.uuid('Audit not found.') });

export const getMyAudits = defineEndpoint({ method: 'GET', path: '/api/audits/mine', response: myAuditsResponseSchema });
/** The intake: multipart/form-data with the four answers and up to five `files`. */
export const submitAuditIntake = defineEndpoint({ method: 'POST', path: '/api/audits', response: z.object({ audit: myAuditSchema }), statuses: [201] });

// Inside the admin API seam.
export const listAdminAudits = defineEndpoint({ method: 'GET', path: '/api/admin/audits', query: listAdminAuditsQuerySchema, response: listAdminAuditsResponseSchema });
export const getAdminAudit = defineEndpoint({ method: 'GET', path: '/api/admin/audits/:id', params: auditIdParams, response: z.object({ audit: adminAuditSchema }) });
export const setAuditStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/audits/:id/status',
  params: auditIdParams,
  body: z.object({ status: z.enum(AUDIT_STATUSES, { message: 'Choose received, in progress or delivered.' }) }).strict(),
  response: z.object({ audit: adminAuditSchema }),
});
/** The report: multipart/form-data with one PDF `file`. */
export const uploadAuditReport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/audits/:id/report',
  params: auditIdParams,
  response: z.object({ audit: adminAuditSchema }),
  statuses: [201],
});

export type IntakeAnswers = z.infer<typeof intakeAnswersSchema>;
export type MyAudit = z.infer<typeof myAuditSchema>;
export type MyAuditsResponse = z.infer<typeof myAuditsResponseSchema>;
export type AdminAudit = z.infer<typeof adminAuditSchema>;
export type AdminAuditSummary = z.infer<typeof adminAuditSummarySchema>;
export type ListAdminAuditsQuery = z.output<typeof listAdminAuditsQuerySchema>;
export type ListAdminAuditsResponse = z.infer<typeof listAdminAuditsResponseSchema>;
