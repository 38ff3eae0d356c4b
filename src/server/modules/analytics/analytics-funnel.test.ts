import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard, type DashboardResponse } from '../../../shared/api/admin-analytics';
import type { BrowserEvent } from '../../../shared/api/analytics';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordEvent } from './analytics.service';

/**
 * The dashboard's funnel counts people (decision 0073): seeded visitors, learners and admins go
 * through the real endpoints (browser batches, sign-up, enrolment), with some browsers blocking
 * every event of their own.
 */

let app: TestApp;
let reader: TestLearner;
const TODAY = new Date().toISOString().slice(0, 10);

const view = (path: string): BrowserEvent => ({ name: 'page_view', properties: { page_path: path }, path });
const startedSignUp: BrowserEvent = { name: 'sign_up_initiated', properties: { plan: 'pro' }, path: '/auth' };
const startedCheckout: BrowserEvent = { name: 'checkout_initiated', properties: { plan: 'pro', value: 249, currency: 'USD' }, path: '/pricing' };

/** A browser's batch, signed in when a cookie is given. */
async function browse(visitorId: string, events: BrowserEvent[], cookie?: string): Promise<void> {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { ...SAME_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ visitor_id: visitorId, events }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function enrol(learner: TestLearner, slug: string): Promise<void> {
  const response = await app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
  expect(response.statusCode).toBeLessThan(300);
}

const dashboard = async (): Promise<DashboardResponse> =>
  (await injectEndpoint(app.server, getDashboard, { cookie: reader.cookie }, { query: { from: TODAY, to: TODAY } })).body();
const funnelOf = (figures: DashboardResponse) => Object.fromEntries(figures.funnel.map((step) => [step.step, step.count]));

let slug: string;
let courseId: string;

beforeAll(async () => {
  app = await createTestApp();
  // The admin who reads the dashboard: their own sign-up is no figure either.
  reader = await createAdmin(app);
  ({ slug, id: courseId } = await createCourse(app.database.db));

  // Five anonymous visitors, twelve page views between them; two start a sign-up, one of them twice.
  for (const [index, visitor] of ['visitor-anon-1', 'visitor-anon-2', 'visitor-anon-3', 'visitor-anon-4', 'visitor-anon-5'].entries()) {
    await browse(visitor, [view('/'), view('/pricing'), ...(index < 2 ? [view('/courses')] : [])]);
  }
  await browse('visitor-anon-1', [startedSignUp, startedSignUp]);
  await browse('visitor-anon-2', [startedSignUp]);

  // A learner seen all the way: visits, starts a sign-up, signs up, browses signed in, checks out twice, buys, enrols.
  await browse('visitor-seen-1', [view('/pricing'), startedSignUp]);
  const seen = await createLearner(app);
  await browse('visitor-seen-1', [view('/dashboard'), startedCheckout, startedCheckout], seen.cookie);
  await recordEvent(app.database.db, { name: 'purchase', userId: seen.id, properties: { plan: 'pro', value: 249, currency: 'USD' } });
  await enrol(seen, slug);

  // Two learners whose browsers block every analytics event: the server still records their sign-up, one's purchase and enrolment.
  const blocked = await createLearner(app);
  await createLearner(app);
  await recordEvent(app.database.db, { name: 'purchase', userId: blocked.id, properties: { plan: 'elite', value: 699, currency: 'USD' } });
  await enrol(blocked, slug);
});
afterAll(async () => {
  await app?.close();
});

describe('the funnel', () => {
  it('counts each person once at every step they reached, the blocked browsers included', async () => {
    expect(funnelOf(await dashboard())).toEqual({
      // Five anonymous visitors, the learner seen all the way, the two blocked learners.
      visited: 8,
      sign_up_initiated: 5,
      sign_up_completed: 3,
      checkout_initiated: 2,
      purchase: 2,
    });
  });

  it('never counts more people at a step than at the one before', async () => {
    const { funnel } = await dashboard();
    for (let index = 1; index < funnel.length; index++) {
      expect(funnel[index]!.count).toBeLessThanOrEqual(funnel[index - 1]!.count);
      expect(funnel[index]!.conversion).toBeLessThanOrEqual(1);
    }
  });

  it('counts enrolments the server recorded, with no event from the browser', async () => {
    expect((await dashboard()).courses.find((row) => row.courseId === courseId)?.enrolments).toBe(2);
  });

  it("leaves an admin's own visits, sign-up and enrolment out of every figure", async () => {
    const before = await dashboard();
    const admin = await createAdmin(app);
    await browse('admin-browser', [view('/'), view('/pricing'), startedSignUp, startedCheckout], admin.cookie);
    await enrol(admin, slug);
    expect(await dashboard()).toEqual(before);
  });
});
