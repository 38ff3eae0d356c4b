import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditStatus } from '../../../shared/audits';
import type { ListAdminAuditsQuery } from '../../../shared/api/audits';
import type { DbExecutor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { auditFiles, audits, users } from '../../db/schema';

export type AuditRow = typeof audits.$inferSelect;
export type AuditFileRow = typeof auditFiles.$inferSelect;

const learnerColumns = { email: users.email, firstName: users.firstName, lastName: users.lastName };
export type AuditLearner = { email: string; firstName: string; lastName: string };

/** Inserts the audit unless its entitlement has one already (then undefined: the unique index decides). */
export async function insertAudit(db: DbExecutor, values: typeof audits.$inferInsert): Promise<AuditRow | undefined> {
  const [row] = await db.insert(audits).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertAuditFiles(db: DbExecutor, values: (typeof auditFiles.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(auditFiles).values(values);
}

export function listAuditsOf(db: DbExecutor, userId: string): Promise<AuditRow[]> {
  return db.select().from(audits).where(eq(audits.userId, userId)).orderBy(desc(audits.createdAt));
}

export function listFilesOf(db: DbExecutor, auditIds: string[]): Promise<AuditFileRow[]> {
  if (auditIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(auditFiles)
    .where(sql`${auditFiles.auditId} in ${auditIds}`)
    .orderBy(asc(auditFiles.createdAt), asc(auditFiles.fileName));
}

export async function findAudit(db: DbExecutor, id: string): Promise<{ audit: AuditRow; learner: AuditLearner } | undefined> {
  const [row] = await db.select({ audit: audits, learner: learnerColumns }).from(audits).innerJoin(users, eq(users.id, audits.userId)).where(eq(audits.id, id)).limit(1);
  return row;
}

/** Locks the audit's row for the rest of the transaction, so two admins' changes apply one after the other. */
export async function lockAudit(db: DbExecutor, id: string): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(audits).where(eq(audits.id, id)).for('update').limit(1);
  return row;
}

export async function updateAudit(db: DbExecutor, id: string, values: Partial<typeof audits.$inferInsert>): Promise<void> {
  await db
    .update(audits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(audits.id, id));
}

export async function findAuditFile(db: DbExecutor, auditId: string, fileId: string): Promise<AuditFileRow | undefined> {
  const [row] = await db
    .select()
    .from(auditFiles)
    .where(and(eq(auditFiles.auditId, auditId), eq(auditFiles.id, fileId)))
    .limit(1);
  return row;
}

const SORT_COLUMNS: Record<ListAdminAuditsQuery['sort'], AnyPgColumn> = {
  submitted: audits.createdAt,
  status: audits.status,
  learner: users.email,
};

/** A page of audits for /admin/audits, filtered by state and a search of the learner's name or email. */
export async function listAuditsForAdmin(db: DbExecutor, query: ListAdminAuditsQuery, limit: number, offset: number) {
  const search = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    query.status ? eq(audits.status, query.status as AuditStatus) : undefined,
    search ? or(ilike(users.email, search), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search)) : undefined,
  );
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ audit: audits, learner: learnerColumns })
      .from(audits)
      .innerJoin(users, eq(users.id, audits.userId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(audits.createdAt), asc(audits.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(audits).innerJoin(users, eq(users.id, audits.userId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Audits the team has yet to deliver: received and in progress (the admin home's to-dos). */
export async function countUndeliveredAudits(db: DbExecutor): Promise<{ received: number; inProgress: number }> {
  const rows = await db.select({ status: audits.status, total: count() }).from(audits).where(sql`${audits.status} <> 'delivered'`).groupBy(audits.status);
  const of = (status: AuditStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return { received: of('received'), inProgress: of('in_progress') };
}
