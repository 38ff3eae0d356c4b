import {
  analyticsEventSchemas,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type BrowserEvent,
} from '../../../shared/api/analytics';
import { withTransaction, type DbExecutor, type Transaction } from '../../db/client';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { addDailyCounts, addDailyVisitor, insertEvents, REFERRER_DIRECT, type DailyCount, type NewAnalyticsEvent } from './analytics.data';

/** What server code records: payments records `purchase` this way inside its fulfilment transaction. */
export interface ServerEvent<Name extends AnalyticsEventName> {
  name: Name;
  properties: AnalyticsEventProperties[Name];
  userId?: string | null;
  path?: string | null;
}

/**
 * Records one event from server code. Call it with the transaction of what the event reports,
 * so both are kept or neither. Properties are checked against the shared contract: a wrong one
 * is a programming error and throws.
 */
export async function recordEvent<Name extends AnalyticsEventName>(db: DbExecutor, event: ServerEvent<Name>): Promise<void> {
  const properties = analyticsEventSchemas[event.name].parse(event.properties) as Record<string, unknown>;
  await withTransaction(db, (tx) => store(tx, [{ name: event.name, properties, path: event.path ?? null, userId: event.userId ?? null }], null, ''));
}

/** Where a page view came from, by host; the site's own pages are not a referrer. */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer) return REFERRER_DIRECT;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (!host) return REFERRER_DIRECT;
    return host === siteHost.replace(/^www\./, '') ? null : host;
  } catch {
    return REFERRER_DIRECT;
  }
}

/** Events counted per course in the rollups: enrolments and completions. */
const COURSE_EVENTS = new Set(['course_enrolled', 'certificate_earned']);

/**
 * The rollup counts a batch adds (decision 0022): a total per name, per path and referrer for
 * page views, per course (and course id with title) for enrolments and completions.
 */
export function dailyCountsOf(events: NewAnalyticsEvent[], siteHost: string): DailyCount[] {
  const counts = new Map<string, DailyCount>();
  const add = (name: string, dimension: string, value: string) => {
    const key = JSON.stringify([name, dimension, value]);
    const count = counts.get(key);
    if (count) count.events += 1;
    else counts.set(key, { name, dimension, value, events: 1 });
  };
  for (const event of events) {
    add(event.name, '', '');
    const { course_id: courseId, course_title: courseTitle } = (event.properties ?? {}) as Record<string, unknown>;
    if (COURSE_EVENTS.has(event.name) && typeof courseId === 'string') {
      add(event.name, 'course', courseId);
      // The title the course had, so the dashboard names courses without reading the events.
      if (typeof courseTitle === 'string') add(event.name, 'course_title', `${courseId}\t${courseTitle}`);
    }
    if (event.name === 'page_view') {
      if (event.path) add(event.name, 'path', event.path);
      const referrer = referrerHost(event.referrer, siteHost);
      if (referrer) add(event.name, 'referrer', referrer);
    }
  }
  return [...counts.values()];
}

async function store(db: DbExecutor, events: NewAnalyticsEvent[], visitorId: string | null, siteHost: string): Promise<void> {
  await insertEvents(db, events);
  await addDailyCounts(db, dailyCountsOf(events, siteHost));
  if (visitorId) await addDailyVisitor(db, visitorId);
}

/** The first-party analytics the browser sends (spec §7), with the rollups in the same transaction. */
export class AnalyticsService {
  constructor(
    private readonly db: DbExecutor,
    /** The site's own host, so that moving between its pages is not counted as a referral. */
    private readonly siteHost: string,
  ) {}

  /**
   * Stores a checked batch from one browser; returns how many events were kept. `admit` runs
   * first in the same transaction (the flood limit counts the batch there) and refuses it by
   * throwing, which takes its count back too. An admin's own browsing is no figure of the
   * business: nothing of it is kept (decision 0073).
   */
  async recordBrowserEvents(viewer: Viewer | null, visitorId: string, events: BrowserEvent[], admit?: (tx: Transaction) => Promise<void>): Promise<number> {
    if (mayActAsAdmin(viewer)) return 0;
    const rows: NewAnalyticsEvent[] = events.map((event) => ({
      name: event.name,
      properties: event.properties,
      path: event.path,
      userId: viewer?.id ?? null,
      visitorId,
      referrer: event.referrer ?? null,
      utmSource: event.utm_source ?? null,
      utmMedium: event.utm_medium ?? null,
      utmCampaign: event.utm_campaign ?? null,
      utmTerm: event.utm_term ?? null,
      utmContent: event.utm_content ?? null,
    }));
    await withTransaction(this.db, async (tx) => {
      await admit?.(tx);
      await store(tx, rows, visitorId, this.siteHost);
    });
    return rows.length;
  }
}
