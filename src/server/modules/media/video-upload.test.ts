import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HeadObjectCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../../shared/file-size';
import { S3Storage } from '../../adapters/storage/s3-storage';
import { buildApp, type App } from '../../app';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createUpload, fakeMp4, sendBytes, temporaryDataDir, uploadOffset, uploadVideo } from '../../testing/media';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../testing/test-app';
import { VideoUploads } from './video-upload.service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function listedNames(app: TestApp, cookie: string): Promise<string[]> {
  const response = await app.server.inject({ method: 'GET', url: '/api/admin/videos', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { videos: { name: string }[] }).videos.map((video) => video.name);
}

async function storedBytes(app: TestApp, cookie: string, name: string): Promise<Buffer> {
  const response = await app.server.inject({ method: 'GET', url: `/media/videos/${encodeURIComponent(name)}`, headers: { cookie } });
  if (response.statusCode === 302) {
    const redirected = await fetch(String(response.headers.location));
    expect(redirected.status).toBe(200);
    return Buffer.from(await redirected.arrayBuffer());
  }
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** How many of an upload's bytes the storage holds right now, without asking tus (which waits for the upload's lock). */
type StoredProgress = (key: string) => Promise<number>;

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

interface StoreSetup {
  env: () => Record<string, string>;
  progress: (app: TestApp) => StoredProgress;
}

let s3: S3TestServer;
const dataDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = temporaryDataDir();
  dataDirs.push(dir);
  return dir;
}

