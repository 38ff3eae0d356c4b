import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedCatalog } from '../db/seed/seed-catalog';
import { createTestDatabase } from './test-database';
import type { RenderPage } from '../../shared/server-render';
import type { PaymentProvider } from '../adapters/payments/payment-provider';

export interface TestApp extends App {
  database: DatabaseHandle;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://courses.test';
export const TEST_AUTH_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** What a test changes about the app it starts. */
export interface TestAppOptions {
  seed?: boolean;
  rateLimitScale?: number;
  renderPage?: RenderPage;
  env?: Record<string, string>;
  paymentProvider?: PaymentProvider;
  requestBodyTimeoutMs?: number;
  mailWorker?: AppOptions['mailWorker'];
}

/** The real application on a database of its own, for `app.server.inject` API tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedCatalog(database.db);
  // Every test shares one client address, so the limits are raised unless a test is about them.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    // TEST_PUBLIC_URL is not a loopback address: the local checkout runs there only when chosen.
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 100),
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: false, authSecret: TEST_AUTH_SECRET, renderPage: options.renderPage, paymentProvider: options.paymentProvider, requestBodyTimeoutMs: options.requestBodyTimeoutMs, mailWorker: options.mailWorker });
  return {
    ...app,
    database,
    async close() {
      await app.server.close();
      await database.close();
    },
  };
}

/**
 * One test app for every test in the calling file: started before its first test, closed after its last.
 * The fields are read when a test or hook runs, so the file writes `app.server` as with createTestApp.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test or a hook.');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get context() {
      return current().context;
    },
    get mailWorker() {
      return current().mailWorker;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
