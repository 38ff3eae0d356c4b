import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { listenOnPostgres, type ChannelHandlers } from './postgres-listener';

export type Schema = typeof schema;

/** Arbitrary constant shared by every process of this app: "cour" in ASCII. */
const MIGRATION_LOCK_KEY = 0x636f7572;

/** The open database, whichever driver is behind it (PGlite or a `pg` pool). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on it, as `withTransaction` hands it to its work. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * What data functions and services take: the database, or a transaction their caller holds,
 * so one function serves both and a caller decides what runs atomically.
 */
export type DbExecutor = Database | Transaction;

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws.
 * Called with a transaction, it nests as a savepoint.
 */
export function withTransaction<T>(db: DbExecutor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** The rows of a raw SQL statement (Drizzle's query builder returns typed rows itself). */
export async function queryRows<Row>(db: DbExecutor, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  // Driver seam: with the driver left generic, execute's result is typed unknown; both drivers
  // (pg's QueryResult and PGlite's Results) carry the rows in `rows`.
  return (result as unknown as { rows: Row[] }).rows;
}

/** The database while `withExclusiveLock` holds its lock, with the driver's own migrator. */
export interface LockedDatabase {
  db: Database;
  migrate(migrationsFolder: string): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  /**
   * Calls `handlers` for every NOTIFY on `channel` from any process on this database (this one
   * included); resolves to the function that stops listening.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /** Runs `work` while holding a lock no other app process on this database can take. */
  withExclusiveLock<T>(work: (locked: LockedDatabase) => Promise<T>): Promise<T>;
  /**
   * Named locks shared by every app process on this database (PostgreSQL); undefined for the
   * embedded database, which one process owns, so a lock in its memory is already shared enough.
   */
  sharedLocks: SharedLocks | undefined;
  close(): Promise<void>;
}

/** A lock that every app process on the database sees, held until `release` (or the process ends). */
export interface SharedLocks {
  /** Takes the lock named `name` in `space` at once, or answers null when another holder has it. */
  tryLock(space: number, name: string): Promise<(() => Promise<void>) | null>;
}

const PGLITE_FOLDER = 'pglite';

/** The extensions the migrations create (pg_trgm for search, decision 0075): every embedded database is opened with them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

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
    const client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER), { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** What a copy of the embedded database leaves out: whole tables, and columns written as an SQL expression instead. */
export interface EmbeddedCopyRules {
  leaveOut: readonly string[];
  replace: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * A copy of the embedded database of `dataDir` as one gzipped tar (PGlite's own dump format), read
 * under the directory's lock: a server running on it refuses the backup rather than racing it.
 * The copy is logical (a fresh database, migrated, then each table's rows by COPY), so what the
 * rules leave out is nowhere in it: a copy of the files would keep it in the write-ahead log.
 */
export async function dumpEmbeddedDatabase(dataDir: string, migrationsFolder: string, rules: EmbeddedCopyRules): Promise<Blob> {
  const releaseLock = acquireDataDirLock(path.resolve(dataDir));
  try {
    const source = await PGlite.create(path.join(path.resolve(dataDir), PGLITE_FOLDER), { extensions: PGLITE_EXTENSIONS });
    const copy = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migratePglite(drizzlePglite(copy), { migrationsFolder });
      const applied = 'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations';
      const [sourceCount, copyCount] = await Promise.all([source.query<{ count: number }>(applied), copy.query<{ count: number }>(applied)]);
      if (sourceCount.rows[0]?.count !== copyCount.rows[0]?.count) {
        throw new Error('the embedded database is not at the migrations of this code: start the site once (it migrates at start), then back up');
      }
      await copyTables(source, copy, rules);
      return await copy.dumpDataDir('gzip');
    } finally {
      await copy.close();
      await source.close();
    }
  } finally {
    releaseLock();
  }
}

async function copyTables(source: PGlite, copy: PGlite, rules: EmbeddedCopyRules): Promise<void> {
  const { rows: tables } = await source.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  await copy.exec('SET session_replication_role = replica');
  for (const { name } of tables) {
    if (rules.leaveOut.includes(name)) continue;
    const { rows: columns } = await copy.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
      [name],
    );
    const replaced = rules.replace[name] ?? {};
    const select = columns.map((column) => replaced[column.name] ?? `"${column.name}"`).join(', ');
    const list = columns.map((column) => `"${column.name}"`).join(', ');
    const read = await source.query(`COPY (SELECT ${select} FROM "${name}") TO '/dev/blob'`);
    // Rows a migration seeds (the invoice counters) are the source's to give.
    await copy.exec(`DELETE FROM "${name}"`);
    if (read.blob) await copy.query(`COPY "${name}" (${list}) FROM '/dev/blob'`, [], { blob: read.blob });
  }
  await copy.exec('SET session_replication_role = DEFAULT');
}

/**
 * Replaces the embedded database of `dataDir` with a dump, under the directory's lock. The
 * database it replaces is kept beside it (`pglite.before-restore-<time>`), never deleted.
 */
export async function restoreEmbeddedDatabase(dataDir: string, dump: Blob, keptAs: string): Promise<void> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const releaseLock = acquireDataDirLock(root);
  try {
    const folder = path.join(root, PGLITE_FOLDER);
    if (existsSync(folder)) renameSync(folder, path.join(root, keptAs));
    const client = await PGlite.create(folder, { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    await client.close();
  } finally {
    releaseLock();
  }
}

function wrapPglite(client: PGlite, releaseLock: () => void): DatabaseHandle {
  const pgliteDb = drizzlePglite({ client, schema });
  // Driver seam: the app sees every driver as the generic Database; PGlite's query-result type
  // differs from the generic one only in name.
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    // One process owns a PGlite directory, so its own notifications are all there is; none are missed.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onMessage);
      // A database closed first (a failing test, a shutdown's order) has nothing left to stop.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // One process owns a PGlite directory (see acquireDataDirLock), so there is no one to exclude.
    withExclusiveLock: (work) => work({ db, migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }) }),
    sharedLocks: undefined,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  // A request waits at most this long for a connection while the server is down or the pool is
  // exhausted, then answers 503 (http/database-unavailable.ts) instead of hanging.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool;
  // unheard, it would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`database: an idle connection failed (${error.message}); it will be replaced`));
  ignoreErrorsOfCheckedOutConnections(pool);
  // Driver seam: as for PGlite, node-postgres' query-result type is the generic one by another name.
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const locks = postgresSharedLocks(connectionString);
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    async withExclusiveLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedDb = drizzlePg({ client: connection, schema });
        return await work({
          // Driver seam, as above.
          db: lockedDb as unknown as Database,
          migrate: (migrationsFolder) => migratePg(lockedDb, { migrationsFolder }),
        });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    sharedLocks: locks,
    async close() {
      await Promise.all([pool.end(), locks.close()]);
    },
  };
}

/**
 * The pool hears errors of idle connections only. A connection the server cuts while it is
 * checked out between two queries (a transaction awaiting the app, a held lock) emits 'error'
 * with no one listening, which would end the process. Heard here, the error goes nowhere else:
 * that connection's next query fails (and its request answers 503), and the pool drops it when
 * it is released.
 */
function ignoreErrorsOfCheckedOutConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/** At most this many shared locks are held at once per process (each holds a connection). */
const SHARED_LOCK_CONNECTIONS = 20;

/**
 * PostgreSQL session advisory locks, each on a connection of its own from a small pool apart
 * from the queries' pool (a lock may be held for as long as an upload's request lasts, and must
 * not starve the queries). A lost connection takes its lock with it, so a crashed process never
 * leaves one behind. Names are hashed into the lock's key (`hashtext`): two names that collide
 * only make one wait for the other.
 */
function postgresSharedLocks(connectionString: string): SharedLocks & { close(): Promise<void> } {
  let lockPool: pg.Pool | undefined;
  const poolOf = () => {
    if (!lockPool) {
      lockPool = new pg.Pool({ connectionString, max: SHARED_LOCK_CONNECTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 10_000 });
      lockPool.on('error', (error) => console.error(`database: an idle lock connection failed (${error.message}); it will be replaced`));
      ignoreErrorsOfCheckedOutConnections(lockPool);
    }
    return lockPool;
  };
  return {
    async tryLock(space, name) {
      const connection = await poolOf().connect();
      let locked: boolean;
      try {
        const result = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [space, name]);
        locked = result.rows[0]?.locked === true;
      } catch (error) {
        connection.release(true);
        throw error;
      }
      if (!locked) {
        connection.release();
        return null;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        try {
          await connection.query('select pg_advisory_unlock($1, hashtext($2))', [space, name]);
          connection.release();
        } catch {
          // The connection is gone, and the lock with it: never hand this session out again.
          connection.release(true);
        }
      };
    },
    async close() {
      await lockPool?.end();
    },
  };
}
