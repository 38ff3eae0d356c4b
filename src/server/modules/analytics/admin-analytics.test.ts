import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard, type DashboardResponse } from '../../../shared/api/admin-analytics';
import type { BrowserEvent } from '../../../shared/api/analytics';
import { analyticsDaily, analyticsDailyVisitors, analyticsEvents } from '../../db/schema';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { rebuildDailyRollups } from './analytics.data';
import { AnalyticsService, recordEvent } from './analytics.service';

/** /api/admin/analytics: the dashboard's figures against counts made straight from the events. */

let app: TestApp;
let admin: TestLearner;
let learner: TestLearner;
/** A learner whose browser sends no events. */
let other: TestLearner;
/** The rollups as the live path left them, before any rebuild. */
let incrementalRollups: { daily: string[]; visitors: string[] };
const SITE_HOST = new URL(TEST_PUBLIC_URL).hostname;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const TODAY = dayOf(new Date());
const RANGE = { from: dayOf(daysAgo(40)), to: TODAY };

const view = (path: string, referrer?: string): BrowserEvent => ({ name: 'page_view', properties: { page_path: path }, path, referrer });
const event = (name: BrowserEvent['name'], properties: Record<string, unknown>): BrowserEvent => ({ name, properties, path: '/x' }) as BrowserEvent;
const course = (id: string, title: string) => ({ course_id: id, course_title: title });
const completed = (courseId: string, lessonId: string, progress: number) => event('lesson_completed', { course_id: courseId, lesson_id: lessonId, progress_percentage: progress });

/** Today's events, through the live path that keeps the rollups batch by batch. */
async function seedLive(): Promise<void> {
  const analytics = new AnalyticsService(app.database.db, SITE_HOST);
  await analytics.recordBrowserEvents(null, 'visitor-a', [
    view('/', 'https://www.google.com/search?q=ai'),
    view('/pricing', `${TEST_PUBLIC_URL}/`),
    event('sign_up_initiated', { plan: 'pro' }),
    event('checkout_initiated', { plan: 'pro', value: 249, currency: 'USD' }),
  ]);
  await analytics.recordBrowserEvents(null, 'visitor-b', [view('/pricing'), view('/courses', 'https://news.example.org/a'), event('sign_up_initiated', {})]);
  await analytics.recordBrowserEvents({ id: learner.id } as never, 'visitor-c', [
    view('/courses/ai-101'),
    completed('c-1', 'l-1', 25),
    completed('c-1', 'l-2', 50),
    completed('c-2', 'l-9', 100),
    event('certificate_earned', course('c-2', 'Automate')),
  ]);
  await analytics.recordBrowserEvents(null, 'visitor-d', [completed('c-1', 'l-1', 25)]);
  // Enrolments are the server's to record (decision 0073).
  for (const [userId, courseId, title] of [[learner.id, 'c-1', 'AI 101'], [learner.id, 'c-2', 'Automate'], [other.id, 'c-1', 'AI 101']] as const) {
    await recordEvent(app.database.db, { name: 'course_enrolled', properties: course(courseId, title), userId });
  }
  await recordEvent(app.database.db, { name: 'purchase', properties: { plan: 'pro', value: 249, currency: 'USD' }, userId: learner.id });
  await recordEvent(app.database.db, { name: 'purchase', properties: { plan: 'elite', value: 699, currency: 'USD' }, userId: admin.id });
}

/** Earlier days, inserted as a backfill would bring them (rollups rebuilt afterwards); one event outside the range. */
async function seedBackfill(): Promise<void> {
  const at = (days: number, row: Omit<typeof analyticsEvents.$inferInsert, 'createdAt'>) => ({ ...row, createdAt: daysAgo(days) });
  await app.database.db.insert(analyticsEvents).values([
    at(3, { name: 'page_view', properties: { page_path: '/pricing' }, path: '/pricing', visitorId: 'visitor-a', referrer: 'https://google.com/' }),
    at(3, { name: 'page_view', properties: { page_path: '/' }, path: '/', visitorId: 'visitor-e' }),
    at(3, { name: 'page_view', properties: { page_path: '/' }, path: '/', visitorId: 'visitor-e' }),
    at(10, { name: 'purchase', properties: { plan: 'pro', value: 249, currency: 'USD' }, userId: learner.id }),
    at(35, { name: 'purchase', properties: { plan: 'elite', value: 699, currency: 'USD' }, userId: learner.id }),
    at(12, { name: 'course_enrolled', properties: course('c-1', 'AI 101 (old title)'), path: '/x', visitorId: 'visitor-f' }),
    at(60, { name: 'page_view', properties: { page_path: '/old' }, path: '/old', visitorId: 'visitor-g' }),
  ]);
}

