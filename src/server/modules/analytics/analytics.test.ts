import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnalyticsEvent } from '../../../shared/api/analytics';
import { analyticsEvents } from '../../db/schema';
import { createLearner, SAME_ORIGIN } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** As the browser's beacon sends an event: JSON as text/plain, to the descriptor's address. */
const track = (payload: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: recordAnalyticsEvent.method, url: recordAnalyticsEvent.path, headers: { ...SAME_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...headers }, payload });

describe('POST /api/analytics/events', () => {
  it('records an event sent as a beacon, with the signed-in learner', async () => {
    const learner = await createLearner(app);
    const response = await track(JSON.stringify({ event: 'lesson_completed', properties: { course_id: 'c1', lesson_id: 'l1', progress_percentage: 25 }, path: '/learn/x' }), { cookie: learner.cookie });
    expect(response.statusCode).toBe(204);
    const [row] = await app.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, learner.id));
    expect(row).toMatchObject({ name: 'lesson_completed', path: '/learn/x', properties: { course_id: 'c1', lesson_id: 'l1', progress_percentage: 25 } });
  });

  it('refuses unknown events, nested properties and malformed JSON with a 400', async () => {
    expect((await track(JSON.stringify({ event: 'hacked' }))).statusCode).toBe(400);
    expect((await track(JSON.stringify({ event: 'page_view', properties: { nested: { a: 1 } } }))).statusCode).toBe(400);
    expect((await track('{not json')).statusCode).toBe(400);
  });
});
