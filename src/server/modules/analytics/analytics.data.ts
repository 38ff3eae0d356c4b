import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { analyticsDaily, analyticsDailyVisitors, analyticsEvents } from '../../db/schema';

/** The only place that touches the analytics tables. */

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>;

/** One count to add to a day's rollup (decision 0022). */
export interface DailyCount {
  name: string;
  dimension: string;
  value: string;
  events: number;
}

/** The day of the transaction's clock, in UTC: the same instant `created_at` gets. */
const today = sql`(now() AT TIME ZONE 'UTC')::date`;

export async function insertEvents(db: DbExecutor, events: NewAnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values(events);
}

/** Adds today's counts; one statement, whatever the batch. */
export async function addDailyCounts(db: DbExecutor, counts: DailyCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(analyticsDaily)
    .values(counts.map((count) => ({ ...count, day: today })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.name, analyticsDaily.dimension, analyticsDaily.value],
      set: { events: sql`${analyticsDaily.events} + excluded.events` },
    });
}

export async function addDailyVisitor(db: DbExecutor, visitorId: string): Promise<void> {
  await db.insert(analyticsDailyVisitors).values({ day: today, visitorId }).onConflictDoNothing();
}