const STORES: [string, StoreSetup][] = [
  [
    'on disk',
    {
      env: () => ({ DATA_DIR: newDataDir() }),
      progress: (app) => async (key) => (await app.context.storage.stat(key))?.size ?? 0,
    },
  ],
  [
    'in S3 (a local S3-compatible server)',
    {
      env: () => ({ DATA_DIR: newDataDir(), ...s3.env }),
      // The parts S3 has of the upload's multipart upload (its id is in tus's <key>.info object).
      progress: (app) => async (key) => {
        const { client } = app.context.storage as S3Storage;
        const bucket = s3.storage.bucket;
        try {
          const info = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${key}.info` }));
          const uploadId = info.Metadata?.['upload-id'];
          if (!uploadId) return 0;
          const parts = await client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
          return (parts.Parts ?? []).reduce((sum, part) => sum + (part.Size ?? 0), 0);
        } catch {
          return 0;
        }
      },
    },
  ],
];

describe.each(STORES)('resumable video uploads %s', (_label, store) => {
  let app: TestApp;
  let admin: TestLearner;
  beforeAll(async () => {
    app = await createTestApp({ env: store.env() });
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores an MP4 whole, lists it, and serves it to the admin byte for byte', async () => {
    const bytes = fakeMp4(20_000);
    await uploadVideo(app, admin.cookie, 'Welcome (final).mp4', bytes);
    expect(await listedNames(app, admin.cookie)).toContain('Welcome (final).mp4');
    expect(sha256(await storedBytes(app, admin.cookie, 'Welcome (final).mp4'))).toBe(sha256(bytes));
  });

  it('resumes an upload cut off halfway, across a server restart, into a byte-identical file', async () => {
    // 12 MiB: past one 8 MiB part, so S3 holds a finished part when the connection drops.
    const bytes = fakeMp4(12 * 1024 * 1024);
    const half = 10 * 1024 * 1024;
    const created = await createUpload(app, admin.cookie, { name: 'interrupted.mp4', type: 'video/mp4', size: bytes.length });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const key = `videos/${location.split('/').pop()}`;
    const progress = store.progress(app);

    // A real connection: send half the file, wait until the storage holds some of it, then cut.
    const first = await buildApp({ config: app.context.config, database: app.database, logger: false, authSecret: TEST_AUTH_SECRET });
    await first.server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = first.server.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
    });
    request.on('error', () => undefined);
    request.write(bytes.subarray(0, half));
    await until(async () => (await progress(key)) >= 1024 * 1024, 'the first bytes to be stored');
    request.destroy();
    await closeApp(first);

    // Restart: a new server on the same database and storage. The client asks where to go on
    // (HEAD) and sends the rest; as tus clients do, it waits and asks again if the server answers
    // 409 (S3 may still be finishing the part that was in flight when the connection dropped,
    // which on a busy machine took longer than five immediate retries).
    const second = await buildApp({ config: app.context.config, database: app.database, logger: false, authSecret: TEST_AUTH_SECRET });
    try {
      let finished = false;
      for (let attempt = 0; attempt < 20 && !finished; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        const head = await second.server.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0', cookie: admin.cookie } });
        expect(head.statusCode).toBe(200);
        const offset = Number(head.headers['upload-offset']);
        expect(offset).toBeGreaterThan(0);
        expect(offset).toBeLessThanOrEqual(half);
        expect(await listedNames(app, admin.cookie)).not.toContain('interrupted.mp4');
        const rest = await second.server.inject({
          method: 'PATCH',
          url: location,
          headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          payload: bytes.subarray(offset),
        });
        if (rest.statusCode === 409) continue;
        expect(rest.statusCode).toBe(204);
        expect(rest.headers['upload-offset']).toBe(String(bytes.length));
        finished = true;
      }
      expect(finished).toBe(true);
    } finally {
      await closeApp(second);
    }
    expect(await listedNames(app, admin.cookie)).toContain('interrupted.mp4');
    expect(sha256(await storedBytes(app, admin.cookie, 'interrupted.mp4'))).toBe(sha256(bytes));
  });

  it('refuses a text file named .mp4 at its first bytes, keeping nothing and freeing the name', async () => {
    const text = Buffer.from('These are my meeting notes, not a video.\n'.repeat(20));
    const created = await createUpload(app, admin.cookie, { name: 'notes.mp4', type: 'video/mp4', size: text.length });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const sent = await sendBytes(app, admin.cookie, location, 0, text);
    expect(sent.statusCode).toBe(415);
    expect(sent.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please select an MP4, WebM, or MOV video file' });
    expect((await uploadOffset(app, admin.cookie, location)).statusCode).toBe(404);
    expect(await app.context.storage.stat(`videos/${location.split('/').pop()}`)).toBeNull();
    expect(await listedNames(app, admin.cookie)).not.toContain('notes.mp4');
    await uploadVideo(app, admin.cookie, 'notes.mp4');
  });

  it('refuses a declared type that is not MP4, WebM or MOV before anything is sent', async () => {
    const response = await createUpload(app, admin.cookie, { name: 'clip.avi', type: 'video/x-msvideo', size: 1000 });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please select an MP4, WebM, or MOV video file');
  });

  it('sends no CORS headers: the upload is same-site (issue 25)', async () => {
    const response = await createUpload(app, admin.cookie, { name: `cors-${Date.now()}.mp4`, type: 'video/mp4', size: 1000 });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('refuses an Upload-Concat request with a 4xx, not 501 (issue 25)', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/admin/uploads/videos',
      headers: { ...SAME_ORIGIN, 'tus-resumable': '1.0.0', cookie: admin.cookie, 'upload-concat': 'final;/api/admin/uploads/videos/a /api/admin/uploads/videos/b' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/\S/);
  });

  it('refuses a second video of the same name and keeps the first as it was', async () => {
    const original = fakeMp4(5000);
    await uploadVideo(app, admin.cookie, 'intro.mp4', original);
    const again = await createUpload(app, admin.cookie, { name: 'intro.mp4', type: 'video/mp4', size: 6000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A video named intro.mp4 already exists. Rename the file, or delete the existing video first.');
    expect(sha256(await storedBytes(app, admin.cookie, 'intro.mp4'))).toBe(sha256(original));
  });

  it('refuses names that try to leave the storage area, and upload addresses that do', async () => {
    for (const name of ['../../x.mp4', '%2e%2e%2fx.mp4', '..\\..\\x.mp4', 'videos/x.mp4']) {
      const response = await createUpload(app, admin.cookie, { name, type: 'video/mp4', size: 1000 });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toMatch(/^A file name may hold only/);
    }
    for (const url of ['/api/admin/uploads/videos/..%2f..%2fx.mp4', '/api/admin/uploads/videos/%2e%2e%2f%2e%2e%2fx']) {
      const response = await sendBytes(app, admin.cookie, url, 0, fakeMp4(100));
      expect([400, 404], url).toContain(response.statusCode);
    }
    const served = await app.server.inject({ method: 'GET', url: '/media/videos/..%2f..%2fx.mp4', headers: { cookie: admin.cookie } });
    expect(served.statusCode).toBe(404);
  });

  it('refuses 1 GB + 1 byte before a byte is stored, and bytes past the declared length', async () => {
    const tooLarge = await createUpload(app, admin.cookie, { name: 'huge.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Maximum file size is 1GB' });
    expect(tooLarge.headers.location).toBeUndefined();
    expect(await listedNames(app, admin.cookie)).not.toContain('huge.mp4');

    const created = await createUpload(app, admin.cookie, { name: 'short.mp4', type: 'video/mp4', size: 1000 });
    const location = String(created.headers.location);
    const overlong = await sendBytes(app, admin.cookie, location, 0, fakeMp4(1500));
    expect(overlong.statusCode).toBe(413);
    expect(Number((await uploadOffset(app, admin.cookie, location)).headers['upload-offset'] ?? 0)).toBeLessThanOrEqual(1000);
  });

  it('removes an upload abandoned for a day, its bytes and its name', async () => {
    const created = await createUpload(app, admin.cookie, { name: 'abandoned.mp4', type: 'video/mp4', size: 10_000 });
    const location = String(created.headers.location);
    expect((await sendBytes(app, admin.cookie, location, 0, fakeMp4(10_000).subarray(0, 4000))).statusCode).toBe(204);
    const uploads = new VideoUploads(app.database.db, app.context.storage, app.context.log);

    expect(await uploads.cleanAbandoned(new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect((await uploadOffset(app, admin.cookie, location)).statusCode).toBe(200);

    expect(await uploads.cleanAbandoned(new Date(Date.now() + 25 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect((await uploadOffset(app, admin.cookie, location)).statusCode).toBe(404);
    expect(await app.context.storage.stat(`videos/${location.split('/').pop()}`)).toBeNull();
    await uploadVideo(app, admin.cookie, 'abandoned.mp4');
  });

  it('caps the unfinished uploads one admin may hold open at 10: the 11th is refused with a message until one finishes or is removed (issue 25)', async () => {
    const uploader = await createAdmin(app);
    const locations: string[] = [];
    for (let index = 1; index <= 10; index++) {
      const created = await createUpload(app, uploader.cookie, { name: `open-${uploader.id}-${index}.mp4`, type: 'video/mp4', size: 5000 });
      expect(created.statusCode, `upload ${index}`).toBe(201);
      locations.push(String(created.headers.location));
    }
    const refused = await createUpload(app, uploader.cookie, { name: `open-${uploader.id}-11.mp4`, type: 'video/mp4', size: 5000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'You have 10 video uploads that have not finished. Finish one (choose the same file again and it carries on where it stopped) or wait: an unfinished upload is removed a day after it started.',
    });
    expect(refused.headers.location).toBeUndefined();
    // Another admin's uploads are theirs to count.
    expect((await createUpload(app, admin.cookie, { name: `other-admin-${uploader.id}.mp4`, type: 'video/mp4', size: 5000 })).statusCode).toBe(201);

    expect((await sendBytes(app, uploader.cookie, locations[0]!, 0, fakeMp4(5000))).statusCode).toBe(204);
    const afterFinishing = await createUpload(app, uploader.cookie, { name: `open-${uploader.id}-11.mp4`, type: 'video/mp4', size: 5000 });
    expect(afterFinishing.statusCode).toBe(201);
    const removed = await app.server.inject({ method: 'DELETE', url: locations[1]!, headers: { ...SAME_ORIGIN, 'tus-resumable': '1.0.0', cookie: uploader.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await createUpload(app, uploader.cookie, { name: `open-${uploader.id}-12.mp4`, type: 'video/mp4', size: 5000 })).statusCode).toBe(201);
    expect((await createUpload(app, uploader.cookie, { name: `open-${uploader.id}-13.mp4`, type: 'video/mp4', size: 5000 })).statusCode).toBe(429);
  });

  it('takes uploads from admins only: 401 for visitors, 403 for learners', async () => {
    const learner = await createLearner(app);
    const file = { name: 'sneaky.mp4', type: 'video/mp4', size: 100 };
    expect((await createUpload(app, '', file)).statusCode).toBe(401);
    expect((await createUpload(app, learner.cookie, file)).statusCode).toBe(403);
    expect(await listedNames(app, admin.cookie)).not.toContain('sneaky.mp4');
  });
});

describe('the disk storage of uploads', () => {
  it('keeps every uploaded byte inside DATA_DIR/files', async () => {
    const dataDir = newDataDir();
    const app = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const admin = await createAdmin(app);
      await uploadVideo(app, admin.cookie, 'inside.mp4');
      await createUpload(app, admin.cookie, { name: '../../outside.mp4', type: 'video/mp4', size: 100 });
      expect(readdirSync(dataDir)).toEqual(['files']);
      expect(existsSync(path.join(dataDir, '..', 'outside.mp4'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});

async function closeApp(app: App): Promise<void> {
  app.server.server.closeAllConnections?.();
  await app.server.close();
}

describe('uploads from another site', () => {
  it('are refused like every cross-site write', async () => {
    const app = await createTestApp({ env: { DATA_DIR: newDataDir() } });
    try {
      const admin = await createAdmin(app);
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/admin/uploads/videos',
        headers: { origin: 'https://evil.example', cookie: admin.cookie, 'tus-resumable': '1.0.0', 'upload-length': '100' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
