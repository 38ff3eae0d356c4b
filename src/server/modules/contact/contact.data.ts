import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactBody } from '../../../shared/api/contact';
import type { MessageFilter } from '../../../shared/api/admin-messages';
import type { DbExecutor } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { supportPriorityOf } from '../../../shared/entitlements';
import { PLANS, TEAM_ACCESS, type Plan } from '../../../shared/plans';

/** The only place that touches contact_messages and contact_replies. */

/** Stores the message; returns its id. */
export async function insertContactMessage(db: DbExecutor, message: ContactBody): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

/** SQL: whether the user `u` holds `plan`, paid (shared/billing.ts `subscriptionGrantsPlan`) or given (`grantInForce`), now. */
function holdsOwnPlan(plan: Plan): SQL {
  return sql`(EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.plan_type = ${plan} AND s.status <> 'inactive'
      AND NOT (s.cancel_at_period_end AND s.current_period_end IS NOT NULL AND s.current_period_end <= now()))
    OR EXISTS (SELECT 1 FROM complimentary_plans c WHERE c.user_id = u.id AND c.plan_type = ${plan} AND c.ended_at IS NULL AND c.starts_at <= now() AND c.ends_at > now()))`;
}

/** SQL: whether the user `u` holds a seat of a team whose subscription grants now (teams' `holdsActiveSeat`). */
const holdsSeat = sql`EXISTS (SELECT 1 FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = u.id AND t.status <> 'inactive'
  AND NOT (t.cancel_at_period_end AND t.current_period_end IS NOT NULL AND t.current_period_end <= now()))`;

/**
 * The support priority the entitlements table gives the sender's plan, when their email belongs
 * to an account: however the plan is held (paid, given by an admin, a team seat; decision 0112),
 * the highest plan's. Read-only, across tables, so a page of 25 messages costs one query.
 */
// Column names written out: Drizzle leaves them unqualified in a one-table select, which is ambiguous here.
const priorityCases = [...PLANS].reverse().flatMap((plan) => {
  const priority = supportPriorityOf(plan);
  if (priority === null) return [];
  const seat = plan === TEAM_ACCESS.seatPlan ? sql` OR ${holdsSeat}` : sql``;
  return [sql`WHEN ${holdsOwnPlan(plan)}${seat} THEN ${priority}`];
});
const priority = sql<'pro' | 'elite' | null>`(
  SELECT CASE ${sql.join(priorityCases, sql` `)} END FROM users u
  WHERE lower(u.email) = lower(contact_messages.email)
  LIMIT 1)`;

/** `isEliteWaiting` of shared/support-priority.ts, in SQL, for the inbox's order. */
const eliteWaiting = sql`(${priority} = 'elite' AND ${contactMessages.handledAt} IS NULL) IS TRUE`;
/** Any other priority message nobody has handled: after the Elite clock, before everyone else. */
const priorityWaiting = sql`(${priority} IS NOT NULL AND ${contactMessages.handledAt} IS NULL) IS TRUE`;

const replyCount = sql<number>`(SELECT count(*)::int FROM contact_replies r WHERE r.message_id = contact_messages.id)`;

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
  priority,
  replyCount,
};

export type InboxMessageRow = Pick<typeof contactMessages.$inferSelect, 'id' | 'name' | 'email' | 'subject' | 'message' | 'createdAt' | 'readAt' | 'handledAt'> & {
  priority: 'pro' | 'elite' | null;
  replyCount: number;
};

const FILTERS: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

/**
 * Elite members' messages nobody has handled first, oldest first (their 24-hour clock runs:
 * `shared/support-priority.ts`), then the rest newest first; `search` matches the sender's
 * name or email, or the subject.
 */
export async function listInboxMessages(
  db: DbExecutor,
  options: { filter: MessageFilter; search: string | undefined; limit: number; offset: number },
): Promise<{ rows: InboxMessageRow[]; total: number }> {
  const pattern = options.search ? `%${escapeLike(options.search)}%` : undefined;
  const where = and(
    FILTERS[options.filter],
    pattern ? or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.subject, pattern)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(where)
      .orderBy(sql`CASE WHEN ${eliteWaiting} THEN 0 WHEN ${priorityWaiting} THEN 1 ELSE 2 END`, sql`CASE WHEN ${priorityWaiting} THEN ${contactMessages.createdAt} END ASC`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows: rows as InboxMessageRow[], total: totals?.total ?? 0 };
}

export async function countUnreadMessages(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.unread ?? 0;
}

/** The inbox's to-dos for the admin home: unread, not yet handled, and of those the Pro or Elite senders'. */
export async function countInboxTodos(db: DbExecutor): Promise<{ unread: number; open: number; priorityOpen: number }> {
  const [row] = await db
    .select({
      unread: sql<number>`count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL)::int`,
      open: sql<number>`count(*) FILTER (WHERE ${contactMessages.handledAt} IS NULL)::int`,
      priorityOpen: sql<number>`count(*) FILTER (WHERE ${contactMessages.handledAt} IS NULL AND ${priority} IS NOT NULL)::int`,
    })
    .from(contactMessages);
  return { unread: row?.unread ?? 0, open: row?.open ?? 0, priorityOpen: row?.priorityOpen ?? 0 };
}

export async function findInboxMessage(db: DbExecutor, id: string): Promise<InboxMessageRow | undefined> {
  const [row] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id));
  return row as InboxMessageRow | undefined;
}

/** Marks the message read, once: the first opening's time stays. */
export async function markMessageRead(db: DbExecutor, id: string): Promise<void> {
  await db.update(contactMessages).set({ readAt: sql`now()` }).where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
}

/** Handled (keeping the first time it was marked so) or open again; false when there is no such message. */
export async function setMessageHandled(db: DbExecutor, id: string, handled: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function insertReply(db: DbExecutor, reply: { messageId: string; authorId: string; body: string; emailId: string }): Promise<string> {
  const [row] = await db.insert(contactReplies).values(reply).returning({ id: contactReplies.id });
  return row!.id;
}

/**
 * Files the sender's emailed answer in its thread and puts the thread back to unread and open.
 * A message already filed (same Message-ID) is not filed again; returns whether it was new.
 */
export async function insertInboundReply(db: DbExecutor, reply: { messageId: string; fromAddress: string; body: string; mailMessageId: string | null }): Promise<boolean> {
  const rows = await db.insert(contactReplies).values(reply).onConflictDoNothing().returning({ id: contactReplies.id });
  if (rows.length === 0) return false;
  await db.update(contactMessages).set({ readAt: null, handledAt: null }).where(eq(contactMessages.id, reply.messageId));
  return true;
}

/** The thread whose support reply went out as this outbox email. */
export async function findMessageIdByReplyEmail(db: DbExecutor, emailId: string): Promise<string | undefined> {
  const [row] = await db.select({ messageId: contactReplies.messageId }).from(contactReplies).where(eq(contactReplies.emailId, emailId)).limit(1);
  return row?.messageId;
}

export async function messageExists(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return row !== undefined;
}

export interface ReplyRow {
  id: string;
  messageId: string;
  body: string;
  createdAt: Date;
  authorName: string | null;
  emailId: string | null;
  fromAddress: string | null;
  mailMessageId: string | null;
}

/** The replies to these messages, oldest first, with their author. */
export async function listReplies(db: DbExecutor, messageIds: string[]): Promise<ReplyRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      authorName: users.name,
      emailId: contactReplies.emailId,
      fromAddress: contactReplies.fromAddress,
      mailMessageId: contactReplies.mailMessageId,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(contactReplies.createdAt, contactReplies.id);
}
