import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { projectRoot } from './paths';
import { createCourse } from './testing/factories';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from './testing/own-postgres';

/**
 * Two app processes on two ports against one PostgreSQL (a server of the test's own), as behind
 * a load balancer: a learner signs in on one, enrols and completes the course on the other, and
 * reads the certificate on the first. Nothing a request needs lives in one process's memory.
 */
const bin = findPostgresBin();
const PUBLIC_URL = 'http://courses.test';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
      PUBLIC_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance did not start: ${stderr}`);
}

function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

describe.skipIf(!bin)('several app processes on one PostgreSQL (own server)', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let first: Instance;
  let second: Instance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'multi-instance-'));

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    first = await startInstance(postgres.url, path.join(dataDir, 'a'));
    second = await startInstance(postgres.url, path.join(dataDir, 'b'));
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries one learner across both: sign in on one, enrol and complete on the other, certificate on the first', async () => {
    const course = await createCourse(database.db, { requiredPlan: 'free' });
    const write = (instance: Instance, url: string, cookie: string, body: unknown = {}) =>
      fetch(`${instance.base}${url}`, { method: 'POST', headers: { origin: PUBLIC_URL, 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

    const signUp = await write(first, '/api/auth/sign-up/email', '', { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'correct-horse' });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    expect((await fetch(`${second.base}/api/session`, { headers: { cookie } }).then((r) => r.json())).user.email).toBe('ana@example.com');
    expect((await write(second, `/api/courses/${course.slug}/enrollment`, cookie)).status).toBe(201);
    for (const lesson of ['l1', 'l2', 'l3']) {
      expect((await write(second, `/api/learn/${course.slug}/lessons/${lesson}/completion`, cookie)).status).toBe(200);
    }

    const certificate = await fetch(`${first.base}/api/certificates/${course.id}`, { headers: { cookie } });
    expect(certificate.status).toBe(200);
    expect((await certificate.json()).certificate.certificateId).toMatch(/^CERT-\d{4}-[A-Z0-9]{6}$/);
  }, 60_000);
});
