import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR and backups hold password hashes, stored files and the embedded database: only the
 * account running the site may read them. Folders become 0700; files keep only
 * their owner's rights (0600 for the files this site writes), whatever the umask.
 */

const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `folder` (and missing parents) owner-only, and corrects it when it exists already. */
export function createOwnerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  chmodSync(folder, OWNER_ONLY_FOLDER);
}

/** Takes every right of group and others from `root` and everything under it (symbolic links are left alone). */
export function makeOwnerOnly(root: string): void {
  const stats = lstatSync(root, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    chmodSync(root, OWNER_ONLY_FOLDER);
    for (const entry of readdirSync(root)) makeOwnerOnly(path.join(root, entry));
  } else if ((stats.mode & 0o077) !== 0) {
    chmodSync(root, stats.mode & 0o700);
  }
}

/**
 * At the start of every process that writes under DATA_DIR (the server, the commands): whatever
 * it creates from now on is owner-only (umask 077), and the folder with everything already in
 * it is corrected, for data folders made by an older version or by hand.
 */
export function protectDataDir(dataDir: string): void {
  process.umask(0o077);
  createOwnerOnlyFolder(dataDir);
  makeOwnerOnly(dataDir);
}
