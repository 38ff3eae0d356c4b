import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, snapshot, subscriptionOf, testId } from '../../testing/billing';
import { createStripeModeApp, startStripeStandIn, type StripeRoutes, type StripeStandIn } from '../../testing/stripe-stand-in';
import { TEST_AUTH_SECRET, useTestApp, type TestApp } from '../../testing/test-app';
import { renewalCancelToken } from './renewal-cancel-token';

/** The renewal notice's one-click cancel (issue 33, decision 0085): a signed link, no session. */

const local = useTestApp();
const DAY_MS = 24 * 60 * 60_000;

const call = (app: TestApp, method: 'GET' | 'POST', token: string) =>
  app.server.inject({ method, url: `/api/renewal/cancel?token=${encodeURIComponent(token)}`, headers: SAME_ORIGIN, ...(method === 'POST' ? { payload: {} } : {}) });

/** Buys Pro at the local checkout; answers the stored subscription. */
async function subscribe(person: TestLearner) {
  const as = { ...SAME_ORIGIN, cookie: person.cookie };
  const opened = await local.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: as, payload: { plan: 'pro' } });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
  expect((await local.server.inject({ method: 'POST', url: `/api/billing/local/checkouts/${id}/payment`, headers: as, payload: {} })).statusCode).toBe(200);
  return (await subscriptionOf(local.database.db, person.id))!;
}

describe('one-click cancel from a renewal notice (local mode)', () => {
  it('shows the plan, date and amount without a session, cancels at period end as the dashboard does, and says so again on a second press', async () => {
    const learner = await createLearner(local);
    const { id, currentPeriodEnd } = await subscribe(learner);
    const token = renewalCancelToken(TEST_AUTH_SECRET, id, currentPeriodEnd!);

    const shown = await call(local, 'GET', token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ productName: 'Pro Member', periodEnd: currentPeriodEnd!.toISOString(), amountCents: 24_900, cancelAtPeriodEnd: false });
    expect(shown.json().maskedEmail).toMatch(/^.•+@/);
    expect((await subscriptionOf(local.database.db, learner.id))!.cancelAtPeriodEnd).toBe(false);

    const cancelled = await call(local, 'POST', token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: currentPeriodEnd!.toISOString() });
    const row = (await subscriptionOf(local.database.db, learner.id))!;
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    const portal = await local.server.inject({ method: 'GET', url: '/api/billing/local/portal', headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
    expect(portal.json().subscription).toMatchObject({ cancelAtPeriodEnd: true });

    const again = await call(local, 'POST', token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await subscriptionOf(local.database.db, learner.id))!.providerStateAt).toEqual(row.providerStateAt);
  });

  it('refuses a garbled token, one changed to name another subscription, and one for another period, changing nothing', async () => {
    const learner = await createLearner(local);
    const other = await createLearner(local);
    const mine = await subscribe(learner);
    const theirs = await subscribe(other);
    const token = renewalCancelToken(TEST_AUTH_SECRET, mine.id, mine.currentPeriodEnd!);
    const [, end, signed] = token.split('.');
    const attempts = [
      'not-a-token',
      `${Buffer.from(theirs.id).toString('base64url')}.${end}.${signed}`,
      renewalCancelToken('another-secret-of-at-least-32-characters', theirs.id, theirs.currentPeriodEnd!),
      `${token}x`,
    ];
    for (const attempt of attempts) {
      for (const method of ['GET', 'POST'] as const) {
        const refused = await call(local, method, attempt);
        expect(refused.statusCode, attempt).toBe(400);
        expect(refused.json().message).toBe('This cancel link is not valid. Open the link from the email again, or sign in and cancel from Manage Subscription on your dashboard.');
      }
    }
    const otherPeriod = await call(local, 'POST', renewalCancelToken(TEST_AUTH_SECRET, mine.id, new Date(mine.currentPeriodEnd!.getTime() + 365 * DAY_MS)));
    expect(otherPeriod.statusCode).toBe(404);
    expect(otherPeriod.json().message).toContain('This cancel link has expired');
    expect((await call(local, 'POST', '')).statusCode).toBe(400);
    expect((await subscriptionOf(local.database.db, learner.id))!.cancelAtPeriodEnd).toBe(false);
    expect((await subscriptionOf(local.database.db, other.id))!.cancelAtPeriodEnd).toBe(false);
  });

  it('stops working once the period it was sent for has ended', async () => {
    const learner = await createLearner(local);
    const { id } = await subscribe(learner);
    const ended = new Date(Date.now() - DAY_MS);
    await local.database.db.update(subscriptions).set({ currentPeriodEnd: ended }).where(eq(subscriptions.id, id));
    const expired = await call(local, 'POST', renewalCancelToken(TEST_AUTH_SECRET, id, ended));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('This cancel link has expired: the renewal it was sent for has passed. Sign in and manage your plan from your dashboard.');
    expect((await subscriptionOf(local.database.db, learner.id))!.cancelAtPeriodEnd).toBe(false);
  });
});

