import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { startAppProcess, type AppProcess } from '../../testing/app-process';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../../testing/own-postgres';

/**
 * Renewal notices where exactly-once matters (issue 33, decision 0109): two app processes on one
 * PostgreSQL, each running the notices every second on a clock the test moves (a file). Every
 * annual plan that renews by itself gets exactly one notice at 30 days and one at 7 days; plans
 * set to cancel at period end get none.
 */
const bin = findPostgresBin();
const SUBSCRIBERS = 1_000;
/** i % 10 = 0 is set to cancel at period end. */
const cancels = (i: number) => i % 10 === 0;
const RENEWAL = new Date('2027-06-30T12:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (days: number) => new Date(RENEWAL.getTime() - days * DAY_MS).toISOString();

describe.skipIf(!bin)('renewal notices from two app processes on PostgreSQL', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let first: AppProcess;
  let second: AppProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'renewal-notices-processes-'));
  const clockFile = path.join(dataDir, 'clock');
  const setClock = (iso: string) => writeFileSync(clockFile, iso);
  const env = () => ({ DATABASE_URL: postgres.url, NODE_ENV: 'test', RENEWAL_NOTICES_INTERVAL_SECONDS: '1', RENEWAL_NOTICES_CLOCK_FILE: clockFile });

  const count = async (statement: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, statement))[0]!.n;
  const noticeEmails = () => count(sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'renewal-notice'`);

  /** Waits until `read` gives `target`, then lets both schedulers run twice more and reads again. */
  async function settlesAt(read: () => Promise<number>, target: number, timeoutMs = 90_000): Promise<number> {
    const started = performance.now();
    while ((await read()) !== target && performance.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return read();
  }

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    setClock(daysBefore(60));
    [first, second] = await Promise.all([
      startAppProcess({ ...env(), DATA_DIR: path.join(dataDir, 'a') }),
      startAppProcess({ ...env(), DATA_DIR: path.join(dataDir, 'b') }),
    ]);
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first, second].map((instance) => instance?.stop()));
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every renewing subscriber exactly one notice at 30 days and one at 7 days, and none to those cancelling', async () => {
    await database.db.execute(sql`
      INSERT INTO users (id, name, first_name, last_name, email)
      SELECT 'renew-' || i, 'Subscriber ' || i, 'Subscriber', i::text, 'renew-' || i || '@example.com' FROM generate_series(1, ${SUBSCRIBERS}) AS i
    `);
    await database.db.execute(sql`
      INSERT INTO subscriptions (user_id, plan_type, status, current_period_start, current_period_end, cancel_at_period_end, provider, provider_customer_id, provider_subscription_id, provider_state_at)
      SELECT 'renew-' || i, CASE WHEN i % 3 = 0 THEN 'elite' ELSE 'pro' END::plan_type, 'active',
        ${RENEWAL.toISOString()}::timestamptz - interval '1 year', ${RENEWAL.toISOString()}::timestamptz, i % 10 = 0,
        CASE WHEN i % 2 = 0 THEN 'stripe' ELSE 'local' END, 'cus_renew_' || i, 'sub_renew_' || i, now()
      FROM generate_series(1, ${SUBSCRIBERS}) AS i
    `);
    const renewing = Array.from({ length: SUBSCRIBERS }, (_, index) => index + 1).filter((i) => !cancels(i)).length;

    // 31 days before: nothing is due yet.
    setClock(daysBefore(31));
    expect(await settlesAt(noticeEmails, 0, 3_000)).toBe(0);

    setClock(daysBefore(30));
    expect(await settlesAt(noticeEmails, renewing)).toBe(renewing);
    // Later in the month, still only the one notice each.
    setClock(daysBefore(12));
    expect(await settlesAt(noticeEmails, renewing, 3_000)).toBe(renewing);

    setClock(daysBefore(7));
    expect(await settlesAt(noticeEmails, 2 * renewing)).toBe(2 * renewing);
    setClock(daysBefore(2));
    expect(await settlesAt(noticeEmails, 2 * renewing, 3_000)).toBe(2 * renewing);

    const twice = await queryRows<{ to_address: string }>(
      database.db,
      sql`SELECT to_address FROM email_outbox WHERE kind = 'renewal-notice' GROUP BY to_address HAVING count(*) <> 2`,
    );
    expect(twice).toEqual([]);
    expect(await count(sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'renewal-notice' AND to_address IN (SELECT 'renew-' || i || '@example.com' FROM generate_series(10, ${SUBSCRIBERS}, 10) AS i)`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM renewal_notices WHERE email_id IS NOT NULL`)).toBe(2 * renewing);
    expect(await count(sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'renewal-notice' AND subject LIKE '%Elite Access plan renews on June 30, 2027 for $699.00'`)).toBe(
      Array.from({ length: SUBSCRIBERS }, (_, index) => index + 1).filter((i) => !cancels(i) && i % 3 === 0).length * 2,
    );
  }, 300_000);
});
