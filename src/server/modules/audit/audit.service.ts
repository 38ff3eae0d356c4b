import type { AuditAction, AuditTargetType } from '../../../shared/audit';
import { AUDIT_PAGE_SIZE, type ListAuditQuery, type ListAuditResponse } from '../../../shared/api/admin-audit';
import type { DbExecutor } from '../../db/client';
import { insertAuditEntry, listAuditRows } from './audit.data';
import { presentAuditEntry } from './audit.presenter';

/** Who did it: the admin's account and the email it had at the time (the viewer of the request). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AdminAction {
  admin: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  /** Why, in the admin's words: required for actions on a learner. */
  reason?: string | null;
  /** The values the write changed, as they were and as they became (JSON; null for a creation or a deletion). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin write in the audit log. Call it with the transaction of the write it records,
 * so the entry and the write commit or roll back together (decision 0100). Entries are never
 * changed nor deleted afterwards: the database refuses both.
 */
export async function recordAdminAction(tx: DbExecutor, entry: AdminAction): Promise<void> {
  await insertAuditEntry(tx, {
    adminUserId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One page of the log for /admin/audit, newest first. */
export async function listAdminActions(db: DbExecutor, query: ListAuditQuery): Promise<ListAuditResponse> {
  const { rows, total } = await listAuditRows(
    db,
    {
      action: query.action,
      adminEmail: query.admin,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
    },
    { limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE },
  );
  return { entries: rows.map(presentAuditEntry), page: query.page, pageSize: AUDIT_PAGE_SIZE, total };
}
