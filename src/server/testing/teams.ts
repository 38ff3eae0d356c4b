import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TeamOverviewResponse } from '../../shared/api/teams';
import type { SubscriptionSnapshot } from '../adapters/payments/payment-provider';
import { teams } from '../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, uniqueEmail, type TestLearner } from './accounts';
import { emailsTo } from './billing';
import { learningRequests } from './learning';
import type { TestApp } from './test-app';

/** Team Access through the real app (issue 30): an owner buying seats in the local checkout, invitations, joining. */
export function teamRequests(appOf: () => TestApp) {
  const requests = learningRequests(appOf);
  const as = (learner?: TestLearner) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, learner?: TestLearner, payload?: object) =>
    appOf().server.inject({ method, url, headers: as(learner), ...(payload ? { payload } : {}) });
  const get = (url: string, learner?: TestLearner) => appOf().server.inject({ method: 'GET', url, headers: as(learner) });

  const planOf = async (learner: TestLearner) => (await get('/api/session', learner)).json().user.plan;
  const teamOf = async (owner: TestLearner): Promise<NonNullable<TeamOverviewResponse['team']>> => {
    const response = await get('/api/team', owner);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().team;
  };

  async function proMember(): Promise<TestLearner> {
    const learner = await createLearner(appOf(), { email: uniqueEmail('owner') });
    await requests.subscribe(learner, 'pro');
    return learner;
  }

  /** Buys `seats` in the local test checkout, as the pricing page's Team Access card does. */
  async function buySeats(owner: TestLearner, seats: number): Promise<string> {
    const opened = await send('POST', '/api/billing/team-checkout', owner, { seats });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
    const paid = await send('POST', `/api/billing/local/checkouts/${id}/payment`, owner);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ url: '/team?purchased=1' });
    return id;
  }

  /**
   * A Pro member's team of `seats`. `admin`: its owner is an admin, who may move the local test clock
   * (TEST_PUBLIC_URL is not a loopback address, so on it the clock is an admin's).
   */
  async function teamWithSeats(seats: number, options: { admin?: boolean } = {}) {
    const owner = options.admin ? await createAdmin(appOf()) : await proMember();
    if (options.admin) await requests.subscribe(owner, 'pro');
    await buySeats(owner, seats);
    return owner;
  }

  /** The token of the newest invitation link emailed to `address`. */
  async function linkTokenFor(address: string): Promise<string> {
    const emails = (await emailsTo(appOf().database.db, address)).filter((email) => email.kind === 'team-invitation');
    const text = emails.at(-1)?.textBody ?? '';
    const match = /\/team\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no invitation link in: ${text}`);
    return match[1]!;
  }

  async function invitedColleague(owner: TestLearner): Promise<{ colleague: TestLearner; token: string }> {
    const colleague = await createLearner(appOf(), { email: uniqueEmail('staff') });
    const invited = await send('POST', '/api/team/invitations', owner, { emails: colleague.email });
    expect(invited.statusCode, invited.body).toBe(200);
    return { colleague, token: await linkTokenFor(colleague.email) };
  }

  async function joinedColleague(owner: TestLearner): Promise<TestLearner> {
    const { colleague, token } = await invitedColleague(owner);
    const joined = await send('POST', '/api/team/membership', colleague, { token });
    expect(joined.statusCode, joined.body).toBe(200);
    return colleague;
  }

  async function teamRow(owner: TestLearner) {
    const [row] = await appOf().database.db.select().from(teams).where(eq(teams.ownerId, owner.id));
    return row!;
  }

  function teamSnapshot(owner: TestLearner, row: Awaited<ReturnType<typeof teamRow>>, change: Partial<SubscriptionSnapshot>): SubscriptionSnapshot {
    return {
      providerSubscriptionId: row.providerSubscriptionId,
      providerCustomerId: row.providerCustomerId,
      userId: owner.id,
      plan: 'pro',
      status: row.status,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      createdAt: null,
      seats: row.quantity,
      ...change,
    };
  }

  return { send, get, planOf, teamOf, proMember, buySeats, teamWithSeats, linkTokenFor, invitedColleague, joinedColleague, teamRow, teamSnapshot };
}
