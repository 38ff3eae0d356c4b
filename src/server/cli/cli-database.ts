import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { protectDataDir } from '../db/owner-only';

/** Opens the configured database for a command (migrated, one connection), runs `work`, and closes it whatever happens. */
export async function withCliDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  protectDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
