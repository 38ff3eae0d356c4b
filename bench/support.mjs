// Helpers shared by the benchmark scripts.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg } from 'node:os';

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
