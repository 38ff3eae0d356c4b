import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { callBookings, subscriptions, users } from '../../db/schema';
import { confirmEmailOf, sendJson, signIn, startAppProcess, type AppProcess } from '../../testing/app-process';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../../testing/own-postgres';

/**
 * The strategy call's one-booking-per-slot rule where it matters: two app processes on one
 * PostgreSQL (a server of the test's own), 20 Elite members asking for one slot at once, half on
 * each process. Exactly one booking is written; every other member gets the 409.
 */
const bin = findPostgresBin();

describe.skipIf(!bin)('booking one slot from two app processes on PostgreSQL', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let processes: AppProcess[];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calls-processes-'));

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    processes = await Promise.all([
      startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, 'a') }),
      startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, 'b') }),
    ]);
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all((processes ?? []).map((instance) => instance.stop()));
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes exactly one booking of 20 parallel requests, and answers the rest 409 with a clear message', async () => {
    const [first, second] = processes as [AppProcess, AppProcess];
    const admin = await signIn(first.base);
    const saved = await sendJson(first.base, '/api/admin/calls/availability', {
      method: 'PUT',
      cookie: admin,
      body: {
        timeZone: 'America/Chicago',
        bufferMinutes: 0,
        minimumNoticeHours: 1,
        meetingLink: 'https://meet.example.com/processes',
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 24 * 60 })),
        oneOff: [],
      },
    });
    expect(saved.status).toBe(200);

    const members: { cookie: string; base: string }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const base = index % 2 === 0 ? first.base : second.base;
      const email = `elite-${index}@example.com`;
      const signedUp = await sendJson(base, '/api/auth/sign-up/email', { body: { firstName: 'Member', lastName: String(index), email, password: 'correct-horse-42' } });
      expect(signedUp.status).toBe(200);
      await confirmEmailOf(database, email);
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await database.db.insert(subscriptions).values({
        userId: user!.id,
        planType: 'elite',
        status: 'active',
        currentPeriodStart: new Date(Date.now() - 86_400_000),
        currentPeriodEnd: new Date(Date.now() + 300 * 86_400_000),
      });
      members.push({ base, cookie: signedUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') });
    }
    const mine = await (await fetch(`${first.base}/api/calls/mine`, { headers: { cookie: members[0]!.cookie } })).json();
    const startsAt = mine.slots[10] as string;

    const answers = await Promise.all(
      members.map(({ base, cookie }) => sendJson(base, '/api/calls', { cookie, body: { startsAt, goal: 'Plan our AI roll-out', challenge: 'Manual data entry', timeZone: 'Europe/Paris' } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const messages = new Set(await Promise.all(answers.filter((answer) => answer.status === 409).map(async (answer) => (await answer.json()).message)));
    expect(messages).toEqual(new Set(['Someone booked that time a moment ago. Choose another time.']));
    expect(await database.db.select().from(callBookings).where(eq(callBookings.startsAt, new Date(startsAt)))).toHaveLength(1);
  }, 120_000);
});
