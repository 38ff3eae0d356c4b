import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { readContentCourses } from '../../../src/server/content/read-content';
import { openDatabase } from '../../../src/server/db/client';
import { prepareDatabase } from '../../../src/server/db/prepare';
import { importCourse } from '../../../src/server/db/seed/import-course';
import { E2E_ADMIN, saveSharedSecret, setUpSecondFactor } from './admin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { createPlanLearners } from './plans';
import { E2E_AUTH_SECRET, E2E_COMPANY, E2E_SUPPORT_EMAIL } from './site-config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (its local mailbox is DATA_DIR/mailbox). */
    dataDir: string;
    /** The shared server's clock runs as many milliseconds ahead as this file says (shifted-clock.mjs); only journeys of the serial group write it. */
    clockFile: string;
    /** The run's one Chromium, which every journey file connects to. */
    browserEndpoint: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy in time:\n${log()}`);
}

/**
 * The seed catalogue plus the courses of tests/e2e/fixtures/courses: while the real Pro courses
 * are drafts (their lessons are being written), a published Pro course still has to exist for
 * the plan-gating journeys.
 */
async function prepareCatalogue(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await prepareDatabase(database);
    for (const fixture of readContentCourses(path.resolve(import.meta.dirname, '../fixtures/courses'))) await importCourse(database.db, fixture.course);
    await createPlanLearners(database, dataDir);
  } finally {
    await database.close();
  }
}

/**
 * With TEST_DATABASE_URL set (CI's PostgreSQL), the journeys' server runs on a database of this
 * run's own on that server, so that journeys side by side are not queued on PGlite's one
 * connection; unset, on the embedded default like `npm start`.
 */
async function createRunDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => undefined };
  const name = `course_site_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Signs the admin in once and sets up their second factor, as the set-up page does; returns the authenticator secret. */
async function adminSecondFactor(baseUrl: string): Promise<string> {
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(E2E_ADMIN) });
  if (signIn.status !== 200) throw new Error(`the e2e admin could not sign in: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return setUpSecondFactor(baseUrl, async (url, init) => {
    const answer = await fetch(url, { method: init.method, headers: { ...headers, cookie }, body: JSON.stringify(init.body) });
    return { status: answer.status, json: () => answer.json() };
  });
}

/** The test-only clock shift (shifted-clock.mjs), loaded into the server before the app. */
function shiftedClock(clockFile: string): Record<string, string> {
  return { NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'shifted-clock.mjs')).href}`, E2E_CLOCK_FILE: clockFile };
}

/** Builds if needed and starts the real server (`npm start`) on a free port with a fresh DATA_DIR and database, and the run's browser. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-e2e-'));
  const clockFile = path.join(dataDir, 'e2e-clock-offset');
  writeFileSync(clockFile, '0');
  const database = await createRunDatabase();
  const [browser] = await Promise.all([chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }), prepareCatalogue(dataDir, database.url)]);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      ...shiftedClock(clockFile),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url ?? '',
      AUTH_SECRET: E2E_AUTH_SECRET,
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_SCALE: '50',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
      COMPANY_LEGAL_NAME: E2E_COMPANY.legalName,
      COMPANY_ADDRESS: E2E_COMPANY.postalAddress,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  saveSharedSecret(dataDir, await adminSecondFactor(baseUrl));
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('clockFile', clockFile);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await Promise.all([browser.close(), database.drop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