beforeAll(async () => {
  app = await createTestApp();
  [admin, learner, other] = await Promise.all([createAdmin(app), createLearner(app), createLearner(app)]);
  await seedLive();
  incrementalRollups = await rollupRows();
  await seedBackfill();
});
afterAll(async () => {
  await app?.close();
});

async function rollupRows() {
  return {
    daily: (await app.database.db.select().from(analyticsDaily)).map((row) => JSON.stringify(row)).sort(),
    visitors: (await app.database.db.select().from(analyticsDailyVisitors)).map((row) => JSON.stringify(row)).sort(),
  };
}

const dashboard = async (range = RANGE): Promise<DashboardResponse> => (await injectEndpoint(app.server, getDashboard, { cookie: admin.cookie }, { query: range })).body();

type EventRow = typeof analyticsEvents.$inferSelect;

/** The figures, counted straight from the stored events with nothing but array methods. */
function expectedFigures(rows: EventRow[], range: { from: string; to: string }) {
  const inRange = rows.filter((row) => dayOf(row.createdAt) >= range.from && dayOf(row.createdAt) <= range.to);
  const views = inRange.filter((row) => row.name === 'page_view');
  const props = (row: EventRow) => row.properties as Record<string, unknown>;
  const countBy = <T>(items: T[], key: (item: T) => string | null) => {
    const counts = new Map<string, number>();
    for (const item of items) {
      const value = key(item);
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const referrerOf = (row: EventRow) => {
    if (!row.referrer) return '(direct)';
    const host = new URL(row.referrer).hostname.replace(/^www\./, '');
    return host === SITE_HOST ? null : host;
  };
  // A person: the account, or the account a visitor id was first seen signed in as, or the visitor id; admins left out.
  const accountOf = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (row.visitorId && row.userId && !accountOf.has(row.visitorId)) accountOf.set(row.visitorId, row.userId);
  }
  const personOf = (row: EventRow) => row.userId ?? accountOf.get(row.visitorId ?? '') ?? `visitor ${row.visitorId}`;
  const people = new Map<string, Set<string>>();
  for (const row of inRange.filter((r) => (r.userId || r.visitorId) && personOf(r) !== admin.id)) {
    people.set(personOf(row), (people.get(personOf(row)) ?? new Set()).add(row.name));
  }
  const stepEvents = [[], ['sign_up_initiated', 'sign_up_completed'], ['sign_up_completed'], ['checkout_initiated', 'purchase'], ['purchase']];
  const depth = (names: Set<string>) => {
    const passed = stepEvents.findIndex((events) => events.length > 0 && !events.some((name) => names.has(name)));
    return passed === -1 ? stepEvents.length : passed;
  };
  const funnel = stepEvents.map((_, step) => [...people.values()].filter((names) => depth(names) > step).length);
  const purchases = inRange.filter((row) => row.name === 'purchase');
  const sumBy = (key: (row: EventRow) => string) =>
    [...countBy(purchases, key).keys()].map((value) => {
      const group = purchases.filter((row) => key(row) === value);
      return { value, purchases: group.length, revenue: group.reduce((sum, row) => sum + Number(props(row).value), 0) };
    });
  const learnerOf = (row: EventRow) => row.userId ?? row.visitorId!;
  const finished = new Set(rows.filter((row) => row.name === 'certificate_earned').map((row) => `${learnerOf(row)}|${props(row).course_id}`));
  const lastLesson = new Map<string, EventRow>();
  const progress = (row: EventRow) => Number(props(row).progress_percentage);
  for (const row of inRange.filter((r) => r.name === 'lesson_completed').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || progress(a) - progress(b))) {
    lastLesson.set(`${learnerOf(row)}|${props(row).course_id}`, row);
  }
  const stopped = [...lastLesson.entries()].filter(([key]) => !finished.has(key)).map(([, row]) => `${props(row).course_id}|${props(row).lesson_id}`);

  return {
    pageViewsByDay: countBy(views, (row) => dayOf(row.createdAt)),
    visitorsByDay: new Map([...countBy([...new Set(inRange.filter((row) => row.visitorId).map((row) => `${dayOf(row.createdAt)}|${row.visitorId}`))], (key) => key.split('|')[0]!)]),
    pages: countBy(views, (row) => row.path),
    referrers: countBy(views, referrerOf),
    funnel,
    byMonth: sumBy((row) => row.createdAt.toISOString().slice(0, 7)),
    byPlan: sumBy((row) => String(props(row).plan)),
    enrolments: countBy(inRange.filter((row) => row.name === 'course_enrolled'), (row) => String(props(row).course_id)),
    completions: countBy(inRange.filter((row) => row.name === 'certificate_earned'), (row) => String(props(row).course_id)),
    stops: countBy(stopped, (key) => key),
  };
}

