import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLearner, SAME_ORIGIN } from '../testing/accounts';
import { createCourse } from '../testing/factories';
import { learningRequests, quizCurriculum } from '../testing/learning';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../testing/own-postgres';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
import { createBackup, restoreBackup, type BackupSource } from './backup';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';
import { courseCertificates, courseProgress, emailOutbox, enrollments, quizAttempts, sessions, subscriptions, users, verifications } from './schema';

/**
 * `npm run db:backup` / `db:restore` give back the same learners, subscriptions, progress,
 * attempts and certificates, for the embedded database and for PostgreSQL (a server of the
 * test's own), and the stored files on disk.
 */
const folders: string[] = [];
let postgres: OwnPostgres | undefined;
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  postgres?.destroy();
  postgres = undefined;
});

function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  folders.push(folder);
  return folder;
}

async function withApp<T>(options: { databaseUrl?: string; dataDir: string }, work: (app: TestApp) => Promise<T>): Promise<T> {
  const database: DatabaseHandle = await openDatabase(options);
  try {
    await prepareDatabase(database, { seed: false });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, ALLOW_TEST_PAYMENTS: 'true', LOG_LEVEL: 'silent', DATA_DIR: options.dataDir, RATE_LIMIT_SCALE: '100' });
    const app = await buildApp({ config, database, logger: false, authSecret: TEST_AUTH_SECRET });
    try {
      return await work({ ...app, database, close: async () => undefined });
    } finally {
      await app.server.close();
    }
  } finally {
    await database.close();
  }
}

/** A learner who subscribed, enrolled, passed a quiz and finished a course, and one who did less. */
async function makeLearningHistory(app: TestApp): Promise<void> {
  const requests = learningRequests(() => app);
  const course = await createCourse(app.database.db, { requiredPlan: 'pro', curriculum: quizCurriculum });
  const finisher = await createLearner(app);
  await requests.subscribe(finisher, 'pro');
  await requests.enroll(course.slug, finisher);
  await requests.submitQuiz(course.slug, { tf: 'True', mc: 'b', ms: ['a', 'c'] }, finisher);
  for (const lesson of ['intro', 'check', 'apply', 'wrap']) await requests.complete(course.slug, lesson, finisher);
  const starter = await createLearner(app);
  await requests.subscribe(starter, 'elite');
  await requests.enroll(course.slug, starter);
  await requests.complete(course.slug, 'intro', starter);
}

function entriesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(folder, entry));
}

async function snapshot(db: Database) {
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    users: sorted(await db.select({ id: users.id, email: users.email }).from(users)),
    subscriptions: sorted(await db.select({ userId: subscriptions.userId, plan: subscriptions.planType, status: subscriptions.status }).from(subscriptions)),
    enrollments: sorted(await db.select({ userId: enrollments.userId, courseId: enrollments.courseId }).from(enrollments)),
    progress: sorted(await db.select({ userId: courseProgress.userId, lessonId: courseProgress.lessonId }).from(courseProgress)),
    attempts: sorted(await db.select({ userId: quizAttempts.userId, score: quizAttempts.score, passed: quizAttempts.passed }).from(quizAttempts)),
    certificates: sorted(await db.select({ id: courseCertificates.certificateId, userId: courseCertificates.userId }).from(courseCertificates)),
  };
}

async function changeEverything(app: TestApp): Promise<void> {
  await createLearner(app);
  await app.database.db.delete(courseCertificates);
  await app.database.db.delete(subscriptions);
}

