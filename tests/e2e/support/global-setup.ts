import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readContentCourses } from '../../../src/server/content/read-content';
import { openDatabase } from '../../../src/server/db/client';
import { prepareDatabase } from '../../../src/server/db/prepare';
import { importCourse } from '../../../src/server/db/seed/import-course';
import { E2E_ADMIN, saveSharedSecret, setUpSecondFactor } from './admin';
import { createPlanLearners } from './plans';
import { E2E_COMPANY, E2E_SUPPORT_EMAIL } from './site-config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (its local mailbox is DATA_DIR/mailbox). */
    dataDir: string;
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
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy in time:\n${log()}`);
}

/**
 * The seed catalogue plus the courses of tests/e2e/fixtures/courses: while the real Pro courses
 * are drafts (their lessons are being written), a published Pro course still has to exist for
 * the plan-gating journeys.
 */
async function prepareCatalogue(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await prepareDatabase(database);
    for (const fixture of readContentCourses(path.resolve(import.meta.dirname, '../fixtures/courses'))) await importCourse(database.db, fixture.course);
    await createPlanLearners(database, dataDir);
  } finally {
    await database.close();
  }
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

/** Builds if needed and starts the real server (`npm start`) on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-e2e-'));
  await prepareCatalogue(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: baseUrl, RATE_LIMIT_SCALE: '50', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, SUPPORT_EMAIL: E2E_SUPPORT_EMAIL, COMPANY_LEGAL_NAME: E2E_COMPANY.legalName, COMPANY_ADDRESS: E2E_COMPANY.postalAddress },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  saveSharedSecret(dataDir, await adminSecondFactor(baseUrl));
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
