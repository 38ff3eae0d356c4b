import { z } from 'zod';
import { AUDIT_TARGET_TYPES } from '../audit';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/** The audit log at /admin/audit (admins only): every admin write, newest first, filtered and paged on the server. */

export const AUDIT_PAGE_SIZE = 50;

const dateOnly = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-30`).refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a real date`);

export const listAuditQuerySchema = z
  .object({
    action: singleLineText('action').pipe(z.string().max(60, 'action must be at most 60 characters')).optional(),
    /** Part of the admin's email at the time. */
    admin: z.string().trim().max(254, 'admin must be at most 254 characters').optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { message: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
    targetId: z.string().trim().max(200, 'targetId must be at most 200 characters').optional(),
    /** Entries on or after this day (UTC). */
    from: dateOnly('from').optional(),
    /** Entries on or before this day (UTC). */
    to: dateOnly('to').optional(),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  adminUserId: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const listAuditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const listAuditEntries = defineEndpoint({ method: 'GET', path: '/api/admin/audit', query: listAuditQuerySchema, response: listAuditResponseSchema });

export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ListAuditResponse = z.infer<typeof listAuditResponseSchema>;
