import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth } from '../../../shared/api/health';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const answer = await injectEndpoint(app.server, getHealth, {});
    expect(answer.status).toBe(200);
    expect(answer.body()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', status: 'up' },
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const answer = await injectEndpoint(app.server, getHealth, {});
      expect(answer.status).toBe(503);
      expect(answer.body()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
    } finally {
      app.database.ping = ping;
    }
  });
});
