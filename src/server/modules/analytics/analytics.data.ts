import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { analyticsDaily, analyticsEvents } from '../../db/schema';

/** The only place that touches the analytics tables. */

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>;

/** One count to add to a day's rollup (decision 0022). */
export interface DailyCount {
  name: string;
  dimension: string;
  value: string;
  events: number;
}

/** The referrer of a visit that came from no other site (typed in, bookmarked, or no referrer sent). */
export const REFERRER_DIRECT = '(direct)';

/** The day of the transaction's clock, in UTC: the same instant `created_at` gets. */
const today = sql`(now() AT TIME ZONE 'UTC')::date`;

export async function insertEvents(db: DbExecutor, events: NewAnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values(events);
}

/**
 * Adds today's counts; one statement, whatever the batch. The rows go in one order (name,
 * dimension, value) so that two batches updating the same rows lock them in the same order and
 * cannot deadlock on PostgreSQL.
 */
export async function addDailyCounts(db: DbExecutor, counts: DailyCount[]): Promise<void> {
  if (counts.length === 0) return;
  const ordered = [...counts].sort((a, b) => compare(a.name, b.name) || compare(a.dimension, b.dimension) || compare(a.value, b.value));
  await db
    .insert(analyticsDaily)
    .values(ordered.map((count) => ({ ...count, day: today })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.name, analyticsDaily.dimension, analyticsDaily.value],
      set: { events: sql`${analyticsDaily.events} + excluded.events` },
    });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The rollup row counting each day's distinct visitors, so the dashboard never counts the visitor rows. */
export const VISITORS_ROLLUP = { name: 'visitors', dimension: '', value: '' } as const;

/** Notes the visitor for today; the first time today, counts one more visitor of the day. */
export async function addDailyVisitor(db: DbExecutor, visitorId: string): Promise<void> {
  await db.execute(sql`
    WITH added AS (
      INSERT INTO analytics_daily_visitors (day, visitor_id) VALUES (${today}, ${visitorId})
      ON CONFLICT DO NOTHING RETURNING day
    )
    INSERT INTO analytics_daily (day, name, dimension, value, events)
    SELECT day, ${VISITORS_ROLLUP.name}, ${VISITORS_ROLLUP.dimension}, ${VISITORS_ROLLUP.value}, 1 FROM added
    ON CONFLICT (day, name, dimension, value) DO UPDATE SET events = analytics_daily.events + 1`);
}

/**
 * Rebuilds both rollups from the events, the same counts `dailyCountsOf` adds batch by batch:
 * for a backfill (events imported in bulk, as the benchmark does) or a repair.
 */
export async function rebuildDailyRollups(db: DbExecutor, siteHost: string): Promise<void> {
  const site = siteHost.toLowerCase().replace(/^www\./, '');
  await db.execute(sql`DELETE FROM analytics_daily`);
  await db.execute(sql`DELETE FROM analytics_daily_visitors`);
  await db.execute(sql`
    INSERT INTO analytics_daily (day, name, dimension, value, events)
    SELECT day, name, dimension, value, count(*)::int FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, name, '' AS dimension, '' AS value FROM analytics_events
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, name, 'path', path FROM analytics_events WHERE name = 'page_view' AND path IS NOT NULL
      UNION ALL
      SELECT day, name, 'referrer', host FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, name,
          CASE WHEN coalesce(referrer, '') = '' THEN ${REFERRER_DIRECT}
          ELSE coalesce(nullif(regexp_replace(lower(substring(referrer FROM '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), '^www\\.', ''), ''), ${REFERRER_DIRECT})
          END AS host
        FROM analytics_events WHERE name = 'page_view'
      ) referrals WHERE host <> ${site}
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, name, 'course', properties->>'course_id' FROM analytics_events
      WHERE name IN ('course_enrolled', 'certificate_earned') AND jsonb_typeof(properties->'course_id') = 'string'
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, name, 'course_title', (properties->>'course_id') || chr(9) || (properties->>'course_title') FROM analytics_events
      WHERE name IN ('course_enrolled', 'certificate_earned') AND jsonb_typeof(properties->'course_id') = 'string' AND jsonb_typeof(properties->'course_title') = 'string'
    ) counted
    GROUP BY day, name, dimension, value`);
  await db.execute(sql`
    INSERT INTO analytics_daily_visitors (day, visitor_id)
    SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date, visitor_id FROM analytics_events WHERE visitor_id IS NOT NULL`);
  await db.execute(sql`
    INSERT INTO analytics_daily (day, name, dimension, value, events)
    SELECT day, ${VISITORS_ROLLUP.name}, ${VISITORS_ROLLUP.dimension}, ${VISITORS_ROLLUP.value}, count(*)::int FROM analytics_daily_visitors GROUP BY day`);
}
