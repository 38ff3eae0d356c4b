import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { CatalogService } from '../modules/catalog/catalog.service';
import { createCourse } from '../testing/factories';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../testing/own-postgres';
import { createTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
import { openDatabase, withTransaction, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';
import { courses } from './schema';

/**
 * A course write announced on the change feed clears the catalogue's copies at once, in this
 * process and in every other one on the database, long before the copies would expire.
 */
const publishedSlugs = async (app: App) =>
  ((await app.server.inject({ method: 'GET', url: '/api/courses' })).json() as { courses: { slug: string }[] }).courses.map((c) => c.slug);

const nextChange = (app: App) => new Promise<void>((resolve) => {
  const stop = app.context.changes.on('catalog', () => {
    stop();
    resolve();
  });
});

async function unpublish(app: App, database: DatabaseHandle, slug: string): Promise<void> {
  await withTransaction(database.db, async (tx) => {
    await tx.update(courses).set({ published: false }).where(eq(courses.slug, slug));
    await app.context.changes.announce(tx, 'catalog');
  });
}

describe('the change feed on the embedded database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    vi.setSystemTime(Date.now());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  it('clears the catalogue this process keeps when a course write is announced', async () => {
    const { slug } = await createCourse(app.database.db, { title: 'Soon a draft' });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await publishedSlugs(app)).toContain(slug);

    const heard = nextChange(app);
    await unpublish(app, app.database, slug);
    await heard;
    expect(await publishedSlugs(app)).not.toContain(slug);
  });

  it('does not keep an answer read before a clear that came while it was being read', async () => {
    const catalog = new CatalogService(app.database.db, app.server.log);
    const inFlight = catalog.listPublished();
    catalog.forgetSnapshots();
    await inFlight;
    const { slug } = await createCourse(app.database.db, { title: 'Written during the read' });
    expect((await catalog.listPublished()).json).toContain(slug);
  });
});

const bin = findPostgresBin();
describe.skipIf(!bin)('the change feed across two app processes on one PostgreSQL (own server)', () => {
  let postgres: OwnPostgres;
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, ALLOW_TEST_PAYMENTS: 'true', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
      handles.push(database);
      if (i === 0) await prepareDatabase(database, { seed: false });
      apps.push(await buildApp({ config, database, logger: false, authSecret: TEST_AUTH_SECRET }));
    }
    vi.setSystemTime(Date.now());
  }, 60_000);

  afterAll(async () => {
    vi.useRealTimers();
    for (const app of apps) await app.server.close();
    for (const handle of handles) await handle.close();
    postgres?.destroy();
  });

  it('clears the other process’s catalogue when one process announces a course write', async () => {
    const [first, second] = apps as [App, App];
    const { slug } = await createCourse(handles[0]!.db, { title: 'Published on one instance' });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await publishedSlugs(second)).toContain(slug);

    const heard = nextChange(second);
    await unpublish(first, handles[0]!, slug);
    await heard;
    expect(await publishedSlugs(second)).not.toContain(slug);
  });

  it('counts everything as changed after the listening connection comes back from a restart', async () => {
    const heard = nextChange(apps[1]!);
    postgres.stop();
    postgres.start();
    await heard;
  }, 30_000);
});
