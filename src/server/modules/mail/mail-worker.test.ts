import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import type { DatabaseHandle } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { claimDueEmails } from './email-outbox.data';
import { MailWorker, retryDelayMs, type MailWorkerOptions } from './mail-worker';
import { recordingLogger, secondsUntilNextAttempt } from './mail-test-support';
import { enqueueEmail } from './outgoing-email';

/** The worker against the real database with transports that record, fail or dawdle. */

class FakeTransport implements MailTransport {
  readonly mode = 'local';
  readonly sent: MailMessage[] = [];
  calls = 0;
  sending = 0;
  mostAtOnce = 0;

  constructor(private readonly behaviour: { failWith?: Error; delayMs?: () => number } = {}) {}

  async send(message: MailMessage, signal?: AbortSignal): Promise<void> {
    this.calls += 1;
    this.sending += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.sending);
    try {
      const delay = this.behaviour.delayMs?.() ?? 0;
      if (delay > 0) await sleep(delay, undefined, { signal });
      if (this.behaviour.failWith) throw this.behaviour.failWith;
      this.sent.push(message);
    } finally {
      this.sending -= 1;
    }
  }

  async close(): Promise<void> {}
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const silent = recordingLogger('silent').log;
const workerWith = (transport: MailTransport, options: Partial<MailWorkerOptions> = {}, log = silent) => new MailWorker(database.db, transport, log, options);

async function enqueue(count: number, kind = 'test'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(await enqueueEmail(database.db, { kind, to: `person-${i}@example.com`, subject: `Message ${i}`, text: `Hello ${i}` }));
  }
  return ids;
}

const rowOf = async (id: string) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const makeDue = (id: string) => database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));

describe('claiming', () => {
  it('never hands one message to two workers claiming at the same moment', async () => {
    const ids = await enqueue(40);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDueEmails(database.db, { limit: 7, leaseMs: 60_000, maxAttempts: 10 })));
    const claimed = claims.flat().map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBeLessThanOrEqual(ids.length);
    for (const row of claims.flat()) expect(row).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('leaves messages that are not due, or that another worker holds, alone', async () => {
    const [later, held] = await enqueue(2);
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() + interval '1 minute'` }).where(eq(emailOutbox.id, later!));
    await database.db.update(emailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` }).where(eq(emailOutbox.id, held!));
    expect(await claimDueEmails(database.db, { limit: 10, leaseMs: 60_000, maxAttempts: 10 })).toEqual([]);
  });
});

