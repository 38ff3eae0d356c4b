import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { emailOutbox, subscriptions, teamMembers, teams, users } from '../../db/schema';
import { confirmEmailOf, sendJson, startAppProcess, type AppProcess } from '../../testing/app-process';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from '../../testing/own-postgres';

/**
 * Issue 30's acceptance: on PostgreSQL, ten invitations accepted at the same instant on two app
 * processes, for a team with three free seats: exactly three join, the rest get a clear 409.
 * The team's row lock, not one process's memory, keeps the count.
 */
const bin = findPostgresBin();

describe.skipIf(!bin)('Team Access seats across two app processes on one PostgreSQL (own server)', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let first: AppProcess;
  let second: AppProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'team-seats-'));

  beforeAll(async () => {
    postgres = await startOwnPostgres(bin!);
    [first, second] = await Promise.all([
      startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, 'a') }),
      startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, 'b') }),
    ]);
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(base: string, email: string): Promise<string> {
    const answer = await sendJson(base, '/api/auth/sign-up/email', { body: { firstName: 'Sam', lastName: 'Baker', email, password: 'correct-horse' } });
    expect(answer.status).toBe(200);
    await confirmEmailOf(database, email);
    return answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  }

  it('lets exactly three of ten join when they accept at once on two processes', async () => {
    const owner = await signUp(first.base, 'owner@bakery.example');
    const [ownerRow] = await database.db.select().from(users).where(eq(users.email, 'owner@bakery.example'));
    await database.db.insert(subscriptions).values({ userId: ownerRow!.id, planType: 'pro', status: 'active' });

    const checkout = await sendJson(first.base, '/api/billing/team-checkout', { cookie: owner, body: { seats: 10 } });
    expect(checkout.status).toBe(200);
    const id = new URL((await checkout.json()).url).pathname.replace('/checkout/', '');
    expect((await sendJson(second.base, `/api/billing/local/checkouts/${id}/payment`, { cookie: owner, body: {} })).status).toBe(200);

    const emails = Array.from({ length: 10 }, (_, i) => `staff${i}@bakery.example`);
    const cookies = await Promise.all(emails.map((email, i) => signUp(i % 2 === 0 ? first.base : second.base, email)));
    expect((await sendJson(first.base, '/api/team/invitations', { cookie: owner, body: { emails: emails.join('\n') } })).status).toBe(200);
    // The seats went down to three at a period's end while the ten invitations were out.
    await database.db.update(teams).set({ seats: 3, quantity: 3 }).where(eq(teams.ownerId, ownerRow!.id));
    const invitations = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, emails));
    const tokenFor = (email: string) => /\/team\?token=([A-Za-z0-9_-]+)/.exec(invitations.find((row) => row.toAddress === email && row.kind === 'team-invitation')!.textBody)![1]!;

    const answers = await Promise.all(
      emails.map((email, i) => sendJson(i % 2 === 0 ? first.base : second.base, '/api/team/membership', { cookie: cookies[i]!, body: { token: tokenFor(email) } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect((await answer.json()).message).toBe('Every seat on this team is taken. Ask your team owner to add a seat.');
    }
    const [team] = await database.db.select().from(teams).where(eq(teams.ownerId, ownerRow!.id));
    expect(await database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id))).toHaveLength(3);
  }, 90_000);
});