/** A stand-in for Stripe's subscriptions: an update answers the subscription with what was set. */
const subscriptionRoutes: StripeRoutes = ({ method, path, body }) => {
  const update = path.match(/^\/v1\/subscriptions\/(\w+)$/);
  if (!update || method !== 'POST') return undefined;
  return {
    id: update[1],
    object: 'subscription',
    customer: 'cus_fake',
    status: 'active',
    cancel_at_period_end: body.get('cancel_at_period_end') === 'true',
    created: Date.parse('2030-03-15T10:00:00Z') / 1000,
    metadata: { userId: '', plan: 'pro', product: 'pro' },
    items: { object: 'list', data: [{ id: 'si_fake', quantity: 1, price: { id: 'price_pro_yearly' }, current_period_start: Date.parse('2030-03-15T10:00:00Z') / 1000, current_period_end: Date.parse('2099-03-15T10:00:00Z') / 1000 }] },
  };
};

describe('one-click cancel from a renewal notice (Stripe mode)', () => {
  let app: TestApp;
  let stripeApi: StripeStandIn;

  beforeAll(async () => {
    stripeApi = await startStripeStandIn(subscriptionRoutes);
    app = await createStripeModeApp(stripeApi);
  });
  afterAll(async () => {
    await app?.close();
    await stripeApi?.close();
  });

  it("sets cancel_at_period_end on Stripe's subscription through the adapter and stores the state it answers; a second press asks Stripe nothing", async () => {
    const learner = await createLearner(app);
    const periodEnd = new Date('2099-03-15T10:00:00Z');
    const providerSubscriptionId = testId('sub');
    await billingServiceOf(app).apply(checkoutCompleted(learner.id, { subscription: snapshot(learner.id, { providerSubscriptionId, currentPeriodEnd: periodEnd }) }));
    const { id } = (await subscriptionOf(app.database.db, learner.id))!;
    const token = renewalCancelToken(TEST_AUTH_SECRET, id, periodEnd);

    const cancelled = await call(app, 'POST', token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: periodEnd.toISOString(), productName: 'Pro Member' });
    const sent = stripeApi.seen.filter((request) => request.path.startsWith('/v1/subscriptions/'));
    expect(sent.map((request) => ({ method: request.method, path: request.path, cancel: request.body.get('cancel_at_period_end') }))).toEqual([
      { method: 'POST', path: `/v1/subscriptions/${providerSubscriptionId}`, cancel: 'true' },
    ]);
    expect((await subscriptionOf(app.database.db, learner.id))!.cancelAtPeriodEnd).toBe(true);

    expect((await call(app, 'POST', token)).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(stripeApi.seen.filter((request) => request.path.startsWith('/v1/subscriptions/'))).toHaveLength(1);
  });
});
