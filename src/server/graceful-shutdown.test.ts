import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { videoFiles } from './db/schema';
import { createVideoUpload, openPatch, signIn, startAppProcess, type AppProcess } from './testing/app-process';
import { fakeMp4 } from './testing/media';

/**
 * SIGTERM, as a process manager sends it to replace an instance mid-deploy: the server stops
 * taking connections at once, lets the request in flight (an admin's video upload, half sent)
 * finish and write what it writes, closes the database and exits 0.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'graceful-shutdown-'));
let instance: AppProcess | undefined;
afterAll(async () => {
  await instance?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a new TCP connection to the port is refused (as opposed to accepted). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Stands in for the exit of a process that never ends. */
const NEVER = 'still running';

describe('graceful shutdown (the server as a process)', () => {
  it('on SIGTERM refuses new connections, finishes the upload in flight, closes the database and exits 0', { timeout: 120_000 }, async () => {
    instance = await startAppProcess({ DATA_DIR: dataDir });
    const cookie = await signIn(instance.base);
    const video = fakeMp4(256 * 1024);
    const location = await createVideoUpload(instance.base, cookie, { name: 'mid-deploy.mp4', size: video.length });

    const patch = openPatch(instance.base, cookie, location, 0, video.length);
    await patch.write(video.subarray(0, 128 * 1024));
    // Let the server take the first half in before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalled = Date.now();
    instance.child.kill('SIGTERM');
    let refused = false;
    while (!refused && Date.now() - signalled < 10_000) {
      refused = await connectionRefused(instance.port);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(instance.child.exitCode).toBeNull();

    expect(await patch.finish(video.subarray(128 * 1024))).toEqual({ status: 204, offset: video.length });
    const exit = await Promise.race([instance.exited, new Promise((resolve) => setTimeout(() => resolve(NEVER), 15_000))]);
    expect(exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);

    const key = `videos/${path.basename(location)}`;
    expect(readFileSync(path.join(dataDir, 'files', key)).equals(video)).toBe(true);
    // The request's last write (the video marked ready) went in before the database closed.
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select({ status: videoFiles.status }).from(videoFiles).where(eq(videoFiles.storageKey, key));
      expect(row?.status).toBe('ready');
    } finally {
      await database.close();
    }
  });
});
