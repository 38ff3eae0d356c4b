import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client';

/**
 * A migrated, empty database of its own for one test file: a PGlite restored from the run's
 * snapshot, or, with TEST_DATABASE_URL set, a copy of the template database on that server.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const name = `course_site_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(testDatabaseUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminClient(testDatabaseUrl, async (admin) => {
          await waitForConnectionsToClose(admin, name);
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  return openDatabase({ dataDir: '', pglite: client });
}

/**
 * pg's Pool.end() resolves before its clients' sockets have closed; dropping the database WITH
 * (FORCE) at that moment kills those backends, and the FATAL they send surfaces as an unhandled
 * error in the test run. So wait (briefly) until the server has seen them go.
 */
async function waitForConnectionsToClose(admin: pg.Client, databaseName: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [databaseName]);
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withAdminClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
