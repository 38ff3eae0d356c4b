import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction, type DatabaseHandle, type DbExecutor } from '../../db/client';
import { RateLimitedError } from '../../http/rate-limiter';
import { createTestDatabase } from '../../testing/test-database';
import { EventFloodGuard, floodKey } from './event-flood-guard';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

/** Admits a batch as the endpoint does: in the transaction that would store it. */
const admit = (guard: EventFloodGuard, client: string, events: number) => withTransaction(database.db, (tx) => guard.admit(tx, client, events));

/** A database that fails the test if the guard asks it anything. */
const noQueries = new Proxy({}, { get: () => () => expect.unreachable('the guard queried the database') }) as DbExecutor;

async function refusal(attempt: Promise<unknown> | (() => unknown)): Promise<RateLimitedError> {
  try {
    await (typeof attempt === 'function' ? attempt() : attempt);
  } catch (error) {
    expect(error).toBeInstanceOf(RateLimitedError);
    return error as RateLimitedError;
  }
  return expect.unreachable('the batch was not refused');
}

describe('EventFloodGuard', () => {
  it('takes events up to the limit per client and minute, then refuses with the seconds left', async () => {
    const guard = new EventFloodGuard(100);
    const [client, other] = [newClient(), newClient()];
    await admit(guard, client, 60);
    await admit(guard, client, 40);
    expect((await refusal(admit(guard, client, 1))).retryAfterSeconds).toBeGreaterThan(50);
    expect(() => guard.refuseAtLimit(client)).toThrow(RateLimitedError);
    await admit(guard, other, 100);
  });

  it('counts one client together across processes on one database', async () => {
    const [first, second] = [new EventFloodGuard(100), new EventFloodGuard(100)];
    const client = newClient();
    await admit(first, client, 50);
    await admit(second, client, 50);
    await refusal(admit(first, client, 1));
    await refusal(admit(second, client, 1));
  });

  it('does not count a refused batch, so a smaller one still fits', async () => {
    const guard = new EventFloodGuard(100);
    const client = newClient();
    await admit(guard, client, 90);
    await refusal(admit(guard, client, 20));
    await admit(guard, client, 10);
    await refusal(admit(new EventFloodGuard(100), client, 1));
  });

  it('does not count a batch whose transaction fails after it was admitted', async () => {
    const guard = new EventFloodGuard(100);
    const client = newClient();
    await expect(
      withTransaction(database.db, async (tx) => {
        await guard.admit(tx, client, 100);
        throw new Error('storing the batch failed');
      }),
    ).rejects.toThrow('storing the batch failed');
    await admit(new EventFloodGuard(100), client, 100);
  });

  it('refuses a client it knows is over, before and after reading its batch, without a query', async () => {
    let now = 1_000_000;
    const guard = new EventFloodGuard(100, () => now);
    const client = newClient();
    await admit(guard, client, 100);
    await refusal(admit(guard, client, 50));
    now += 20_000;
    const early = await refusal(() => guard.refuseAtLimit(client));
    expect(early.retryAfterSeconds).toBeGreaterThanOrEqual(35);
    expect(early.retryAfterSeconds).toBeLessThanOrEqual(40);
    await refusal(guard.admit(noQueries, client, 1));
  });

  it('starts afresh when the minute has passed', async () => {
    let now = 1_000_000;
    const guard = new EventFloodGuard(100, () => now);
    const client = newClient();
    await admit(guard, client, 100);
    await refusal(admit(guard, client, 1));
    await database.db.execute(sql`UPDATE rate_limits SET window_started_at = window_started_at - interval '61 seconds' WHERE key = ${floodKey(client)}`);
    now += 61_000;
    expect(() => guard.refuseAtLimit(client)).not.toThrow();
    await admit(guard, client, 100);
  });
});
