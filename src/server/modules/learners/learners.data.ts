import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LastActiveFilter, ListLearnersQuery } from '../../../shared/api/admin-learners';
import type { Plan } from '../../../shared/plans';
import { queryRows, type DbExecutor } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  certificationAttempts,
  contactMessages,
  courseCertificates,
  courseProgress,
  courses,
  emailOutbox,
  enrollments,
  orders,
  quizAttempts,
  subscriptions,
  teamMembers,
  teams,
  users,
} from '../../db/schema';

/*
 * The admin's read model of learners (issue 31): the directory and one learner's page, read
 * across the tables of several modules in a few statements, so a page of 100,000 learners stays
 * fast (bench/learners.mjs; decision 0101). Writes go through the module that owns each table.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_ACTIVE_DAYS: Record<LastActiveFilter, number> = { '7d': 7, '30d': 30, '90d': 90, over90d: 90 };

/** Learners whose subscription gives `plan` at `now` (shared/billing.ts `subscriptionGrantsPlan`, in SQL). */
function paidPlanHolders(plan: Plan, now: Date): SQL {
  return sql`SELECT s.user_id FROM subscriptions s WHERE s.plan_type = ${plan} AND s.status <> 'inactive'
    AND NOT (s.cancel_at_period_end AND s.current_period_end IS NOT NULL AND s.current_period_end <= ${now})`;
}

/** Learners with a complimentary grant of `plan` in force at `now` (shared/complimentary-plans.ts `grantInForce`, in SQL). */
function givenPlanHolders(plan: Plan, now: Date): SQL {
  return sql`SELECT c.user_id FROM complimentary_plans c WHERE c.plan_type = ${plan} AND c.ended_at IS NULL AND c.starts_at <= ${now} AND c.ends_at > ${now}`;
}

/**
 * Whether the row's learner holds `plan`, paid or given. As a set (IN), so a filter over every
 * learner is one hashed semi-join over the few thousand holders, not a probe per learner.
 */
function holdsPlan(plan: Plan, now: Date): SQL {
  return sql`u.id IN (${paidPlanHolders(plan, now)} UNION ALL ${givenPlanHolders(plan, now)})`;
}

/** The same, probed for one row (the page's own columns). */
function holdsPlanProbe(plan: Plan, now: Date): SQL {
  return sql`(EXISTS (${paidPlanHolders(plan, now)} AND s.user_id = u.id) OR EXISTS (${givenPlanHolders(plan, now)} AND c.user_id = u.id))`;
}

const IN_TEAM = sql`u.id IN (SELECT m.user_id FROM team_members m UNION ALL SELECT t.owner_id FROM teams t)`;
const IN_TEAM_PROBE = sql`(EXISTS (SELECT 1 FROM team_members m WHERE m.user_id = u.id) OR EXISTS (SELECT 1 FROM teams t WHERE t.owner_id = u.id))`;

/**
 * Part of a name or an email, in any case: `search_text` holds lower(name), a newline and
 * lower(email) (kept by a trigger, migration 0025), so one LIKE on one column, through one
 * trigram index, is the ILIKE of either. A name or an address holds no newline, so a search
 * with one (which could otherwise match across the two) keeps to the two columns.
 */
function searchCondition(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  if (q.includes('\n')) return sql`(u.email ILIKE ${pattern} OR u.name ILIKE ${pattern})`;
  return sql`u.search_text LIKE lower(${pattern})`;
}

/**
 * Every filter as a condition on the learner's row: search, last active and certificates read
 * the row's own columns (kept by triggers, decision 0079), plan and team a hashed set.
 */
function directoryConditions(query: ListLearnersQuery, now: Date): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.plan === 'elite') conditions.push(holdsPlan('elite', now));
  if (query.plan === 'pro') conditions.push(sql`${holdsPlan('pro', now)} AND NOT ${holdsPlan('elite', now)}`);
  if (query.plan === 'free') conditions.push(sql`NOT ${holdsPlan('pro', now)} AND NOT ${holdsPlan('elite', now)}`);
  if (query.team === 'yes') conditions.push(IN_TEAM);
  if (query.team === 'no') conditions.push(sql`NOT ${IN_TEAM}`);
  if (query.hasCertificate === 'yes') conditions.push(sql`u.certificate_count > 0`);
  if (query.hasCertificate === 'no') conditions.push(sql`u.certificate_count = 0`);
  if (query.signedUpFrom) conditions.push(sql`u.created_at >= ${new Date(`${query.signedUpFrom}T00:00:00Z`)}`);
  if (query.signedUpTo) conditions.push(sql`u.created_at < ${new Date(Date.parse(`${query.signedUpTo}T00:00:00Z`) + DAY_MS)}`);
  if (query.lastActive) {
    const since = new Date(now.getTime() - LAST_ACTIVE_DAYS[query.lastActive] * DAY_MS);
    // Over 90 days: no session touched since then, or none at all (a null last_active_at).
    conditions.push(query.lastActive === 'over90d' ? sql`(u.last_active_at < ${since} OR u.last_active_at IS NULL)` : sql`u.last_active_at >= ${since}`);
  }
  return sql.join(conditions, sql` AND `);
}

const ORDER: Record<ListLearnersQuery['sort'], SQL> = { signedUp: sql`u.created_at`, name: sql`u.name`, email: sql`u.email` };

