import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { invoices } from './db/schema';
import { confirmEmailOf, sendJson, startAppProcess, type AppProcess } from './testing/app-process';
import { findPostgresBin, startOwnPostgres } from './testing/own-postgres';

/**
 * Invoice numbers (decision 0107) from two app processes on one PostgreSQL (a server of the test's
 * own): 24 learners, half on each instance, press Pay at the same moment; the invoices are
 * numbered 1..24 exactly, whichever process and connection issued each.
 */
const bin = findPostgresBin();
const BUYERS = 24;

describe.skipIf(!bin)('invoice numbers across two app processes (own PostgreSQL)', () => {
  let postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
  let instances: AppProcess[] = [];
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invoice-numbers-'));

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    instances = await Promise.all(['a', 'b'].map((name) => startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, name), RATE_LIMIT_SCALE: '1000' })));
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('numbers 24 payments fulfilled at once on two instances 1..24 without gaps or duplicates', async () => {
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const instance = instances[i % 2]!;
        const email = `buyer${i}@example.com`;
        const signedUp = await sendJson(instance.base, '/api/auth/sign-up/email', { body: { firstName: `Buyer${i}`, lastName: 'Test', email, password: 'correct-horse-42' } });
        expect(signedUp.status).toBe(200);
        await confirmEmailOf(database, email);
        const cookie = signedUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
        const checkout = await sendJson(instance.base, '/api/billing/checkout', { cookie, body: { plan: 'pro' } });
        expect(checkout.status, await checkout.clone().text()).toBe(200);
        const id = new URL(((await checkout.json()) as { url: string }).url, instance.base).pathname.replace('/checkout/', '');
        return { instance, cookie, id };
      }),
    );
    const paid = await Promise.all(buyers.map(({ instance, cookie, id }) => sendJson(instance.base, `/api/billing/local/checkouts/${id}/payment`, { cookie })));
    expect(paid.map((answer) => answer.status)).toEqual(Array(BUYERS).fill(200));
    const numbers = (await database.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number))).map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: BUYERS }, (_, i) => i + 1));
  }, 120_000);
});
