// How a build reaches dist/: written into a staging folder of its own, then swapped in whole.
import { mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const STAGING_PREFIX = '.dist-build-';
/** A staging folder this old belongs to a build that died; one still running is far younger. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** A new, empty staging folder beside dist/ (same file system, so the swap is a rename). */
export function createStagingDir(root) {
  return mkdtempSync(path.join(root, STAGING_PREFIX));
}

/** Removes the staging folders of builds that were killed before they finished. */
export function removeAbandonedStagingDirs(root, now = Date.now()) {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const full = path.join(root, name);
    if (now - statSync(full).mtimeMs > ABANDONED_AFTER_MS) rmSync(full, { recursive: true, force: true });
  }
}

/**
 * Puts a finished build in place of dist/ and removes the one it replaces. Two renames a few
 * microseconds apart (Node has no atomic exchange): a server running from dist/ sees the old
 * build or the new one, never a half-written one. When another build swaps its own in between,
 * that one is retired too: the last build to finish wins.
 */
export function swapIntoDist(root, staging) {
  const dist = path.join(root, 'dist');
  const retired = `${staging}.retired`;
  for (let attempt = 1; ; attempt++) {
    try {
      renameSync(dist, retired);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(staging, dist);
      break;
    } catch (error) {
      if ((error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') || attempt === 5) throw error;
      rmSync(retired, { recursive: true, force: true });
    }
  }
  rmSync(retired, { recursive: true, force: true });
}

/** Runs `steps(staging)` to fill a staging folder, then swaps it in; a failed build leaves dist/ as it was. */
export async function buildIntoDist(root, steps) {
  removeAbandonedStagingDirs(root);
  const staging = createStagingDir(root);
  try {
    await steps(staging);
    swapIntoDist(root, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