describe('the mail worker', () => {
  it('sends every message exactly once when four workers run passes on one database at the same time', async () => {
    const ids = await enqueue(60);
    const transports = Array.from({ length: 4 }, () => new FakeTransport({ delayMs: () => Math.floor(Math.random() * 3) }));
    await Promise.all(transports.map((transport) => workerWith(transport, { batchSize: 4 }).runPass()));

    const sentIds = transports.flatMap((transport) => transport.sent.map((message) => message.id));
    expect(sentIds.toSorted()).toEqual(ids.toSorted());
    const rows = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
  });

  it('runs one pass at a time in a process, however often it is asked', async () => {
    const ids = await enqueue(12);
    const transport = new FakeTransport({ delayMs: () => 5 });
    const worker = workerWith(transport, { batchSize: 3 });
    await Promise.all([worker.runPass(), worker.runPass(), worker.runPass(), worker.runPass()]);
    expect(transport.mostAtOnce).toBe(1);
    expect(transport.sent.map((m) => m.id).toSorted()).toEqual(ids.toSorted());
  });

  it('retries a message left in sending by a worker that stopped, once its lease has passed', async () => {
    const [abandoned, held] = await enqueue(2);
    await database.db.update(emailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, abandoned!));
    await database.db.update(emailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(emailOutbox.id, held!));

    const transport = new FakeTransport();
    await workerWith(transport).runPass();

    expect(transport.sent.map((m) => m.id)).toEqual([abandoned]);
    expect(await rowOf(abandoned!)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf(held!)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('waits longer after each failure and marks the message failed after the last attempt', async () => {
    const [id] = await enqueue(1);
    const transport = new FakeTransport({ failWith: new Error('421 Service not available, try again later') });
    const { log, lines } = recordingLogger('warn');
    const worker = workerWith(transport, {}, log);

    const waits: number[] = [];
    for (let attempt = 1; attempt < 10; attempt++) {
      await worker.runPass();
      expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: attempt, lastError: '421 Service not available, try again later' });
      waits.push(Math.round(await secondsUntilNextAttempt(database.db, id!)));
      await makeDue(id!);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    await worker.runPass();
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 10, sentAt: null, lastError: '421 Service not available, try again later' });
    await makeDue(id!);
    await worker.runPass();
    expect(transport.calls).toBe(10);

    expect(lines.filter((line) => line.msg === 'mail: delivery failed; will retry')).toHaveLength(9);
    expect(lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({ msg: 'mail: delivery failed for good after the last attempt', emailId: id, attempt: 10 }),
    ]);
  });

  it('computes the back-off as 30 s doubling, capped at an hour', () => {
    const options = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 7, 8, 20].map((attempts) => retryDelayMs(attempts, options) / 1000)).toEqual([30, 60, 120, 1920, 3600, 3600]);
  });

  it('gives up on a message whose last allowed attempt was interrupted instead of claiming it forever', async () => {
    const [id] = await enqueue(1);
    await database.db.update(emailOutbox).set({ status: 'sending', attempts: 10, lockedUntil: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, id!));
    const transport = new FakeTransport();
    await workerWith(transport).runPass();
    expect(transport.calls).toBe(0);
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', lastError: 'Delivery was interrupted' });
  });

  it('hands back claimed messages it has no time left to send within its lease', async () => {
    const ids = await enqueue(2);
    const transport = new FakeTransport({ delayMs: () => 700 });
    await workerWith(transport, { leaseMs: 1_000 }).runPass();
    expect(transport.calls).toBe(1);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((row) => [row.status, row.attempts]).toSorted()).toEqual([
      ['pending', 0],
      ['sent', 1],
    ]);
  });

  it('on stop, finishes the send in flight, then ignores wake-ups', async () => {
    const [first] = await enqueue(1);
    const transport = new FakeTransport({ delayMs: () => 200 });
    const worker = workerWith(transport, { pollIntervalMs: 60_000 });
    worker.start();
    for (let i = 0; i < 100 && transport.sending === 0; i++) await sleep(5);
    expect(transport.sending).toBe(1);

    await worker.stop();
    expect(await rowOf(first!)).toMatchObject({ status: 'sent' });

    const [second] = await enqueue(1);
    worker.wake();
    await worker.runPass();
    await sleep(50);
    expect(await rowOf(second!)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('on stop, cancels a send that outlasts the grace period and hands the message back untried', async () => {
    const [id] = await enqueue(1);
    const transport = new FakeTransport({ delayMs: () => 10_000 });
    const worker = workerWith(transport, { pollIntervalMs: 60_000, stopGraceMs: 50 });
    worker.start();
    for (let i = 0; i < 100 && transport.sending === 0; i++) await sleep(5);
    const started = performance.now();
    await worker.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('keeps polling after the database fails a pass', async () => {
    const { log, lines } = recordingLogger('error');
    const broken = new MailWorker(database.db, new FakeTransport(), log);
    await database.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      await expect(broken.runPass()).resolves.toBeUndefined();
    } finally {
      await database.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect(lines[0]).toMatchObject({ msg: 'mail: delivery pass failed; will try again at the next poll' });
    const [id] = await enqueue(1);
    await broken.runPass();
    expect(await rowOf(id!)).toMatchObject({ status: 'sent' });
  });
});
