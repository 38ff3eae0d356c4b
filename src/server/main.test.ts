import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

/** The server as a process: start-up checks, the data directory lock and clean shutdown. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starting from source compiles it first: on a busy 2-core machine that has taken over 30 s. */
async function waitForHealth(port: number): Promise<Response> {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('server did not start');
}

describe('server process', () => {
  it('refuses to start with a bad variable, naming it in one line', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe('Cannot start: Invalid PORT: must be a port number (got "eighty")\n');
  });

  it('refuses a public PUBLIC_URL without Stripe settings unless test payments are chosen, naming the variables in one line', async () => {
    const server = startServer({ PUBLIC_URL: 'https://academy.example.com' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Cannot start: Missing STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ELITE: PUBLIC_URL https://academy.example.com is not a loopback address, so payments need Stripe (set ALLOW_TEST_PAYMENTS=true to run the local test checkout there, where no money moves)\n',
    );
  });

  it('with ALLOW_TEST_PAYMENTS=true on a public PUBLIC_URL, warns at start and names the payment mode', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), PUBLIC_URL: 'https://academy.example.com', ALLOW_TEST_PAYMENTS: 'true', LOG_LEVEL: 'info' });
    try {
      expect((await waitForHealth(port)).status).toBe(200);
      await expect.poll(() => server.stdout(), { timeout: 10_000 }).toContain('Site ready at');
      const lines = server.stdout().trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(lines.find((line) => line.msg.startsWith('Site ready at'))?.msg).toMatch(/payments: local test checkout, no money moves\)$/);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'ALLOW_TEST_PAYMENTS=true on a public site: anyone can take a plan without paying (the local test checkout); only admins may move its test clock' }),
      );
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('serves, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const port = await freePort();
    // A data folder left readable by others (say by an older version) is made owner-only at start.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'mailbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'mailbox', 'old.eml'), 'a reset link', { mode: 0o644 });
    const umask = process.umask(0o022);
    const first = startServer({ PORT: String(port) });
    process.umask(umask);
    const health = await waitForHealth(port);
    const entries = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dataDir, entry))];
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.filter((entry) => (lstatSync(entry).mode & 0o077) !== 0 && !lstatSync(entry).isSymbolicLink())).toEqual([]);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite', storage: 'disk' });

    const second = startServer({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/^Cannot start: DATA_DIR .* is in use by another server \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
