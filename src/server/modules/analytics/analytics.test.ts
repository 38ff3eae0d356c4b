import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, type AnalyticsEventProperties, type BrowserEventName } from '../../../shared/api/analytics';
import { buildApp } from '../../app';
import { queryRows, withTransaction } from '../../db/client';
import { analyticsDaily, analyticsDailyVisitors, analyticsEvents } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN } from '../../testing/accounts';
import { createTestApp, useTestApp, TEST_AUTH_SECRET, type TestApp } from '../../testing/test-app';
import { recordEvent } from './analytics.service';

const app = useTestApp();

const send = (body: unknown, headers: Record<string, string> = {}, target: Pick<TestApp, 'server'> = app) =>
  target.server.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { ...SAME_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

let visitors = 0;
const newVisitor = () => `visitor-${Date.now()}-${++visitors}`;

/** One valid example of every event the browser sends (spec §7). */
const EXAMPLES: { [Name in BrowserEventName]: AnalyticsEventProperties[Name] } = {
  page_view: { page_path: '/pricing' },
  sign_up_initiated: { plan: 'pro' },
  checkout_initiated: { plan: 'elite', value: 699, currency: 'USD' },
  course_viewed: { course_id: 'c-1', course_title: 'AI 101' },
  lesson_completed: { course_id: 'c-1', lesson_id: 'l-2', progress_percentage: 40 },
  certificate_earned: { course_id: 'c-1', course_title: 'AI 101' },
  video_played: { lesson_id: 'l-2', provider: 'youtube' },
  resource_downloaded: { resource_name: 'Checklist' },
  contact_form_submitted: {},
  email_captured: { source: 'contact_form' },
};

const eventsOf = (visitorId: string) => app.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

describe('POST /api/analytics/events', () => {
  it('records a batch with its properties, the signed-in learner, the visitor id, path, referrer, UTM parameters and time', async () => {
    const learner = await createLearner(app);
    const visitorId = newVisitor();
    const response = await send(
      {
        visitor_id: visitorId,
        events: [
          { name: 'page_view', properties: { page_path: '/pricing' }, path: '/pricing', referrer: 'https://news.example.org/post', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' },
          { name: 'lesson_completed', properties: { course_id: 'c1', lesson_id: 'l1', progress_percentage: 25 }, path: '/learn/x' },
        ],
      },
      { cookie: learner.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: 2 });
    const rows = await eventsOf(visitorId);
    expect(rows.map((row) => row.name).sort()).toEqual(['lesson_completed', 'page_view']);
    expect(rows.find((row) => row.name === 'page_view')).toMatchObject({
      properties: { page_path: '/pricing' },
      path: '/pricing',
      userId: learner.id,
      referrer: 'https://news.example.org/post',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      utmTerm: null,
    });
    expect(rows.find((row) => row.name === 'lesson_completed')).toMatchObject({ properties: { course_id: 'c1', lesson_id: 'l1', progress_percentage: 25 }, userId: learner.id });
    for (const row of rows) expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('records every event of the spec the browser sends, each with its properties', async () => {
    const visitorId = newVisitor();
    const events = Object.entries(EXAMPLES).map(([name, properties]) => ({ name, properties, path: '/somewhere' }));
    expect((await send({ visitor_id: visitorId, events })).json()).toEqual({ recorded: events.length });
    const rows = await eventsOf(visitorId);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.properties]))).toEqual(EXAMPLES);
    expect(rows.every((row) => row.userId === null)).toBe(true);
  });

  it("keeps nothing of an admin's own browsing, neither the events nor the day's visitors", async () => {
    const admin = await createAdmin(app);
    const visitorId = newVisitor();
    const response = await send({ visitor_id: visitorId, events: [{ name: 'page_view', properties: { page_path: '/pricing' }, path: '/pricing' }] }, { cookie: admin.cookie });
    expect(response.json()).toEqual({ recorded: 0 });
    expect(await eventsOf(visitorId)).toEqual([]);
    expect(await app.database.db.select().from(analyticsDailyVisitors).where(eq(analyticsDailyVisitors.visitorId, visitorId))).toEqual([]);
  });

  it('keeps daily rollups of page views by path and referrer, and the visitors of the day', async () => {
    const visitorId = newVisitor();
    const view = (path: string, referrer?: string) => ({ name: 'page_view', properties: { page_path: path }, path, referrer });
    await send({ visitor_id: visitorId, events: [view('/rollup-a', 'https://www.search.example/q'), view('/rollup-a', 'http://courses.test/'), view('/rollup-b')] });
    const daily = await app.database.db.select().from(analyticsDaily).where(eq(analyticsDaily.name, 'page_view'));
    expect(daily.find((row) => row.dimension === 'path' && row.value === '/rollup-a')?.events).toBe(2);
    expect(daily.find((row) => row.dimension === 'path' && row.value === '/rollup-b')?.events).toBe(1);
    expect(daily.find((row) => row.dimension === 'referrer' && row.value === 'search.example')?.events).toBeGreaterThanOrEqual(1);
    // The site's own pages are not a referrer.
    expect(daily.some((row) => row.dimension === 'referrer' && row.value === 'courses.test')).toBe(false);
    const days = await app.database.db.select().from(analyticsDailyVisitors).where(eq(analyticsDailyVisitors.visitorId, visitorId));
    expect(days).toHaveLength(1);
  });

  it.each([
    ['an unknown event name', { name: 'hacked', properties: {} }, 'Unknown analytics event'],
    ['a purchase, which only the server records', { name: 'purchase', properties: { plan: 'pro', value: 249, currency: 'USD' } }, 'Unknown analytics event'],
    ['a completed sign-up, which only the server records', { name: 'sign_up_completed', properties: { method: 'email' } }, 'Unknown analytics event'],
    ['an enrolment, which only the server records', { name: 'course_enrolled', properties: { course_id: 'c-1', course_title: 'AI 101' } }, 'Unknown analytics event'],
    ['a property of the wrong type', { name: 'lesson_completed', properties: { course_id: 'c', lesson_id: 'l', progress_percentage: 'half' } }, 'progress_percentage'],
    ['a missing property', { name: 'video_played', properties: { provider: 'vimeo' } }, 'lesson_id'],
    ['a property the event does not have', { name: 'contact_form_submitted', properties: { email: 'a@b.example' } }, 'email'],
    ['a nested property', { name: 'page_view', properties: { page_path: { a: 1 } } }, 'page_path'],
    ['a path that is not one', { name: 'page_view', properties: { page_path: '/' }, path: 'https://evil.example/' }, 'path must start with /'],
    ['an oversized event', { name: 'resource_downloaded', properties: { resource_name: 'x'.repeat(200) }, path: `/${'p'.repeat(2000)}`, referrer: `https://a.example/${'r'.repeat(2000)}` }, `at most ${ANALYTICS_LIMITS.eventSize} characters`],
  ])('refuses %s with a 400 naming the problem, and stores nothing of the batch', async (_label, event, message) => {
    const visitorId = newVisitor();
    const response = await send({ visitor_id: visitorId, events: [{ name: 'page_view', properties: { page_path: '/' }, path: '/' }, { path: '/', ...event }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await eventsOf(visitorId)).toEqual([]);
  });

  it('refuses a batch larger than the cap, an empty one, a bad visitor id and malformed JSON', async () => {
    const view = { name: 'page_view', properties: { page_path: '/' }, path: '/' };
    const tooMany = await send({ visitor_id: newVisitor(), events: Array.from({ length: ANALYTICS_LIMITS.batchSize + 1 }, () => view) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`at most ${ANALYTICS_LIMITS.batchSize} events`);
    expect((await send({ visitor_id: newVisitor(), events: [] })).json().message).toContain('at least one event');
    expect((await send({ visitor_id: 'no spaces please', events: [view] })).statusCode).toBe(400);
    expect((await send('{not json')).statusCode).toBe(400);
    expect((await send({ visitor_id: newVisitor(), events: [view], extra: 1 })).statusCode).toBe(400);
  });

  it('refuses a body over the size cap with 413', async () => {
    const response = await send(`{"visitor_id":"abcdefgh","events":[],"pad":"${'x'.repeat(ANALYTICS_LIMITS.bodyBytes)}"}`);
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
  ])('records nothing when the browser sends %s', async (_label, headers) => {
    const visitorId = newVisitor();
    const response = await send({ visitor_id: visitorId, events: [{ name: 'page_view', properties: { page_path: '/' }, path: '/' }] }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: 0 });
    expect(await eventsOf(visitorId)).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const response = await send({ visitor_id: newVisitor(), events: [{ name: 'page_view', properties: { page_path: '/' }, path: '/' }] }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('caps a flood of 10,000 events in a minute from one client at the limit, and still takes another client', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      const visitorId = newVisitor();
      const batch = { visitor_id: visitorId, events: Array.from({ length: 50 }, () => ({ name: 'page_view', properties: { page_path: '/flood' }, path: '/flood' })) };
      const statuses: number[] = [];
      for (let sent = 0; sent < 10_000; sent += 50) statuses.push((await send(batch, {}, strict)).statusCode);
      const admitted = statuses.filter((status) => status === 200).length;
      expect(admitted * 50).toBe(ANALYTICS_LIMITS.eventsPerMinute);
      expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - admitted);
      const [stored] = await queryRows<{ count: number }>(strict.database.db, sql`select count(*)::int as count from analytics_events where visitor_id = ${visitorId}`);
      expect(stored!.count).toBe(ANALYTICS_LIMITS.eventsPerMinute);

      const other = await strict.server.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: '203.0.113.9',
        headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' },
        payload: JSON.stringify({ visitor_id: newVisitor(), events: [{ name: 'page_view', properties: { page_path: '/' }, path: '/' }] }),
      });
      expect(other.statusCode).toBe(200);
      expect((await strict.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('holds one client to the limit across two app processes on one database, as behind a load balancer', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    const second = await buildApp({ config: strict.context.config, database: strict.database, logger: false, authSecret: TEST_AUTH_SECRET });
    try {
      const visitorId = newVisitor();
      const batch = { visitor_id: visitorId, events: Array.from({ length: 50 }, () => ({ name: 'page_view', properties: { page_path: '/flood' }, path: '/flood' })) };
      const instances = [strict, second];
      const statuses: number[] = [];
      // Round-robin over the two processes, 2,000 events: either alone would take 600 of them.
      for (let sent = 0; sent < 2_000; sent += 50) statuses.push((await send(batch, {}, instances[statuses.length % 2]!)).statusCode);
      expect(statuses.filter((status) => status === 200).length * 50).toBe(ANALYTICS_LIMITS.eventsPerMinute);
      expect(statuses.slice(ANALYTICS_LIMITS.eventsPerMinute / 50).every((status) => status === 429)).toBe(true);
      const [stored] = await queryRows<{ count: number }>(strict.database.db, sql`select count(*)::int as count from analytics_events where visitor_id = ${visitorId}`);
      expect(stored!.count).toBe(ANALYTICS_LIMITS.eventsPerMinute);
    } finally {
      await second.server.close();
      await strict.close();
    }
  });
});

describe('recordEvent (server code)', () => {
  it('records a purchase with its buyer, checked against the contract', async () => {
    const learner = await createLearner(app);
    await recordEvent(app.database.db, { name: 'purchase', properties: { plan: 'pro', value: 249, currency: 'USD' }, userId: learner.id });
    const [row] = await app.database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, learner.id), eq(analyticsEvents.name, 'purchase')));
    expect(row).toMatchObject({ name: 'purchase', properties: { plan: 'pro', value: 249, currency: 'USD' }, visitorId: null });
  });

  it('throws on properties that break the contract, storing nothing', async () => {
    const learner = await createLearner(app);
    // @ts-expect-error 'gold' is no plan: the contract must refuse it at run time as well.
    const wrong: AnalyticsEventProperties['purchase'] = { plan: 'gold', value: 1, currency: 'USD' };
    await expect(recordEvent(app.database.db, { name: 'purchase', properties: wrong, userId: learner.id })).rejects.toThrow();
    expect(await app.database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, learner.id), eq(analyticsEvents.name, 'purchase')))).toEqual([]);
  });

  it('is dropped with the transaction it is recorded in when that fails', async () => {
    const learner = await createLearner(app);
    await expect(
      withTransaction(app.database.db, async (tx) => {
        await recordEvent(tx, { name: 'purchase', properties: { plan: 'elite', value: 699, currency: 'USD' }, userId: learner.id });
        throw new Error('fulfilment failed');
      }),
    ).rejects.toThrow('fulfilment failed');
    expect(await app.database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, learner.id), eq(analyticsEvents.name, 'purchase')))).toEqual([]);
  });
});
