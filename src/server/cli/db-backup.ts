import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { BackupError, createBackup, restoreBackup, type BackupSource } from '../db/backup';
import { protectDataDir } from '../db/owner-only';

const USAGE = `usage: npm run db:backup [-- FOLDER]     a new backup under FOLDER (default DATA_DIR/backups)
       npm run db:restore -- BACKUP        restore a backup folder made by db:backup (stop the app first)`;

function backupSource(config: AppConfig): BackupSource {
  // Files in object storage are the bucket's to keep (versioning, replication); on disk they are ours.
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, filesOnDisk: config.storage.mode === 'disk' };
}

/** `npm run db:backup` and `npm run db:restore` (src/server/db/backup.ts holds the how). */
async function run([command, ...args]: string[]): Promise<number> {
  const config = loadConfig();
  protectDataDir(config.dataDir);
  const source = backupSource(config);
  if (command === 'backup' && args.length <= 1) {
    const folder = await createBackup(source, args[0] ?? path.join(config.dataDir, 'backups'));
    console.log(`Backup written to ${folder}`);
    return 0;
  }
  if (command === 'restore' && args.length === 1) {
    const manifest = await restoreBackup(source, args[0]!);
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}${manifest.files ? ', with files' : ''}). Start the app again.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
