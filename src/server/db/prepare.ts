import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './client';
import { seedCatalogOnce } from './seed/seed-catalog';

/**
 * Brings the schema up to date and seeds the demo catalogue once. With several app
 * processes starting together on one PostgreSQL, a session-level advisory lock lets one
 * migrate while the others wait.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean } = { seed: true }): Promise<void> {
  await handle.withExclusiveLock(async ({ db, migrate }) => {
    await migrate(migrationsFolder);
    if (options.seed) await seedCatalogOnce(db);
  });
}
