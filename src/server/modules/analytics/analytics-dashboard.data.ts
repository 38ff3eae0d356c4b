import { sql } from 'drizzle-orm';
import { queryRows, type DbExecutor } from '../../db/client';
import { FUNNEL_STEPS, type FunnelGroup, type FunnelStep } from '../../../shared/analytics-funnel';
import { VISITORS_ROLLUP } from './analytics.data';

/**
 * The dashboard's reads (admins only). Counts come from the daily rollups (decision 0022);
 * revenue and where learners stop read the events themselves, few and indexed by name and time.
 * Days are UTC; `from` and `to` are inclusive YYYY-MM-DD.
 */

export interface DayRange {
  from: string;
  to: string;
}

/** The events of a range: from the start of `from` to the end of `to`, in UTC. */
const createdIn = (range: DayRange) =>
  sql`created_at >= (${range.from}::date)::timestamp AT TIME ZONE 'UTC' AND created_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

export async function pageViewsPerDay(db: DbExecutor, range: DayRange): Promise<{ day: string; views: number }[]> {
  return queryRows(db, sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(events)::int AS views FROM analytics_daily
    WHERE name = 'page_view' AND dimension = '' AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY day`);
}

export async function visitorsPerDay(db: DbExecutor, range: DayRange): Promise<{ day: string; visitors: number }[]> {
  return queryRows(db, sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, events AS visitors FROM analytics_daily
    WHERE name = ${VISITORS_ROLLUP.name} AND dimension = ${VISITORS_ROLLUP.dimension} AND value = ${VISITORS_ROLLUP.value}
      AND day BETWEEN ${range.from}::date AND ${range.to}::date`);
}

/** The most counted values of one rollup dimension, e.g. page views by path. */
export async function topValues(db: DbExecutor, range: DayRange, name: string, dimension: string, limit: number): Promise<{ value: string; events: number }[]> {
  return queryRows(db, sql`
    SELECT value, sum(events)::int AS events FROM analytics_daily
    WHERE name = ${name} AND dimension = ${dimension} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY value ORDER BY events DESC, value LIMIT ${limit}`);
}

/**
 * The funnel's people (decision 0073), grouped by the steps they have an event of in the range.
 * A person is an account, or a visitor id never seen signed in; a visitor id later seen signed in
 * is that account's, so the visits before a sign-up and the sign-up the server recorded are one
 * person. Admins (by role) are left out, with the visitor ids they signed in on.
 */
export async function funnelGroups(db: DbExecutor, range: DayRange): Promise<FunnelGroup[]> {
  const steps = FUNNEL_STEPS.filter((step) => step.events.length > 0);
  const reached = steps.map(
    (step) => sql`bool_or(name IN (${sql.join(step.events.map((name) => sql`${name}`), sql`, `)})) AS ${sql.identifier(step.step)}`,
  );
  const rows = await queryRows<Record<FunnelStep, boolean> & { people: number }>(db, sql`
    WITH in_range AS (
      SELECT user_id, visitor_id, name FROM analytics_events WHERE ${createdIn(range)} AND (user_id IS NOT NULL OR visitor_id IS NOT NULL)
    ),
    signed_in_as AS (
      SELECT DISTINCT ON (visitor_id) visitor_id, user_id FROM analytics_events
      WHERE user_id IS NOT NULL AND visitor_id IN (SELECT visitor_id FROM in_range WHERE user_id IS NULL)
      ORDER BY visitor_id, created_at
    ),
    person_events AS (
      SELECT coalesce(in_range.user_id, signed_in_as.user_id) AS user_id, in_range.visitor_id, in_range.name
      FROM in_range LEFT JOIN signed_in_as ON signed_in_as.visitor_id = in_range.visitor_id
    ),
    people AS (
      SELECT user_id, ${sql.join(reached, sql`, `)} FROM person_events
      GROUP BY user_id, CASE WHEN user_id IS NULL THEN visitor_id END
    )
    SELECT ${sql.join(steps.map((step) => sql.identifier(step.step)), sql`, `)}, count(*)::int AS people FROM people
    WHERE user_id IS NULL OR user_id NOT IN (SELECT user_id FROM user_roles WHERE role = 'admin')
    GROUP BY ${sql.join(steps.map((step) => sql.identifier(step.step)), sql`, `)}`);
  return rows.map(({ people, ...flags }) => ({ people, reached: { ...flags, visited: true } }));
}

/** Per course: enrolments and completions (certificates earned). */
export async function courseCounts(db: DbExecutor, range: DayRange): Promise<{ courseId: string; enrolments: number; completions: number }[]> {
  return queryRows(db, sql`
    SELECT value AS "courseId",
      coalesce(sum(events) FILTER (WHERE name = 'course_enrolled'), 0)::int AS enrolments,
      coalesce(sum(events) FILTER (WHERE name = 'certificate_earned'), 0)::int AS completions
    FROM analytics_daily
    WHERE dimension = 'course' AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY value ORDER BY enrolments DESC, completions DESC, value`);
}

/** The latest title each course was recorded with (course events carry course_title; the rollup keeps id and title). */
export async function courseTitles(db: DbExecutor, courseIds: string[]): Promise<{ courseId: string; title: string }[]> {
  if (courseIds.length === 0) return [];
  return queryRows(db, sql`
    SELECT DISTINCT ON (course_id) course_id AS "courseId", title FROM (
      SELECT split_part(value, chr(9), 1) AS course_id, substr(value, strpos(value, chr(9)) + 1) AS title, day
      FROM analytics_daily WHERE dimension = 'course_title'
    ) titled
    WHERE course_id IN (${sql.join(courseIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY course_id, day DESC`);
}

export async function revenueByMonth(db: DbExecutor, range: DayRange): Promise<{ month: string; purchases: number; revenue: number }[]> {
  return queryRows(db, sql`
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS purchases, sum((properties->>'value')::numeric)::float8 AS revenue
    FROM analytics_events WHERE name = 'purchase' AND ${createdIn(range)}
    GROUP BY month ORDER BY month`);
}

/** Revenue by what was bought: a plan, or an add-on (its purchase event names a product, not a plan). */
export async function revenueByPlan(db: DbExecutor, range: DayRange): Promise<{ plan: string; purchases: number; revenue: number }[]> {
  return queryRows(db, sql`
    SELECT coalesce(properties->>'plan', properties->>'product') AS plan, count(*)::int AS purchases, sum((properties->>'value')::numeric)::float8 AS revenue
    FROM analytics_events WHERE name = 'purchase' AND ${createdIn(range)}
    GROUP BY plan ORDER BY revenue DESC, plan`);
}

/**
 * Where learners stop: for each learner (account, else visitor) and course with lessons completed
 * in the range but no certificate for that course, the last lesson they completed (events of one
 * batch share their time; the higher progress came later).
 */
export async function lastLessonsBeforeStopping(db: DbExecutor, range: DayRange, limit: number): Promise<{ courseId: string; lessonId: string; learners: number }[]> {
  return queryRows(db, sql`
    WITH last_completed AS (
      SELECT DISTINCT ON (coalesce(user_id, visitor_id), properties->>'course_id')
        coalesce(user_id, visitor_id) AS learner, properties->>'course_id' AS course_id, properties->>'lesson_id' AS lesson_id
      FROM analytics_events
      WHERE name = 'lesson_completed' AND ${createdIn(range)} AND coalesce(user_id, visitor_id) IS NOT NULL
      ORDER BY coalesce(user_id, visitor_id), properties->>'course_id', created_at DESC, (properties->>'progress_percentage')::int DESC
    ),
    -- Every learner and course with a certificate, once: one hash join below, not a lookup per learner.
    finished AS (
      SELECT DISTINCT coalesce(user_id, visitor_id) AS learner, properties->>'course_id' AS course_id
      FROM analytics_events WHERE name = 'certificate_earned'
    )
    SELECT last_completed.course_id AS "courseId", last_completed.lesson_id AS "lessonId", count(*)::int AS learners
    FROM last_completed
    LEFT JOIN finished ON finished.learner = last_completed.learner AND finished.course_id = last_completed.course_id
    WHERE finished.learner IS NULL
    GROUP BY last_completed.course_id, last_completed.lesson_id ORDER BY learners DESC, 1, 2 LIMIT ${limit}`);
}
