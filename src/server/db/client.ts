import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;

/** Arbitrary constant shared by every process of this app: "cour" in ASCII. */
const MIGRATION_LOCK_KEY = 0x636f7572;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  /** Runs `work` while holding a lock no other app process on this database can take. */
  withExclusiveLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  poolSize?: number;
  dataDir: string;
  /** Tests pass a PGlite restored from a migrated snapshot. */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite, () => undefined);

  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // PGlite has no lock across processes: a second process on the same directory would
  // silently lose rows, so the directory is locked for the life of this process.
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function wrapPglite(client: PGlite, releaseLock: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    // One process owns a PGlite directory (see acquireDataDirLock), so there is no one to exclude.
    withExclusiveLock: (work) => work(db),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool;
  // unheard, it would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`database: an idle connection failed (${error.message}); it will be replaced`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async withExclusiveLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(drizzlePg({ client: connection, schema }) as unknown as Database);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