export interface DirectoryRow {
  id: string;
  name: string;
  email: string;
  created_at: Date | string;
  last_active_at: Date | string | null;
  elite: boolean;
  pro: boolean;
  is_admin: boolean;
  in_team: boolean;
  certificates: number;
}

/** Each row's columns beyond its name and email, read for the page's rows only (`u` is the row's user). */
function pageColumns(now: Date): SQL {
  return sql`u.last_active_at,
    ${holdsPlanProbe('elite', now)} AS elite,
    ${holdsPlanProbe('pro', now)} AS pro,
    EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') AS is_admin,
    ${IN_TEAM_PROBE} AS in_team,
    u.certificate_count AS certificates`;
}

/**
 * One page of the directory: the filters and the sort run in the database, the page's columns only
 * for its rows, and the exact count of the matches beside it (on PostgreSQL, on a second connection
 * at the same time). Every filter reads the learner's row or a small hashed set, so the planner
 * either walks the sort's index and stops after the page or reads the table once (decision 0079).
 */
export async function listDirectory(db: DbExecutor, query: ListLearnersQuery, page: { limit: number; offset: number }, now: Date) {
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const order = sql`${ORDER[query.sort]} ${direction}, u.id ${direction}`;
  const where = directoryConditions(query, now);
  const [rows, totals] = await Promise.all([
    queryRows<DirectoryRow>(
      db,
      sql`SELECT u.id, u.name, u.email, u.created_at, ${pageColumns(now)}
        FROM (SELECT u.id, u.name, u.email, u.created_at, u.last_active_at, u.certificate_count FROM users u WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) u
        ORDER BY ${order}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findLearner(db: DbExecutor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The latest activity of the learner's sessions, as the directory shows it (`users.last_active_at`, kept by a trigger). */
export async function findLastActive(db: DbExecutor, userId: string): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(db, sql`SELECT last_active_at AS at FROM users WHERE id = ${userId}`);
  return row?.at ? new Date(row.at) : null;
}

export async function findSubscription(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export function listOrders(db: DbExecutor, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100);
}

export async function listTeams(db: DbExecutor, userId: string) {
  const owner = sql<string>`(SELECT email FROM users WHERE id = ${teams.ownerId})`;
  const owned = await db.select({ id: teams.id, ownerEmail: owner, seats: teams.seats, status: teams.status }).from(teams).where(eq(teams.ownerId, userId));
  const joined = await db
    .select({ id: teams.id, ownerEmail: owner, seats: teams.seats, status: teams.status })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return [...owned.map((team) => ({ ...team, role: 'owner' as const })), ...joined.map((team) => ({ ...team, role: 'member' as const }))];
}

/** The learner's courses with lessons completed and the course's lesson count (a curriculum stored as a JSON string too). */
export function listEnrolments(db: DbExecutor, userId: string) {
  return queryRows<{ course_id: string; slug: string; title: string; enrolled_at: Date | string; completed: number; total: number; last_completed_at: Date | string | null }>(
    db,
    sql`SELECT c.id AS course_id, c.slug, c.title, e.created_at AS enrolled_at,
          (SELECT count(*)::int FROM ${courseProgress} p WHERE p.user_id = e.user_id AND p.course_id = c.id) AS completed,
          (SELECT max(p.completed_at) FROM ${courseProgress} p WHERE p.user_id = e.user_id AND p.course_id = c.id) AS last_completed_at,
          (SELECT count(*)::int FROM jsonb_array_elements(
              (CASE jsonb_typeof(c.curriculum) WHEN 'string' THEN (c.curriculum #>> '{}')::jsonb ELSE c.curriculum END) -> 'modules') m,
            jsonb_array_elements(m -> 'lessons') l) AS total
        FROM ${enrollments} e JOIN ${courses} c ON c.id = e.course_id
        WHERE e.user_id = ${userId}
        ORDER BY e.created_at DESC`,
  );
}

export function listQuizAttempts(db: DbExecutor, userId: string) {
  return db
    .select({
      id: quizAttempts.id,
      courseTitle: courses.title,
      lessonId: quizAttempts.lessonId,
      score: quizAttempts.score,
      totalQuestions: quizAttempts.totalQuestions,
      passed: quizAttempts.passed,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.completedAt))
    .limit(50);
}

export function listAssessmentAttempts(db: DbExecutor, userId: string) {
  return db.select().from(certificationAttempts).where(eq(certificationAttempts.userId, userId)).orderBy(desc(certificationAttempts.startedAt)).limit(50);
}

export function listCertificates(db: DbExecutor, userId: string) {
  return db.select().from(courseCertificates).where(eq(courseCertificates.userId, userId)).orderBy(desc(courseCertificates.issuedAt));
}

/** Contact messages sent from the learner's address (the form does not need an account). */
export function listMessages(db: DbExecutor, email: string) {
  return db
    .select({ id: contactMessages.id, subject: contactMessages.subject, createdAt: contactMessages.createdAt, handledAt: contactMessages.handledAt })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(contactMessages.createdAt))
    .limit(50);
}

export function listEmailsTo(db: DbExecutor, email: string) {
  return db
    .select({ id: emailOutbox.id, kind: emailOutbox.kind, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
}
