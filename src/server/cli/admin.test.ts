import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { users } from '../db/schema';
import { hasRole } from '../modules/accounts/roles.data';
import { projectRoot } from '../paths';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('grants and revokes the admin role of an existing account', { timeout: 60_000 }, async () => {
    await withDatabase((db) => db.insert(users).values({ id: 'owner-1', name: 'Owner', email: 'owner@example.com' }));

    const granted = await admin('grant', 'Owner@Example.com');
    expect(granted).toMatchObject({ code: 0, stdout: 'Owner@Example.com is an admin.\n' });
    expect(await withDatabase((db) => hasRole(db, 'owner-1', 'admin'))).toBe(true);

    const revoked = await admin('revoke', 'owner@example.com');
    expect(revoked).toMatchObject({ code: 0, stdout: 'owner@example.com is no longer an admin.\n' });
    expect(await withDatabase((db) => hasRole(db, 'owner-1', 'admin'))).toBe(false);
  });

  it('says so when there is no such account or the command is wrong', { timeout: 60_000 }, async () => {
    expect(await admin('grant', 'nobody@example.com')).toMatchObject({ code: 1, stderr: 'No account with the email nobody@example.com\n' });
    expect(await admin('promote', 'x@example.com')).toMatchObject({ code: 2, stderr: 'usage: npm run admin -- grant|revoke|reset-second-factor EMAIL\n' });
  });
});
