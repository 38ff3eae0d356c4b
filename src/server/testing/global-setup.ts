import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (when testing against PGlite). */
    pgliteSnapshotPath: string;
    /** A migrated template database on TEST_DATABASE_URL's server (when set). */
    postgresTemplate: string;
  }
}

/** One template per run, so that runs from several checkouts against one server never drop each other's. */
const POSTGRES_TEMPLATE = `course_site_test_template_${process.pid}`;

/**
 * Migrates once per run: a fresh PGlite costs seconds (initdb plus migrations), while
 * restoring a migrated snapshot, or copying a template database, costs a fraction.
 */
export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const templateUrl = new URL(testDatabaseUrl);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await prepareDatabase(handle, { seed: false });
    await handle.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteSnapshotPath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ dataDir: '', pglite: client });
  await prepareDatabase(handle, { seed: false });
  const snapshot = await client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'course-site-test-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
