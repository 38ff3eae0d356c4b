import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

const LOCK_FILE = 'server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/server.lock for this process. A lock left by a process that is no longer
 * running is taken over; one held by a live process stops this one with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another server (pid ${holder}); the embedded database allows one process. Stop it, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new ConfigError(`Could not lock DATA_DIR ${dataDir}`);
}
