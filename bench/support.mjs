// Helpers shared by the benchmark scripts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

export function describeMachine() {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${availableParallelism()} cores (${model}), Node ${process.version}`;
}

export function pad(text, width) {
  return String(text).padEnd(width);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Ends a child process: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]))) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts the course server (`node ...args` in `root`) in production mode on a free port of
 * 127.0.0.1 with a fresh `bench-{name}-` data directory, on `databaseUrl` (with a random
 * AUTH_SECRET) or embedded PGlite, and waits until /api/health answers. `stop()` ends it and
 * removes the data directory; with `printOutputOnStop` it then prints the server's last 10 lines.
 */
export async function startServer({ root, args, name, databaseUrl, extraEnv = {}, printOutputOnStop = false }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl ?? '',
      AUTH_SECRET: databaseUrl ? randomBytes(32).toString('hex') : '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (printOutputOnStop && output.trim()) console.log(`  server output (LOG_LEVEL=warn):\n${output.trim().split('\n').slice(-10).join('\n')}`);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${output.slice(-3000)}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid, dataDir, stop };
    } catch {
      // not listening yet
    }
    await delay(300);
  }
  await stop();
  throw new Error(`The server did not become healthy within 120 s:\n${output.slice(-3000)}`);
}

/** Other load on the machine skews every figure: say so before measuring. */
export function warnIfBusy() {
  const [oneMinute] = loadavg();
  if (oneMinute > availableParallelism()) {
    console.log(`Warning: load average ${oneMinute.toFixed(1)} on ${availableParallelism()} cores before starting: other processes compete for the CPU, expect noisy figures.\n`);
  }
}

/**
 * Creates a throw-away database named `{prefix}_{random}` on the given PostgreSQL for one run;
 * undefined (and a note) when none answers. `drop()` removes it at the end.
 */
export async function createPostgresDatabase(adminUrl, prefix) {
  const { default: pg } = await import('pg');
  const base = new URL(adminUrl);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const adminDatabase = new URL(base);
  adminDatabase.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminDatabase.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL at ${base.host} is not usable (${error.message}): running on PGlite only.\n`);
    await admin.end().catch(() => undefined);
    return undefined;
  }
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `${base.host}/${name}`,
    async query(text) {
      const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3_000 });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: adminDatabase.toString(), connectionTimeoutMillis: 3_000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
