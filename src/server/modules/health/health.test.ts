import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, getReady } from '../../../shared/api/health';
import { queryRows } from '../../db/client';
import { injectEndpoint } from '../../testing/endpoint-request';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server';
import { createTestApp, useTestApp } from '../../testing/test-app';

/** Readiness with the database down is tested on a PostgreSQL of its own: db/database-restart.test.ts. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-ready-'));
const app = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('says the process is alive', async () => {
    const answer = await injectEndpoint(app.server, getHealth, {});
    expect(answer.status).toBe(200);
    expect(answer.body()).toEqual({ status: 'alive' });
    expect(answer.response.headers['cache-control']).toBe('no-store');
  });

  it('stays alive while the database is unreachable (readiness reports that, not liveness)', async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      expect((await injectEndpoint(app.server, getHealth, {})).status).toBe(200);
    } finally {
      app.database.ping = ping;
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers, every migration is applied and the storage folder is writable', async () => {
    const answer = await injectEndpoint(app.server, getReady, {});
    expect(answer.status).toBe(200);
    expect(answer.body()).toMatchObject({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      storage: 'disk',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, storage: { status: 'ok' } },
      failed: [],
    });
    expect(answer.response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations when the database lacks the latest one', async () => {
    const [latest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      app.database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const answer = await injectEndpoint(app.server, getReady, {});
      expect(answer.status).toBe(503);
      expect(answer.response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: { status: 'ok' }, migrations: { status: 'failed', message: '1 migration is not applied: start one instance of this version to apply them.' } },
        failed: ['migrations'],
      });
    } finally {
      await app.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`);
    }
    expect((await injectEndpoint(app.server, getReady, {})).status).toBe(200);
  });

  it('answers 503 naming the database, and skips the migrations, when the database does not answer', async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const answer = await injectEndpoint(app.server, getReady, {});
      expect(answer.status).toBe(503);
      expect(answer.response.json()).toMatchObject({
        checks: { database: { status: 'failed', message: 'The database does not answer.' }, migrations: { status: 'skipped' }, storage: { status: 'ok' } },
        failed: ['database'],
      });
    } finally {
      app.database.ping = ping;
    }
  });

  it('answers 503 naming the storage when DATA_DIR cannot hold files', async () => {
    // A folder cannot be made under a regular file, whoever runs the test (root ignores permissions).
    const blocked = path.join(dataDir, 'not-a-folder');
    writeFileSync(blocked, '');
    const broken = await createTestApp({ env: { DATA_DIR: blocked } });
    try {
      const answer = await injectEndpoint(broken.server, getReady, {});
      expect(answer.status).toBe(503);
      expect(answer.response.json()).toMatchObject({
        status: 'unavailable',
        storage: 'disk',
        checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, storage: { status: 'failed', message: 'Files cannot be written to the storage folder (DATA_DIR/files).' } },
        failed: ['storage'],
      });
    } finally {
      await broken.close();
    }
  });

  describe('with object storage', () => {
    let s3: S3TestServer;
    beforeAll(async () => {
      s3 = await startS3TestServer();
    });
    afterAll(async () => {
      await s3?.close();
    });

    it('is ready when the bucket answers HeadBucket', async () => {
      const withBucket = await createTestApp({ env: s3.env });
      try {
        const answer = await injectEndpoint(withBucket.server, getReady, {});
        expect(answer.status).toBe(200);
        expect(answer.body()).toMatchObject({ storage: 's3', checks: { storage: { status: 'ok' } } });
      } finally {
        await withBucket.close();
      }
    });

    it('answers 503 naming the storage when the bucket does not exist', async () => {
      const missing = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
      try {
        const answer = await injectEndpoint(missing.server, getReady, {});
        expect(answer.status).toBe(503);
        expect(answer.response.json()).toMatchObject({ storage: 's3', checks: { storage: { status: 'failed', message: 'The storage bucket does not answer.' } }, failed: ['storage'] });
      } finally {
        await missing.close();
      }
    });
  });
});
