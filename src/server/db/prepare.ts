import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle, Schema } from './client';
import { seedCatalogOnce } from './seed/seed-catalog';

/**
 * Brings the schema up to date and seeds the demo catalogue once. With several app
 * processes starting together on one PostgreSQL, a session-level advisory lock lets one
 * migrate while the others wait.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean } = { seed: true }): Promise<void> {
  await handle.withExclusiveLock(async (db) => {
    if (handle.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    else await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    if (options.seed) await seedCatalogOnce(db);
  });
}
