import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The delivery log at /admin/emails (admins only). */

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const listEmailsQuerySchema = z
  .object({
    status: z.enum(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}` }).optional(),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const emailSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});

/** `local`: mail lands in the local mailbox and admins may read it; `smtp`: it leaves by SMTP_URL. */
export const MAIL_MODES = ['local', 'smtp'] as const;

export const listEmailsResponseSchema = z.object({
  mode: z.enum(MAIL_MODES),
  emails: z.array(emailSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const emailDetailResponseSchema = z.object({
  email: emailSummarySchema.extend({
    /** Only in local mode: with SMTP the log shows delivery, not people's mail. */
    text: z.string().nullable(),
    html: z.string().nullable(),
  }),
});

/** One page of the delivery log, newest first, optionally of one status. */
export const listEmails = defineEndpoint({ method: 'GET', path: '/api/admin/emails', query: listEmailsQuerySchema, response: listEmailsResponseSchema });

/** One message with its bodies (local mode only). */
export const getEmail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/emails/:id',
  params: z.object({ id: z.string() }),
  response: emailDetailResponseSchema,
});

export type ListEmailsQuery = z.infer<typeof listEmailsQuerySchema>;
export type EmailSummary = z.infer<typeof emailSummarySchema>;
export type ListEmailsResponse = z.infer<typeof listEmailsResponseSchema>;
export type EmailDetailResponse = z.infer<typeof emailDetailResponseSchema>;
