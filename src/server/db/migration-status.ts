import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../paths';
import { queryRows, type DbExecutor } from './client';

/** PostgreSQL's undefined_table: the migrations table is missing, so nothing was ever applied. */
const UNDEFINED_TABLE = '42P01';

const journals = new Map<string, number[]>();

/** The creation times of the migrations this build ships (drizzle-kit's journal), read once per folder. */
function shippedMigrations(folder: string): number[] {
  let times = journals.get(folder);
  if (!times) {
    times = readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.folderMillis);
    journals.set(folder, times);
  }
  return times;
}

/**
 * How many of the migrations this build ships the database has not applied. Drizzle's migrator
 * records each applied migration in `drizzle.__drizzle_migrations` with its journal time and
 * applies those newer than the last one recorded, so that is the comparison made here.
 */
export async function countPendingMigrations(db: DbExecutor, folder = migrationsFolder): Promise<number> {
  const shipped = shippedMigrations(folder);
  let last: number;
  try {
    const [row] = await queryRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    last = Number(row?.last ?? -1);
  } catch (error) {
    if (hasCode(error, UNDEFINED_TABLE)) return shipped.length;
    throw error;
  }
  return shipped.filter((time) => time > last).length;
}

function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}
