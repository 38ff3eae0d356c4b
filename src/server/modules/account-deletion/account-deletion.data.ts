import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbExecutor } from '../../db/client';
import { auditFiles, audits, caseStudies, caseStudyAttachments, subscriptions, teamMembers, teams, users } from '../../db/schema';

/*
 * The rows of one learner (issue 31, decision 0103). The download reads every table with a
 * `user_id` column, found in the database's own catalogue, so a table added later is in the file
 * without a change here; deletion relies on those tables' foreign keys (cascade, or set null where
 * the row outlives the person) and clears by email what is not tied to the account by a key.
 */

/** Tables left out of the download: sign-in secrets, not data about the learner. */
const SECRET_TABLES = new Set(['two_factors', 'verifications', 'rate_limits']);
/** Columns left out of every table in the download: credentials and tokens. */
const SECRET_COLUMNS = new Set(['password', 'token', 'token_hash', 'access_token', 'refresh_token', 'id_token', 'secret', 'backup_codes']);

export async function findAccount(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Tables of the public schema with a `user_id` column, with the columns each may show. */
async function tablesOfLearners(db: DbExecutor): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id')
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (SECRET_TABLES.has(table) || SECRET_COLUMNS.has(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  return tables;
}

/** Every row that names the learner, by table: theirs by `user_id`, plus what they sent or were sent by email. */
export async function collectRecords(db: DbExecutor, userId: string, email: string): Promise<Record<string, Record<string, unknown>[]>> {
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const [table, columns] of await tablesOfLearners(db)) {
    const list = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const rows = await queryRows<Record<string, unknown>>(db, sql`SELECT ${list} FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
    if (rows.length > 0) records[table] = rows;
  }
  const owned = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, seats, status, current_period_start, current_period_end, cancel_at_period_end, provider, created_at FROM teams WHERE owner_id = ${userId}`,
  );
  if (owned.length > 0) records.teams_owned = owned;
  const messages = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, name, email, subject, message, created_at FROM contact_messages WHERE lower(email) = ${email}`,
  );
  if (messages.length > 0) {
    records.contact_messages = messages;
    const replies = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT r.message_id, r.body, r.from_address, r.created_at FROM contact_replies r JOIN contact_messages m ON m.id = r.message_id WHERE lower(m.email) = ${email} ORDER BY r.created_at`,
    );
    if (replies.length > 0) records.contact_replies = replies;
  }
  const emails = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, kind, to_address, subject, text_body, status, sent_at, created_at FROM email_outbox WHERE lower(to_address) = ${email} ORDER BY created_at`,
  );
  if (emails.length > 0) records.emails_sent = emails;
  return records;
}

/** JSON has no bigint; drivers differ on dates and 64-bit numbers, the file does not. */
export function toJsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJsonValue(inner)]));
  return value;
}

/** The learner's files in storage: case-study attachments, audit intake files, audit reports. */
export async function listStoredFiles(db: DbExecutor, userId: string): Promise<string[]> {
  // One after another: this runs in a transaction, one connection.
  const attachments = await db
    .select({ key: caseStudyAttachments.storageKey })
    .from(caseStudyAttachments)
    .innerJoin(caseStudies, eq(caseStudies.id, caseStudyAttachments.caseStudyId))
    .where(eq(caseStudies.userId, userId));
  const intakeFiles = await db.select({ key: auditFiles.storageKey }).from(auditFiles).innerJoin(audits, eq(audits.id, auditFiles.auditId)).where(eq(audits.userId, userId));
  const reports = await db.select({ key: audits.reportStorageKey }).from(audits).where(eq(audits.userId, userId));
  return [...attachments, ...intakeFiles, ...reports].map((row) => row.key).filter((key): key is string => typeof key === 'string' && key !== '');
}

/** Subscriptions at the payment provider that must end with the account: the learner's own plan and a team they own. */
export async function findLiveProviderSubscriptions(db: DbExecutor, userId: string): Promise<{ provider: string; providerSubscriptionId: string }[]> {
  const [own, team] = await Promise.all([
    db
      .select({ provider: subscriptions.provider, providerSubscriptionId: subscriptions.providerSubscriptionId, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db.select({ provider: teams.provider, providerSubscriptionId: teams.providerSubscriptionId, status: teams.status }).from(teams).where(eq(teams.ownerId, userId)),
  ]);
  return [...own, ...team]
    .filter((row) => row.status !== 'inactive' && row.provider && row.providerSubscriptionId)
    .map((row) => ({ provider: row.provider!, providerSubscriptionId: row.providerSubscriptionId! }));
}

/** The members of the team the learner owns (not the owner), who lose their seats with the account. */
export async function findMembersOfOwnedTeam(db: DbExecutor, ownerId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teams.ownerId, ownerId), sql`${teamMembers.userId} <> ${ownerId}`));
}

/**
 * Removes the learner's personal data in the caller's transaction. What is tied to the account by
 * a key goes with the user row (cascade; orders, analytics and others' records keep their row with
 * the key set null); what names them only by email or name is deleted here first.
 */
export async function eraseAccount(tx: DbExecutor, account: { id: string; email: string; name: string }): Promise<void> {
  const email = account.email.toLowerCase();
  // Their messages to support (the replies go with them) and invitations to other people's teams.
  await tx.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${email}`);
  await tx.execute(sql`DELETE FROM team_invitations WHERE lower(email) = ${email}`);
  // Every email to them, from them (a reply-to) or about them: the outbox is a delivery log, not a record anyone needs.
  // A full name ("first last") is matched too; a single word would match strangers' emails.
  const name = account.name.trim();
  const byName = name.includes(' ') ? sql` OR strpos(text_body, ${name}) > 0 OR strpos(subject, ${name}) > 0` : sql``;
  await tx.execute(sql`DELETE FROM email_outbox WHERE lower(to_address) = ${email} OR lower(coalesce(reply_to, '')) = ${email}
      OR strpos(lower(text_body), ${email}) > 0 OR strpos(lower(coalesce(html_body, '')), ${email}) > 0${byName}`);
  // Sign-in links and reset tokens (Better Auth keeps the user id or the email in them) and rate-limit counters keyed by email.
  await tx.execute(sql`DELETE FROM verifications WHERE value = ${account.id} OR strpos(lower(identifier), ${email}) > 0 OR strpos(lower(value), ${email}) > 0`);
  await tx.execute(sql`DELETE FROM rate_limits WHERE strpos(lower(key), ${email}) > 0 OR strpos(key, ${account.id}) > 0`);
  // Analytics events stay counted, without the browser id that tied them to the person.
  await tx.execute(sql`UPDATE analytics_events SET visitor_id = NULL WHERE user_id = ${account.id}`);
  await tx.delete(users).where(eq(users.id, account.id));
}

export async function countOrdersOf(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM orders WHERE user_id = ${userId}`);
  return Number(row?.total ?? 0);
}

