import { auditActionLabel } from '../../../shared/audit';
import type { AuditEntry } from '../../../shared/api/admin-audit';
import type { AuditRow } from './audit.data';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    adminUserId: row.adminUserId,
    adminEmail: row.adminEmail,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before,
    after: row.after,
  };
}