function expectEqualFigures(figures: DashboardResponse, expected: ReturnType<typeof expectedFigures>, days: number): void {
  const byDay = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  expect(figures.daily).toHaveLength(days);
  expect(figures.daily.filter((day) => day.pageViews > 0).map((day) => [day.day, day.pageViews])).toEqual(byDay(expected.pageViewsByDay));
  expect(figures.daily.filter((day) => day.visitors > 0).map((day) => [day.day, day.visitors])).toEqual(byDay(expected.visitorsByDay));
  expect(new Map(figures.topPages.map((row) => [row.path, row.views]))).toEqual(expected.pages);
  expect(new Map(figures.topReferrers.map((row) => [row.referrer, row.views]))).toEqual(expected.referrers);
  expect(figures.funnel.map((step) => step.count)).toEqual(expected.funnel);
  expect(figures.revenueByMonth.map((row) => ({ value: row.month, purchases: row.purchases, revenue: row.revenue }))).toEqual(
    expected.byMonth.sort((a, b) => a.value.localeCompare(b.value)),
  );
  expect(new Set(figures.revenueByPlan.map((row) => JSON.stringify({ value: row.plan, purchases: row.purchases, revenue: row.revenue })))).toEqual(
    new Set(expected.byPlan.map((row) => JSON.stringify(row))),
  );
  expect(new Map(figures.courses.map((row) => [row.courseId, row.enrolments]))).toEqual(expected.enrolments);
  expect(new Map(figures.courses.filter((row) => row.completions > 0).map((row) => [row.courseId, row.completions]))).toEqual(expected.completions);
  expect(new Map(figures.stops.map((row) => [`${row.courseId}|${row.lessonId}`, row.learners]))).toEqual(expected.stops);
}

describe('access', () => {
  it('answers visitors 401 and learners 403', async () => {
    expect((await injectEndpoint(app.server, getDashboard, {}, { query: RANGE })).status).toBe(401);
    expect((await injectEndpoint(app.server, getDashboard, { cookie: learner.cookie }, { query: RANGE })).status).toBe(403);
  });
});

