import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptions, teams } from '../../db/schema';
import { createLearner, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, emailsTo, testId } from '../../testing/billing';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { teamRequests } from '../../testing/teams';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();
const requests = learningRequests(() => app);
const { send, get, planOf, teamOf, teamWithSeats, joinedColleague, teamRow, teamSnapshot } = teamRequests(() => app);

/** A colleague on the owner's team who has completed the first lesson of a Pro course. */
async function colleagueWithProgress(owner: TestLearner) {
  const colleague = await joinedColleague(owner);
  const course = await createCourse(app.database.db, { requiredPlan: 'pro', title: 'AI for Small Teams' });
  expect((await requests.enroll(course.slug, colleague)).statusCode).toBe(201);
  expect((await requests.complete(course.slug, 'l1', colleague)).statusCode).toBe(200);
  return { colleague, course };
}

async function upgradeRequiredMessage(slug: string, learner: TestLearner): Promise<string> {
  const player = await requests.player(slug, learner);
  expect(player.statusCode, player.body).toBe(403);
  expect(player.json().error).toBe('UPGRADE_REQUIRED');
  return player.json().message;
}

const lapseEmails = async (owner: TestLearner) => (await emailsTo(app.database.db, owner.email)).filter((email) => email.kind === 'team-lapsed');
const progressOf = async (learner: TestLearner, slug: string): Promise<number | undefined> => {
  const courses: { slug: string; percent: number }[] = (await get('/api/me/courses', learner)).json().courses;
  return courses.find((course) => course.slug === slug)?.percent;
};

describe("'Upgrade Required' for a former team member says why", () => {
  it('names the removal when the owner removed them, and keeps their progress', async () => {
    const owner = await teamWithSeats(2);
    const { colleague, course } = await colleagueWithProgress(owner);
    expect((await send('DELETE', `/api/team/members/${colleague.id}`, owner)).statusCode).toBe(200);
    expect(await upgradeRequiredMessage(course.slug, colleague)).toMatch(/^Your seat on .*'s team has ended: the team owner removed you, so the Pro library it gave you is closed\. This course needs the Pro Member plan or higher/);
    expect(await progressOf(colleague, course.slug)).toBe(33);
  });

  it('names their leaving when they left, and opens the course again when they join a team again', async () => {
    const owner = await teamWithSeats(2);
    const { colleague, course } = await colleagueWithProgress(owner);
    expect((await send('DELETE', '/api/team/membership', colleague)).statusCode).toBe(200);
    expect(await upgradeRequiredMessage(course.slug, colleague)).toMatch(/^You left .*'s team, so its seat no longer opens the Pro library for you\./);

    const { token } = await (async () => {
      await send('POST', '/api/team/invitations', owner, { emails: colleague.email });
      const emails = (await emailsTo(app.database.db, colleague.email)).filter((email) => email.kind === 'team-invitation');
      return { token: /token=([A-Za-z0-9_-]+)/.exec(emails.at(-1)!.textBody!)![1]! };
    })();
    expect((await send('POST', '/api/team/membership', colleague, { token })).statusCode).toBe(200);
    expect((await requests.player(course.slug, colleague)).statusCode).toBe(200);
  });

  it("names the team's ended subscription when it lapsed, and keeps the plain message for learners who never held a seat", async () => {
    const owner = await teamWithSeats(2);
    const { colleague, course } = await colleagueWithProgress(owner);
    const row = await teamRow(owner);
    await billingServiceOf(app).apply({
      provider: 'local',
      eventId: testId('evt'),
      occurredAt: new Date(row.providerStateAt.getTime() + 1000),
      type: 'subscription.changed',
      subscription: teamSnapshot(owner, row, { status: 'inactive' }),
    });
    expect(await upgradeRequiredMessage(course.slug, colleague)).toMatch(/^The Team Access subscription of .*'s team has ended, so your seat no longer opens the Pro library\. .* ask the team owner to renew it/);
    expect(await progressOf(colleague, course.slug)).toBe(33);

    // A Pro member whose own plan lapsed, and who never held a seat, reads the plain message.
    const former = await createLearner(app);
    await requests.subscribe(former, 'pro');
    await requests.enroll(course.slug, former);
    await app.database.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.userId, former.id));
    expect(await upgradeRequiredMessage(course.slug, former)).toBe('This course requires a pro plan or higher.');
  });
});

describe('the local test mode for Team Access: cancel, resume and the test clock', () => {
  it('ends a team set to cancel at the period end: members lose Pro at once and the owner is emailed once', async () => {
    const owner = await teamWithSeats(2, { admin: true });
    const { colleague, course } = await colleagueWithProgress(owner);
    const cancelled = await send('POST', '/api/billing/local/team-portal/cancellation', owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ testClock: true, team: { state: 'cancelling', cancelAtPeriodEnd: true, seats: 2 } });
    expect((await send('POST', '/api/billing/local/team-portal/resumption', owner)).json().team).toMatchObject({ state: 'active', cancelAtPeriodEnd: false });
    await send('POST', '/api/billing/local/team-portal/cancellation', owner);
    expect(await planOf(colleague)).toBe('pro');

    const advanced = await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'succeeds' });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().team.state).toBe('ended');
    expect(await planOf(colleague)).toBe('free');
    expect(await upgradeRequiredMessage(course.slug, colleague)).toContain('Team Access subscription');
    expect(await lapseEmails(owner)).toHaveLength(1);
    // Nothing left to move: the clock refuses, and no second email goes out.
    expect((await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'succeeds' })).statusCode).toBe(409);
    expect(await lapseEmails(owner)).toHaveLength(1);
  });

  it("renews a month's seats at the period end, and a failed renewal leaves the team past due, then ends it", async () => {
    const owner = await teamWithSeats(3, { admin: true });
    const before = await teamRow(owner);
    const renewed = await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'succeeds' });
    expect(renewed.json().team).toMatchObject({ state: 'active', seats: 3 });
    const after = await teamRow(owner);
    expect(after.currentPeriodStart).toEqual(before.currentPeriodEnd);
    const paid = await app.database.db.select().from(orders).where(eq(orders.userId, owner.id));
    expect(paid.map((order) => [order.product, order.amountCents])).toEqual([
      ['team-seats', 3000],
      ['team-seats', 3000],
    ]);

    expect((await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'fails' })).json().team.state).toBe('past_due');
    expect(await lapseEmails(owner)).toHaveLength(0);
    expect((await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'fails' })).json().team.state).toBe('ended');
    expect(await lapseEmails(owner)).toHaveLength(1);
  });

  it('shows no team to a learner without one and refuses to change it (409); on a public site only an admin moves the clock', async () => {
    const owner = await teamWithSeats(1);
    const other = await joinedColleague(owner);
    expect((await get('/api/billing/local/team-portal', other)).json()).toEqual({ team: null, testClock: false });
    expect((await get('/api/billing/local/team-portal', owner)).json()).toMatchObject({ team: { state: 'active', seats: 1 }, testClock: false });
    const refused = await send('POST', '/api/billing/local/team-portal/test-clock', owner, { renewal: 'succeeds' });
    expect(refused.statusCode).toBe(403);
    expect((await send('POST', '/api/billing/local/team-portal/cancellation', other)).statusCode).toBe(409);
    expect((await get('/api/billing/local/team-portal')).statusCode).toBe(401);
  });
});

