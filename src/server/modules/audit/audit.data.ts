import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { adminAuditLog } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export async function insertAuditEntry(db: DbExecutor, entry: NewAuditRow): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

export interface AuditFilter {
  action?: string;
  adminEmail?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

export async function listAuditRows(db: DbExecutor, filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.adminEmail) conditions.push(ilike(adminAuditLog.adminEmail, `%${escapeLike(filter.adminEmail)}%`));
  if (filter.targetType) conditions.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminAuditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.before) conditions.push(lt(adminAuditLog.createdAt, filter.before));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select().from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