describe('the dashboard', () => {
  it("equals the counts made straight from today's events, kept batch by batch", async () => {
    const today = { from: TODAY, to: TODAY };
    expectEqualFigures(await dashboard(today), expectedFigures(await app.database.db.select().from(analyticsEvents), today), 1);
  });

  it('equals the counts made straight from every seeded event over 41 days once the rollups are rebuilt', async () => {
    await rebuildDailyRollups(app.database.db, SITE_HOST);
    const figures = await dashboard();
    expectEqualFigures(figures, expectedFigures(await app.database.db.select().from(analyticsEvents), RANGE), 41);
    // The figures the seed was built to give, so a wrong expectation cannot pass unnoticed.
    // People: the learner and the learner without events all the way through sign-up, the learner on to a purchase;
    // visitors a and b started a sign-up; d, e and f only visited; the admin is left out.
    expect(figures.funnel.map((step) => step.count)).toEqual([7, 4, 2, 1, 1]);
    expect(figures.stops).toEqual([
      { courseId: 'c-1', courseTitle: 'AI 101', lessonId: 'l-1', lessonTitle: null, learners: 1 },
      { courseId: 'c-1', courseTitle: 'AI 101', lessonId: 'l-2', lessonTitle: null, learners: 1 },
    ]);
    expect(figures.revenueByPlan).toEqual([
      { plan: 'elite', purchases: 2, revenue: 1398 },
      { plan: 'pro', purchases: 2, revenue: 498 },
    ]);
    expect(figures.courses.find((row) => row.courseId === 'c-1')).toEqual({ courseId: 'c-1', courseTitle: 'AI 101', enrolments: 3, completions: 0 });
  });

  it('rebuilding the rollups gives the same rows the live path kept', async () => {
    await rebuildDailyRollups(app.database.db, SITE_HOST);
    const rebuilt = await rollupRows();
    const ofToday = (rows: string[]) => rows.filter((row) => row.includes(`"day":"${TODAY}"`));
    expect(ofToday(rebuilt.daily)).toEqual(incrementalRollups.daily);
    expect(ofToday(rebuilt.visitors)).toEqual(incrementalRollups.visitors);
  });

  it('gives each funnel step its conversion from the step before', async () => {
    const { funnel } = await dashboard();
    expect(funnel.map((step) => step.label)).toEqual(['Visited the site', 'Started sign-up', 'Completed sign-up', 'Started checkout', 'Purchased']);
    expect(funnel[0]!.conversion).toBeNull();
    for (let index = 1; index < funnel.length; index++) {
      expect(funnel[index]!.conversion).toBeCloseTo(funnel[index]!.count / funnel[index - 1]!.count);
    }
  });

  it('keeps to the date range', async () => {
    await rebuildDailyRollups(app.database.db, SITE_HOST);
    const today = await dashboard({ from: TODAY, to: TODAY });
    expect(today.daily).toHaveLength(1);
    expect(today.topPages.some((row) => row.path === '/old')).toBe(false);
    expect(today.revenueByMonth.reduce((sum, row) => sum + row.purchases, 0)).toBe(2);
    const old = dayOf(daysAgo(60));
    expect((await dashboard({ from: old, to: old })).topPages).toEqual([{ path: '/old', views: 1 }]);
  });

  it('names courses and lessons as the catalogue does today; a lesson removed since has no title, a course deleted since its recorded one', async () => {
    const renamed = await createCourse(app.database.db, { title: 'Automation Basics' });
    const deletedId = '00000000-0000-4000-8000-000000000001';
    const day = daysAgo(100);
    const at = (visitorId: string, name: 'course_enrolled' | 'lesson_completed', properties: Record<string, unknown>) => ({ name, properties, path: '/x', visitorId, createdAt: day });
    await app.database.db.insert(analyticsEvents).values([
      at('visitor-p', 'course_enrolled', course(renamed.id, 'Automation 101 (its title then)')),
      at('visitor-p', 'lesson_completed', { course_id: renamed.id, lesson_id: 'l2', progress_percentage: 66 }),
      at('visitor-q', 'lesson_completed', { course_id: renamed.id, lesson_id: 'l-removed', progress_percentage: 33 }),
      at('visitor-r', 'course_enrolled', course(deletedId, 'A Retired Course')),
      at('visitor-r', 'lesson_completed', { course_id: deletedId, lesson_id: 'l1', progress_percentage: 50 }),
    ]);
    await rebuildDailyRollups(app.database.db, SITE_HOST);
    const figures = await dashboard({ from: dayOf(day), to: dayOf(day) });
    const byCourseAndLesson = (a: { courseId: string; lessonId: string }, b: { courseId: string; lessonId: string }) => a.courseId.localeCompare(b.courseId) || a.lessonId.localeCompare(b.lessonId);
    expect([...figures.stops].sort(byCourseAndLesson)).toEqual([
      { courseId: deletedId, courseTitle: 'A Retired Course', lessonId: 'l1', lessonTitle: null, learners: 1 },
      { courseId: renamed.id, courseTitle: 'Automation Basics', lessonId: 'l-removed', lessonTitle: null, learners: 1 },
      { courseId: renamed.id, courseTitle: 'Automation Basics', lessonId: 'l2', lessonTitle: 'Where it helps', learners: 1 },
    ].sort(byCourseAndLesson));
    expect(new Map(figures.courses.map((row) => [row.courseId, row.courseTitle]))).toEqual(
      new Map([
        [renamed.id, 'Automation Basics'],
        [deletedId, 'A Retired Course'],
      ]),
    );
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from is not a real date'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must be on or before to'],
    [{ from: '2020-01-01', to: '2026-03-01' }, 'at most 731 days'],
    [{ from: 'yesterday', to: '2026-03-01' }, 'YYYY-MM-DD'],
  ])('refuses the range %j with 400', async (query, message) => {
    const reply = await injectEndpoint(app.server, getDashboard, { cookie: admin.cookie }, { query });
    expect(reply.status).toBe(400);
    expect(reply.response.json().message).toContain(message);
  });
});

// Last: the add-on's purchase is not part of the seeded figures the tests above recount.
describe('revenue by what was bought', () => {
  it('counts an add-on purchase, whose event names a product instead of a plan, under that product', async () => {
    await recordEvent(app.database.db, { name: 'purchase', properties: { product: 'custom-ai-audit', value: 499, currency: 'USD' }, userId: learner.id });
    const reply = await injectEndpoint(app.server, getDashboard, { cookie: admin.cookie }, { query: { from: TODAY, to: TODAY } });
    expect(reply.status).toBe(200);
    expect(reply.response.json().revenueByPlan).toContainEqual({ plan: 'custom-ai-audit', purchases: 1, revenue: 499 });
  });
});
