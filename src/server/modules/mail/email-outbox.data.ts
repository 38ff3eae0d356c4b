import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { EmailStatus } from '../../../shared/api/admin-emails';
import type { DbExecutor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The only place that touches the email_outbox table. */

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** A new message, due at once; returns its id. */
export async function insertEmail(db: DbExecutor, email: typeof emailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row!.id;
}

export async function insertEmails(db: DbExecutor, emails: (typeof emailOutbox.$inferInsert)[]): Promise<void> {
  await db.insert(emailOutbox).values(emails);
}

const summaryColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  replyTo: emailOutbox.replyTo,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

export type OutboxSummaryRow = Pick<OutboxRow, keyof typeof summaryColumns>;

const fromNow = (milliseconds: number) => sql`now() + (${Math.round(milliseconds)}::integer * interval '1 millisecond')`;

/**
 * Takes up to `limit` due messages for this worker in one statement: each becomes 'sending'
 * with a lease and one more attempt. FOR UPDATE SKIP LOCKED lets workers of several processes
 * claim at the same moment without waiting on, or taking, each other's rows. A 'sending' row
 * whose lease ran out belongs to a worker that stopped mid-send, and is claimed again.
 */
export async function claimDueEmails(db: DbExecutor, options: { limit: number; leaseMs: number; maxAttempts: number }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, sql`now()`), lt(emailOutbox.attempts, options.maxAttempts)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ status: 'sending', lockedUntil: fromNow(options.leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** A claim is still ours while the row is 'sending' with the attempt number we claimed it at. */
const stillClaimed = (id: string, attempts: number) => and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, attempts));

export async function markSent(db: DbExecutor, id: string, attempts: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(stillClaimed(id, attempts))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function scheduleRetry(db: DbExecutor, id: string, attempts: number, delayMs: number, error: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'pending', nextAttemptAt: fromNow(delayMs), lockedUntil: null, lastError: error })
    .where(stillClaimed(id, attempts))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function markFailed(db: DbExecutor, id: string, attempts: number, error: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error })
    .where(stillClaimed(id, attempts))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** Hands back a claimed message that was not tried (the worker is stopping or its lease is short): the attempt does not count. */
export async function releaseClaim(db: DbExecutor, id: string, attempts: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: attempts - 1, lockedUntil: null })
    .where(stillClaimed(id, attempts));
}

/**
 * Messages whose last allowed attempt was interrupted (their worker stopped mid-send, again and
 * again) are given up rather than claimed forever.
 */
export async function failAbandonedEmails(db: DbExecutor, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: sql`coalesce(${emailOutbox.lastError}, 'Delivery was interrupted')` })
    .where(and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, sql`now()`), gte(emailOutbox.attempts, maxAttempts)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The delivery log, newest first. */
export async function listEmails(
  db: DbExecutor,
  options: { status: EmailStatus | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxSummaryRow[]; total: number }> {
  const where = options.status ? eq(emailOutbox.status, options.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findEmail(db: DbExecutor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** The delivery status of each of these messages that still exists. */
export async function findEmailStatuses(db: DbExecutor, ids: string[]): Promise<{ id: string; status: EmailStatus }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: emailOutbox.id, status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
}
