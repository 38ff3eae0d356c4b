import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, openDatabase, type DatabaseHandle } from '../../db/client';
import { PROCESS_AUTH_SECRET, startAppProcess, type AppProcess } from '../../testing/app-process';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../../testing/own-postgres';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * The learning emails' exactly-once rule where it matters (issue 32): two app processes on one
 * PostgreSQL, each running the scheduler every second on a clock the test moves (a file), 10,000
 * learners, and one process killed and started again mid-run. Every due learner gets exactly one
 * reminder, none outside 9:00-18:00 in their zone, none after a one-click unsubscribe.
 */
const bin = findPostgresBin();
const LEARNERS = 10_000;
/** Half the learners live in Tokyo (even numbers); the others have no zone, so the school's: New York. */
const TOKYO = 'Asia/Tokyo';
/** i % 100 = 1 studied yesterday (not due); i % 100 = 2 (Tokyo) and 3 (New York) unsubscribe first. */
const isRecent = (i: number) => i % 100 === 1;
const unsubscribes = (i: number) => i % 100 === 2 || i % 100 === 3;

describe.skipIf(!bin)('learning emails from two app processes on PostgreSQL', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let first: AppProcess;
  let second: AppProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'learning-emails-processes-'));
  const clockFile = path.join(dataDir, 'clock');
  const setClock = (iso: string) => writeFileSync(clockFile, iso);
  const env = () => ({
    DATABASE_URL: postgres.url,
    NODE_ENV: 'test',
    LEARNING_EMAILS_INTERVAL_SECONDS: '1',
    LEARNING_EMAILS_CLOCK_FILE: clockFile,
  });

  const count = async (statement: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, statement))[0]!.n;
  const reminders = (where = sql`true`) => count(sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'inactivity-reminder' AND ${where}`);

  /** Waits until `read` gives `target` and then stays there for two more runs of both schedulers. */
  async function settlesAt(read: () => Promise<number>, target: number, timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    let value = await read();
    while (value !== target && performance.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      value = await read();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return read();
  }

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    // Long before the test's days: the demo catalogue is announced then, to nobody (nobody had an account yet).
    setClock('2026-01-05T15:00:00Z');
    [first, second] = await Promise.all([
      startAppProcess({ ...env(), DATA_DIR: path.join(dataDir, 'a') }),
      startAppProcess({ ...env(), DATA_DIR: path.join(dataDir, 'b') }),
    ]);
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    const published = await count(sql`SELECT count(*)::int AS n FROM courses WHERE published`);
    expect(await settlesAt(() => count(sql`SELECT count(*)::int AS n FROM course_announcements`), published)).toBe(published);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first, second].map((instance) => instance?.stop()));
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every due learner exactly one reminder, in their sending hours, through a restart, and none after a one-click unsubscribe', async () => {
    const [course] = await queryRows<{ id: string; lesson: string }>(
      database.db,
      sql`SELECT id, curriculum->'modules'->0->'lessons'->0->>'id' AS lesson FROM courses WHERE slug = 'ai-101-for-business-owners'`,
    );
    const seedStarted = performance.now();
    await database.db.execute(sql`
      INSERT INTO users (id, name, first_name, last_name, email)
      SELECT 'load-' || i, 'Learner ' || i, 'Learner', i::text, 'load-' || i || '@example.com' FROM generate_series(1, ${LEARNERS}) AS i
    `);
    await database.db.execute(sql`INSERT INTO email_preferences (user_id, time_zone) SELECT 'load-' || i, ${TOKYO} FROM generate_series(2, ${LEARNERS}, 2) AS i`);
    await database.db.execute(sql`
      INSERT INTO course_progress (user_id, course_id, lesson_id, completed_at)
      SELECT 'load-' || i, ${course!.id}, ${course!.lesson},
        CASE WHEN i % 100 = 1 THEN '2027-03-08T12:00:00Z'::timestamptz ELSE '2027-03-01T12:00:00Z'::timestamptz END
      FROM generate_series(1, ${LEARNERS}) AS i
    `);
    const seedMs = performance.now() - seedStarted;

    // One-click unsubscribes, as a mail provider sends them: a form POST, no session, no Origin.
    const leaving = Array.from({ length: LEARNERS }, (_, index) => index + 1).filter(unsubscribes);
    for (const i of leaving) {
      const token = unsubscribeToken(PROCESS_AUTH_SECRET, `load-${i}`, 'inactivity-reminder');
      const answer = await fetch(`${(i % 2 ? first : second).base}/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(answer.status).toBe(200);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM email_unsubscribes WHERE source = 'one-click' AND kind = 'inactivity-reminder'`)).toBe(leaving.length);

    const due = Array.from({ length: LEARNERS }, (_, index) => index + 1).filter((i) => !isRecent(i) && !unsubscribes(i));
    const dueInTokyo = due.filter((i) => i % 2 === 0).length;

    // 03:00 UTC on Tuesday 9 March 2027: noon in Tokyo, 22:00 in New York. Eight days after the learners' last lesson.
    const runStarted = performance.now();
    setClock('2027-03-09T03:00:00Z');
    // A restart mid-run: the first process is killed once the first reminders are queued, then started again.
    while ((await reminders()) === 0 && performance.now() - runStarted < 60_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const queuedAtKill = await reminders();
    first.child.kill('SIGKILL');
    await first.exited;
    first = await startAppProcess({ ...env(), DATA_DIR: path.join(dataDir, 'a') });

    expect(await settlesAt(() => reminders(), dueInTokyo)).toBe(dueInTokyo);
    expect(await reminders(sql`to_address IN (SELECT email FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id WHERE coalesce(p.time_zone, 'America/New_York') <> ${TOKYO})`)).toBe(0);
    const tokyoMs = performance.now() - runStarted;

    // 15:00 UTC the same day: 10:00 in New York, midnight in Tokyo.
    setClock('2027-03-09T15:00:00Z');
    expect(await settlesAt(() => reminders(), due.length)).toBe(due.length);

    const doubled = await queryRows<{ to_address: string }>(database.db, sql`SELECT to_address FROM email_outbox WHERE kind = 'inactivity-reminder' GROUP BY to_address HAVING count(*) > 1`);
    expect(doubled).toEqual([]);
    const notDue = [...leaving, ...Array.from({ length: LEARNERS }, (_, index) => index + 1).filter(isRecent)].map((i) => `load-${i}@example.com`);
    expect(await reminders(sql`to_address IN (SELECT jsonb_array_elements_text(${JSON.stringify(notDue)}::jsonb))`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM learning_email_sends WHERE kind = 'inactivity-reminder' AND email_id IS NOT NULL`)).toBe(due.length);
    console.log(
      `learning emails: ${LEARNERS} learners seeded in ${Math.round(seedMs)} ms; first process killed with ${queuedAtKill} reminders queued; ` +
        `Tokyo's ${dueInTokyo} settled in ${Math.round(tokyoMs)} ms; all ${due.length} due learners reminded once`,
    );
  }, 300_000);
});