describe('database backups', () => {
  it('restores the embedded database and the stored files as they were at the backup', async () => {
    const dataDir = temporaryFolder();
    const source: BackupSource = { dataDir, filesOnDisk: true };
    const before = await withApp({ dataDir }, async (app) => {
      await makeLearningHistory(app);
      return snapshot(app.database.db);
    });
    expect(before.certificates).toHaveLength(1);
    mkdirSync(path.join(dataDir, 'files', 'videos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'videos', 'welcome.mp4'), 'video bytes');

    const backup = await createBackup(source, temporaryFolder());

    await withApp({ dataDir }, changeEverything);
    writeFileSync(path.join(dataDir, 'files', 'videos', 'welcome.mp4'), 'changed');
    await restoreBackup(source, backup);

    const after = await withApp({ dataDir }, (app) => snapshot(app.database.db));
    expect(after).toEqual(before);
    expect(readFileSync(path.join(dataDir, 'files', 'videos', 'welcome.mp4'), 'utf8')).toBe('video bytes');
    // Known slow: three embedded databases made on disk from nothing (initdb and every migration),
    // a backup and a restore. It took 90–250 s with the machine's load average at 15–50.
  }, 300_000);

  it('writes the backup owner-only, even under umask 022', async () => {
    const dataDir = temporaryFolder();
    await withApp({ dataDir }, async (app) => void (await createLearner(app)));
    mkdirSync(path.join(dataDir, 'files', 'videos'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'files', 'videos', 'welcome.mp4'), 'video bytes', { mode: 0o644 });
    const previous = process.umask(0o022);
    try {
      const backup = await createBackup({ dataDir, filesOnDisk: true }, path.join(temporaryFolder(), 'backups'));
      const paths = [path.dirname(backup), ...entriesUnder(path.dirname(backup))];
      expect(paths.length).toBeGreaterThan(4);
      for (const entry of paths) expect({ entry, others: statSync(entry).mode & 0o077 }).toEqual({ entry, others: 0 });
    } finally {
      process.umask(previous);
    }
  }, 120_000);

  it('leaves sessions, verification tokens and email bodies out of a backup: a restored site signs everyone out', async () => {
    const dataDir = temporaryFolder();
    const source: BackupSource = { dataDir, filesOnDisk: true };
    const learner = await withApp({ dataDir }, async (app) => {
      const signedUp = await createLearner(app);
      const reset = await app.server.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: SAME_ORIGIN, payload: { email: signedUp.email, redirectTo: '/reset-password' } });
      expect(reset.statusCode, reset.body).toBe(200);
      const [resetLink] = await app.database.db.select({ identifier: verifications.identifier }).from(verifications);
      const [session] = await app.database.db.select({ token: sessions.token }).from(sessions);
      return { ...signedUp, secrets: [resetLink!.identifier.replace(/^.*:/, ''), session!.token] };
    });
    const backup = await createBackup(source, temporaryFolder());
    const dumped = gunzipSync(readFileSync(path.join(backup, 'database.tar.gz'))).toString('latin1');
    for (const secret of learner.secrets) expect(dumped.includes(secret), secret).toBe(false);
    await restoreBackup(source, backup);
    await withApp({ dataDir }, async (app) => {
      const db = app.database.db;
      expect(await db.select().from(sessions)).toEqual([]);
      expect(await db.select().from(verifications)).toEqual([]);
      const emails = await db.select({ to: emailOutbox.toAddress, text: emailOutbox.textBody, html: emailOutbox.htmlBody }).from(emailOutbox);
      expect(emails.length).toBeGreaterThan(0);
      for (const email of emails) expect(email).toEqual({ to: email.to, text: '', html: null });
      expect((await app.server.inject({ method: 'GET', url: '/api/me/courses', headers: { cookie: learner.cookie } })).statusCode).toBe(401);
      expect(await db.select({ email: users.email }).from(users)).toEqual([{ email: learner.email }]);
    });
  }, 120_000);

  it('refuses to back up the embedded database while another process holds it', async () => {
    const dataDir = temporaryFolder();
    const server = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(server.pid));
      await expect(createBackup({ dataDir, filesOnDisk: true }, temporaryFolder())).rejects.toThrow(`is in use by another server (pid ${server.pid})`);
    } finally {
      server.kill();
    }
  });

  const bin = findPostgresBin();
  it.skipIf(!bin)('restores a PostgreSQL database from a pg_dump backup, all or nothing (own PostgreSQL server)', async () => {
    postgres = await startOwnPostgres(bin!);
    const dataDir = temporaryFolder();
    const source: BackupSource = { databaseUrl: postgres.url, dataDir, filesOnDisk: false, postgresBin: bin };
    const before = await withApp({ databaseUrl: postgres.url, dataDir }, async (app) => {
      await makeLearningHistory(app);
      return snapshot(app.database.db);
    });

    const backup = await createBackup(source, temporaryFolder());
    await withApp({ databaseUrl: postgres.url, dataDir }, changeEverything);
    await restoreBackup(source, backup);

    const after = await withApp({ databaseUrl: postgres.url, dataDir }, async (app) => ({
      ...(await snapshot(app.database.db)),
      leftOut: [await app.database.db.select().from(sessions), await app.database.db.select().from(verifications), await app.database.db.select().from(emailOutbox)],
    }));
    expect(after).toEqual({ ...before, leftOut: [[], [], []] });
  }, 120_000);

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    const dataDir = temporaryFolder();
    await expect(restoreBackup({ dataDir, filesOnDisk: true }, temporaryFolder())).rejects.toThrow('is not a backup');
    const fake = temporaryFolder();
    writeFileSync(path.join(fake, 'backup.json'), JSON.stringify({ format: 1, createdAt: '', database: 'postgres', files: false }));
    await expect(restoreBackup({ dataDir, filesOnDisk: true }, fake)).rejects.toThrow('holds a PostgreSQL database; the configured one is embedded');
  });
});
