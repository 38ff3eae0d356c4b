import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LearningEmailKind } from '../../../shared/learning-emails';
import { PLANS, TEAM_ACCESS } from '../../../shared/plans';
import { queryRows, type DbExecutor } from '../../db/client';
import { courses, emailPreferences, emailUnsubscribes, users } from '../../db/schema';

/** The only Drizzle code of the learning emails. */

export type PreferencesRow = typeof emailPreferences.$inferSelect;

export async function findPreferences(db: DbExecutor, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
  return row;
}

export type PreferenceChanges = Partial<Pick<PreferencesRow, 'timeZone' | 'inactivityReminder' | 'weeklyDigest' | 'newCourses'>>;

/** Writes the changes over the learner's row (made with the defaults when missing). */
export async function savePreferences(db: DbExecutor, userId: string, changes: PreferenceChanges): Promise<PreferencesRow> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function insertUnsubscribe(db: DbExecutor, values: { userId: string; kind: LearningEmailKind; source: string }): Promise<void> {
  await db.insert(emailUnsubscribes).values(values);
}

export async function findLearnerEmail(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

/** Every zone a learner has chosen (the school's is used for everyone else). */
export async function timeZonesInUse(db: DbExecutor): Promise<string[]> {
  const rows = await queryRows<{ zone: string }>(db, sql`SELECT DISTINCT time_zone AS zone FROM email_preferences WHERE time_zone IS NOT NULL`);
  return rows.map((row) => row.zone);
}

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
}

/** Learners whose zone is one of `zones` (a learner without one is in `schoolZone`), and who are not admins. */
function learnerIn(zones: string[], schoolZone: string) {
  return sql`coalesce(p.time_zone, ${schoolZone}) IN (SELECT jsonb_array_elements_text(${JSON.stringify(zones)}::jsonb))
    AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)`;
}

const notYetSent = (kind: LearningEmailKind, period: ReturnType<typeof sql>) =>
  sql`NOT EXISTS (SELECT 1 FROM learning_email_sends s WHERE s.user_id = u.id AND s.kind = ${kind} AND s.period = ${period})`;

export interface InactiveLearner extends Recipient {
  /** When they last studied, as epoch milliseconds: the reminder's period. */
  period: string;
  courseId: string;
  lessonId: string;
  /** What the last study was: a completed lesson or a video watched. */
  source: 'completed' | 'video';
}

/**
 * Learners whose last study (a completed lesson or a video position saved) was at or before
 * `studiedBefore`, who want the reminder, and have not had one for that stop.
 */
export async function findInactiveLearners(db: DbExecutor, options: { studiedBefore: Date; zones: string[]; schoolZone: string; limit: number }): Promise<InactiveLearner[]> {
  const period = sql`(floor(extract(epoch FROM a.at) * 1000))::bigint::text`;
  return queryRows<InactiveLearner>(
    db,
    sql`
      WITH latest AS (
        SELECT DISTINCT ON (user_id) user_id, course_id, lesson_id, at, source FROM (
          SELECT user_id, course_id, lesson_id, completed_at AS at, 'completed' AS source FROM course_progress
          UNION ALL
          SELECT user_id, course_id, lesson_id, updated_at, 'video' FROM video_positions
        ) studied
        ORDER BY user_id, at DESC
      )
      SELECT u.id AS "userId", u.email, u.first_name AS "firstName", ${period} AS period,
        a.course_id AS "courseId", a.lesson_id AS "lessonId", a.source
      FROM latest a
      JOIN users u ON u.id = a.user_id
      LEFT JOIN email_preferences p ON p.user_id = u.id
      WHERE a.at <= ${options.studiedBefore.toISOString()}::timestamptz
        AND coalesce(p.inactivity_reminder, true)
        AND ${learnerIn(options.zones, options.schoolZone)}
        AND ${notYetSent('inactivity-reminder', period)}
      LIMIT ${options.limit}
    `,
  );
}

/** Learners of this zone who asked for the digest and have not had this week's. */
export async function findDigestLearners(db: DbExecutor, options: { zone: string; week: string; schoolZone: string; limit: number }): Promise<Recipient[]> {
  return queryRows<Recipient>(
    db,
    sql`
      SELECT u.id AS "userId", u.email, u.first_name AS "firstName"
      FROM email_preferences p
      JOIN users u ON u.id = p.user_id
      WHERE p.weekly_digest
        AND ${learnerIn([options.zone], options.schoolZone)}
        AND ${notYetSent('weekly-digest', sql`${options.week}`)}
      LIMIT ${options.limit}
    `,
  );
}

