import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { videoFiles } from './db/schema';
import { createVideoUpload, openPatch, signIn, startTwoInstances, uploadOffsetOf, type AppProcess, type TwoInstances } from './testing/app-process';
import { fakeMp4 } from './testing/media';
import { findPostgresBin } from './testing/own-postgres';

/**
 * A resumable video upload whose requests land on two app processes (as behind a load balancer
 * without sticky sessions), on one PostgreSQL (a server of the test's own) and one shared
 * DATA_DIR. The upload's state lives in the shared storage; its lock in the database
 * (modules/media/upload-locker.ts, decision 0037).
 */
const bin = findPostgresBin();

describe.skipIf(!bin)('a tus upload across two app processes (own PostgreSQL, shared DATA_DIR)', () => {
  let instances: TwoInstances;
  let database: DatabaseHandle;
  let first: AppProcess;
  let second: AppProcess;
  let cookie: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upload-across-'));

  beforeAll(async () => {
    instances = await startTwoInstances(bin!, [dataDir, dataDir]);
    ({ first, second, database } = instances);
    cookie = await signIn(first.base);
  }, 180_000);

  afterAll(async () => {
    await instances?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedBytes = (location: string) => readFileSync(path.join(dataDir, 'files', 'videos', path.basename(location)));
  const statusOf = async (location: string) =>
    (await database.db.select({ status: videoFiles.status }).from(videoFiles).where(eq(videoFiles.storageKey, `videos/${path.basename(location)}`)))[0]?.status;

  it('stores the file byte for byte when it is created and half sent on one instance and finished on the other', async () => {
    const video = fakeMp4(512 * 1024);
    const half = video.length / 2;
    const location = await createVideoUpload(first.base, cookie, { name: 'across.mp4', size: video.length });

    expect(await openPatch(first.base, cookie, location, 0, half).finish(video.subarray(0, half))).toEqual({ status: 204, offset: half });
    expect(await uploadOffsetOf(second.base, cookie, location)).toBe(half);
    expect(await openPatch(second.base, cookie, location, half, video.length - half).finish(video.subarray(half))).toEqual({ status: 204, offset: video.length });

    expect(storedBytes(location).equals(video)).toBe(true);
    expect(await statusOf(location)).toBe('ready');
  }, 60_000);

  it('lets a client resume on the other instance while its old request still holds the upload: the old one is ended first', async () => {
    const video = fakeMp4(512 * 1024);
    const location = await createVideoUpload(first.base, cookie, { name: 'resumed-elsewhere.mp4', size: video.length });

    // The old request: a connection that stalls after 100 KB, as one does when a network drops.
    const stalled = openPatch(first.base, cookie, location, 0, video.length);
    await stalled.write(video.subarray(0, 100 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 500));
    let stalledEnded = false;
    void stalled.answer.then(
      () => (stalledEnded = true),
      () => (stalledEnded = true),
    );

    // The client resumes through the other instance: its HEAD waits for the lock, which the
    // first instance gives up by ending the stalled request.
    const offset = await uploadOffsetOf(second.base, cookie, location);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stalledEnded).toBe(true);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(100 * 1024);

    expect(await openPatch(second.base, cookie, location, offset, video.length - offset).finish(video.subarray(offset))).toEqual({ status: 204, offset: video.length });
    expect(storedBytes(location).equals(video)).toBe(true);
    expect(await statusOf(location)).toBe('ready');
  }, 60_000);
});