describe("a team subscription's creation time (decision 0078)", () => {
  it('stores when the provider created it, and an older subscription’s later event never replaces the newer one', async () => {
    const owner = await teamWithSeats(2);
    const row = await teamRow(owner);
    expect(row.providerCreatedAt).not.toBeNull();
    const billing = billingServiceOf(app);
    // A subscription created a day before the stored one sends an event dated after everything stored.
    await billing.apply({
      provider: 'local',
      eventId: testId('evt'),
      occurredAt: new Date(row.providerStateAt.getTime() + 60_000),
      type: 'subscription.changed',
      subscription: teamSnapshot(owner, row, { providerSubscriptionId: testId('sub_old'), createdAt: new Date(row.providerCreatedAt!.getTime() - 86_400_000), seats: 9 }),
    });
    expect(await teamRow(owner)).toMatchObject({ providerSubscriptionId: row.providerSubscriptionId, seats: 2 });
    // One created after it replaces it, even dated before the stored state.
    const newer = testId('sub_new');
    await billing.apply({
      provider: 'local',
      eventId: testId('evt'),
      occurredAt: new Date(row.providerStateAt.getTime() - 1000),
      type: 'subscription.changed',
      subscription: teamSnapshot(owner, row, { providerSubscriptionId: newer, createdAt: new Date(row.providerCreatedAt!.getTime() + 1000), seats: 4 }),
    });
    const [stored] = await app.database.db.select().from(teams).where(eq(teams.ownerId, owner.id));
    expect(stored).toMatchObject({ providerSubscriptionId: newer, seats: 4 });
    expect((await teamOf(owner)).seats).toBe(4);
  });
});