/** Marks courses published since the last run as news, first seen at `now`. */
export async function recordNewlyPublishedCourses(db: DbExecutor, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO course_announcements (course_id, first_seen_published_at)
    SELECT id, ${now.toISOString()}::timestamptz FROM courses WHERE published
    ON CONFLICT DO NOTHING
  `);
}

export interface NewCourseRecipient extends Recipient {
  courseId: string;
}

const planRankOf = (plan: ReturnType<typeof sql>) => sql`array_position(ARRAY[${sql.join(PLANS.map((name) => sql`${name}`), sql`, `)}]::text[], (${plan})::text)`;

/**
 * Learners to tell about a course first seen published since `announcedSince`: those who had an
 * account then, whose plan opens it, who want the news and have not had it for this course.
 * Their plan is the higher of their own and, when `holdsSeat` holds for them, the plan a Team
 * Access seat gives (`effectivePlan`, decision 0088), as access reads it.
 */
export async function findNewCourseRecipients(
  db: DbExecutor,
  options: { announcedSince: Date; zones: string[]; schoolZone: string; limit: number; holdsSeat: (userId: SQL) => SQL },
): Promise<NewCourseRecipient[]> {
  const ownPlan = sql`coalesce((SELECT sub.plan_type FROM subscriptions sub WHERE sub.user_id = u.id AND sub.status = 'active'), 'free')`;
  const learnerPlan = sql`CASE WHEN ${options.holdsSeat(sql`u.id`)} AND ${planRankOf(ownPlan)} < ${planRankOf(sql`${TEAM_ACCESS.seatPlan}`)} THEN ${TEAM_ACCESS.seatPlan} ELSE ${ownPlan} END`;
  return queryRows<NewCourseRecipient>(
    db,
    sql`
      SELECT u.id AS "userId", u.email, u.first_name AS "firstName", c.id AS "courseId"
      FROM course_announcements a
      JOIN courses c ON c.id = a.course_id AND c.published
      JOIN users u ON u.created_at < a.first_seen_published_at
      LEFT JOIN email_preferences p ON p.user_id = u.id
      WHERE a.first_seen_published_at >= ${options.announcedSince.toISOString()}::timestamptz
        AND coalesce(p.new_courses, true)
        AND ${planRankOf(learnerPlan)} >= ${planRankOf(sql`c.required_plan`)}
        AND ${learnerIn(options.zones, options.schoolZone)}
        AND ${notYetSent('new-course', sql`c.id::text`)}
      LIMIT ${options.limit}
    `,
  );
}

/** Whether the learner `p` (email_preferences, joined) wants this kind: checked again as the key is claimed, so an unsubscribe a moment earlier counts. */
const WANTS: Record<LearningEmailKind, ReturnType<typeof sql>> = {
  'inactivity-reminder': sql`coalesce(p.inactivity_reminder, true)`,
  'weekly-digest': sql`coalesce(p.weekly_digest, false)`,
  'new-course': sql`coalesce(p.new_courses, true)`,
};

/**
 * Takes the (learner, kind, period) keys of emails about to be queued; returns the ones this
 * caller won. Another process's uncommitted claim of a key makes this wait for its commit, then
 * skip the key: each learner gets each email once.
 */
export async function claimSends(db: DbExecutor, kind: LearningEmailKind, keys: { userId: string; period: string }[]): Promise<{ userId: string; period: string }[]> {
  if (keys.length === 0) return [];
  return queryRows(
    db,
    sql`
      INSERT INTO learning_email_sends (user_id, kind, period)
      SELECT v.user_id, ${kind}, v.period FROM jsonb_to_recordset(${JSON.stringify(keys.map(({ userId, period }) => ({ user_id: userId, period })))}::jsonb) AS v(user_id text, period text)
      LEFT JOIN email_preferences p ON p.user_id = v.user_id
      WHERE ${WANTS[kind]}
      ON CONFLICT DO NOTHING
      RETURNING user_id AS "userId", period
    `,
  );
}

/** Notes which outbox message each claimed key became. */
export async function linkSendsToEmails(db: DbExecutor, kind: LearningEmailKind, sends: { userId: string; period: string; emailId: string }[]): Promise<void> {
  if (sends.length === 0) return;
  await db.execute(sql`
    UPDATE learning_email_sends s SET email_id = v.email_id
    FROM jsonb_to_recordset(${JSON.stringify(sends.map(({ userId, period, emailId }) => ({ user_id: userId, period, email_id: emailId })))}::jsonb) AS v(user_id text, period text, email_id uuid)
    WHERE s.user_id = v.user_id AND s.kind = ${kind} AND s.period = v.period
  `);
}

export async function findCourses(db: DbExecutor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: courses.id, slug: courses.slug, title: courses.title, description: courses.description, curriculum: courses.curriculum }).from(courses).where(inArray(courses.id, ids));
}

/** The lessons each learner has completed in each of these courses. */
export async function findCompletedLessons(db: DbExecutor, userIds: string[]): Promise<{ userId: string; courseId: string; lessonIds: string[] }[]> {
  if (userIds.length === 0) return [];
  return queryRows(
    db,
    sql`
      SELECT user_id AS "userId", course_id AS "courseId", json_agg(lesson_id) AS "lessonIds"
      FROM course_progress
      WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      GROUP BY user_id, course_id
    `,
  );
}

/** Each learner's enrolled courses with how many lessons they completed in all, and since `since`. */
export async function findWeeklyProgress(db: DbExecutor, userIds: string[], since: Date) {
  if (userIds.length === 0) return [];
  return queryRows<{ userId: string; courseId: string; slug: string; title: string; curriculum: unknown; lessonIds: string[]; doneThisWeek: number }>(
    db,
    sql`
      SELECT e.user_id AS "userId", c.id AS "courseId", c.slug, c.title, c.curriculum,
        coalesce((SELECT json_agg(cp.lesson_id) FROM course_progress cp WHERE cp.user_id = e.user_id AND cp.course_id = c.id), '[]'::json) AS "lessonIds",
        (SELECT count(*)::int FROM course_progress cp WHERE cp.user_id = e.user_id AND cp.course_id = c.id AND cp.completed_at >= ${since.toISOString()}::timestamptz) AS "doneThisWeek"
      FROM enrollments e
      JOIN courses c ON c.id = e.course_id AND c.published
      WHERE e.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      ORDER BY e.created_at
    `,
  );
}
