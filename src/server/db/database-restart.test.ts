import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../testing/accounts';
import { createCourse } from '../testing/factories';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../testing/own-postgres';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
import { openDatabase, withTransaction, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';
import { enrollments } from './schema';

/**
 * The app on a PostgreSQL of its own that the test stops and starts, as a server restart or a
 * failover would: requests in the gap answer 503 quickly, nothing half-written stays behind, and
 * the app recovers by itself once the server is back.
 */
const bin = findPostgresBin();
const dataDir = mkdtempSync(path.join(tmpdir(), 'database-restart-'));

let postgres: OwnPostgres;
let database: DatabaseHandle;
let app: App;
let testApp: TestApp;
let learner: TestLearner;
let slug: string;

beforeAll(async () => {
  postgres = await startOwnPostgres(bin!);
  database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  await prepareDatabase(database, { seed: false });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, ALLOW_TEST_PAYMENTS: 'true', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' });
  app = await buildApp({ config, database, logger: false, authSecret: TEST_AUTH_SECRET });
  testApp = { ...app, database, close: async () => undefined };
  learner = await createLearner(testApp);
  slug = (await createCourse(database.db, { requiredPlan: 'free' })).slug;
}, 60_000);

afterAll(async () => {
  await app?.server.close();
  await database?.close();
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const enrol = () => app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: learner.cookie } });

describe.skipIf(!bin)('a database restart (own PostgreSQL server)', () => {
  it('answers 503 with a message while the database is down, readiness names the database, then recovers by itself', async () => {
    expect((await app.server.inject({ method: 'GET', url: `/api/courses/${slug}` })).statusCode).toBe(200);

    postgres.stop();
    const started = Date.now();
    const read = await app.server.inject({ method: 'GET', url: `/api/courses/${slug}` });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({ error: 'UNAVAILABLE', message: 'The site is briefly unavailable. Please try again in a moment.' });
    const write = await enrol();
    expect(write.statusCode).toBe(503);
    const page = await app.server.inject({ method: 'GET', url: '/dashboard', headers: { cookie: learner.cookie } });
    expect(page.statusCode).toBeLessThan(500);
    const ready = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'failed' }, migrations: { status: 'skipped' }, storage: { status: 'ok' } }, failed: ['database'] });
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);

    postgres.start();
    expect((await app.server.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await app.server.inject({ method: 'GET', url: `/api/courses/${slug}` })).statusCode).toBe(200);
    expect((await enrol()).statusCode).toBe(201);
    const [row] = await database.db.select({ n: count() }).from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(row?.n).toBe(1);
  }, 60_000);

  it('survives the server cutting a connection a transaction holds between two queries (no crash: the transaction fails, the next request works)', async () => {
    const cut = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      postgres.stop();
      // The cut arrives while the connection is checked out and idle; an unheard 'error' here ended the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
    postgres.start();
    expect((await app.server.inject({ method: 'GET', url: `/api/courses/${slug}` })).statusCode).toBe(200);
  }, 60_000);
});
