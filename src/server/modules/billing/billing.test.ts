import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBillingResponse } from '../../../shared/api/billing';
import { adminAuditLog, checkoutSessions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, emailsTo, ordersOf, purchasesOf, snapshot, subscriptionOf, testId } from '../../testing/billing';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp, TEST_PUBLIC_URL } from '../../testing/test-app';

const app = useTestApp();

const requests = learningRequests(() => app);
const as = (learner?: TestLearner) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
const post = (url: string, learner?: TestLearner, payload: object = {}) => app.server.inject({ method: 'POST', url, headers: as(learner), payload });
const get = (url: string, learner?: TestLearner) => app.server.inject({ method: 'GET', url, headers: as(learner) });

const checkoutsOf = (userId: string) => app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

/** Opens a checkout for `plan` and answers the local checkout's id. */
async function openCheckout(learner: TestLearner, plan = 'pro'): Promise<string> {
  const response = await post('/api/billing/checkout', learner, { plan });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().url);
  expect(url.origin).toBe(TEST_PUBLIC_URL);
  return url.pathname.replace('/checkout/', '');
}

async function subscribe(learner: TestLearner, plan = 'pro') {
  const id = await openCheckout(learner, plan);
  const paid = await post(`/api/billing/local/checkouts/${id}/payment`, learner);
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

/** The plan's period ends (what the test clock does for an admin, and Stripe at a real period end). */
async function endPlanOf(learner: TestLearner) {
  const row = (await subscriptionOf(app.database.db, learner.id))!;
  const ended = snapshot(learner.id, { providerSubscriptionId: row.providerSubscriptionId!, providerCustomerId: row.providerCustomerId!, status: 'inactive' });
  await billingServiceOf(app).apply({ provider: 'local', eventId: testId('evt'), occurredAt: new Date(Date.now() + 1000), type: 'subscription.changed', subscription: ended });
}

const planOf = async (learner: TestLearner) => (await get('/api/billing/subscription', learner)).json();

describe('create-checkout', () => {
  it('refuses visitors and plans that cannot be bought, with a message a person can act on', async () => {
    expect((await post('/api/billing/checkout', undefined, { plan: 'pro' })).statusCode).toBe(401);
    const learner = await createLearner(app);
    for (const plan of ['free', 'gold', undefined]) {
      const response = await post('/api/billing/checkout', learner, { plan });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Choose a paid plan to check out: pro or elite');
    }
  });

  it('opens the local test-mode checkout with the plan and its yearly price, for its learner only', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner, 'elite');
    const page = await get(`/api/billing/local/checkouts/${id}`, learner);
    expect(page.json()).toEqual({
      checkout: { id, product: 'elite', productName: 'Elite Access', amountCents: 69_900, priceCents: 69_900, discountCents: 0, promo: null, quantity: 1, billing: 'yearly', status: 'open' },
    });
    const other = await createLearner(app);
    expect((await get(`/api/billing/local/checkouts/${id}`, other)).statusCode).toBe(404);
    expect((await post(`/api/billing/local/checkouts/${id}/payment`, other)).statusCode).toBe(404);
    expect(await subscriptionOf(app.database.db, other.id)).toBeUndefined();
  });

  it("says clearly when the learner already holds the plan", async () => {
    const learner = await createLearner(app);
    await subscribe(learner);
    const again = await post('/api/billing/checkout', learner, { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have the Pro Member plan. Manage it from your dashboard.');
  });
});

describe('the success page asks what a checkout bought', () => {
  const outcome = (id: string, learner: TestLearner) => get(`/api/billing/checkouts/${id}/outcome`, learner);

  it('shows the learner their own checkout: confirming until it is paid, then the new plan', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    expect((await outcome(id, learner)).json()).toEqual({ outcome: 'confirming', product: 'pro', productName: 'Pro Member', plan: 'free' });
    await post(`/api/billing/local/checkouts/${id}/payment`, learner);
    expect((await outcome(id, learner)).json()).toEqual({ outcome: 'paid', product: 'pro', productName: 'Pro Member', plan: 'pro' });
  });

  it("says nothing was bought to another learner, for a made-up id, and for a cancelled checkout", async () => {
    const buyer = await createLearner(app);
    const id = await openCheckout(buyer);
    await post(`/api/billing/local/checkouts/${id}/payment`, buyer);
    const other = await createLearner(app);
    const nothing = { outcome: 'none', product: null, productName: null, plan: 'free' };
    expect((await outcome(id, other)).json()).toEqual(nothing);
    expect((await outcome('cs_local_madeup', other)).json()).toEqual(nothing);
    const cancelled = await openCheckout(other);
    await post(`/api/billing/local/checkouts/${cancelled}/cancellation`, other);
    expect((await outcome(cancelled, other)).json()).toEqual(nothing);
  });

  it('asks a visitor to sign in, and refuses a malformed id with a message', async () => {
    expect((await get('/api/billing/checkouts/cs_1/outcome')).statusCode).toBe(401);
    const learner = await createLearner(app);
    const malformed = await outcome('not%20an%20id', learner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('This checkout link is not valid');
  });
});

describe('paying and cancelling in test mode', () => {
  it('re-checks an older checkout when it is paid: a Pro checkout opened before buying Elite is refused, charging nothing', async () => {
    const learner = await createLearner(app);
    const pro = await openCheckout(learner, 'pro');
    await subscribe(learner, 'elite');
    const late = await post(`/api/billing/local/checkouts/${pro}/payment`, learner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your Elite Access plan already includes everything in Pro Member. Manage it from your dashboard.');
    expect(await planOf(learner)).toMatchObject({ plan: 'elite' });
    expect((await ordersOf(app.database.db, learner.id)).map((order) => order.product)).toEqual(['elite']);
  });

  it('Pay gives the plan at once, one order, one receipt and one purchase event however often it is pressed', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    expect((await requests.enroll(course.slug, learner)).statusCode).toBe(403);
    const id = await openCheckout(learner);
    const [first, second] = await Promise.all([post(`/api/billing/local/checkouts/${id}/payment`, learner), post(`/api/billing/local/checkouts/${id}/payment`, learner)]);
    expect(first.json()).toEqual({ url: `/success?checkout=${id}` });
    expect(second.statusCode).toBe(200);
    expect(await planOf(learner)).toMatchObject({ plan: 'pro', subscribed: true, status: 'active', cancelAtPeriodEnd: false });
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toEqual(['receipt']);
    expect((await requests.enroll(course.slug, learner)).statusCode).toBe(201);
  });

  it('Cancel charges nothing and leaves the plan free', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    expect((await post(`/api/billing/local/checkouts/${id}/cancellation`, learner)).json()).toEqual({ url: '/cancel' });
    expect(await planOf(learner)).toMatchObject({ plan: 'free', subscribed: false });
    expect((await post(`/api/billing/local/checkouts/${id}/payment`, learner)).statusCode).toBe(409);
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(0);
  });

  it('sells the Custom AI Audit once, with a confirmation to the buyer and a notice to support', async () => {
    const learner = await createLearner(app);
    const opened = await post('/api/billing/add-on-checkout', learner, { addOn: 'custom-ai-audit' });
    const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
    expect((await get(`/api/billing/local/checkouts/${id}`, learner)).json().checkout).toMatchObject({ productName: 'Custom AI Audit', amountCents: 49_900, billing: 'one-time' });
    expect((await post(`/api/billing/local/checkouts/${id}/payment`, learner)).json()).toEqual({ url: `/success?checkout=${id}` });
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ product: 'custom-ai-audit', amountCents: 49_900 }]);
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toEqual(['add-on-confirmation']);
    expect(await planOf(learner)).toMatchObject({ plan: 'free' });
  });

  it('refuses the Custom AI Audit to an Elite member, whose plan includes it, and opens no checkout', async () => {
    const learner = await createLearner(app);
    await subscribe(learner, 'elite');
    const refused = await post('/api/billing/add-on-checkout', learner, { addOn: 'custom-ai-audit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your Elite Access plan already includes the Custom AI Audit, so there is nothing to buy.');
    expect((await ordersOf(app.database.db, learner.id)).map((order) => order.product)).toEqual(['elite']);
    expect(await checkoutsOf(learner.id)).toHaveLength(1);
  });

  it('refuses to take payment for an audit checkout opened before the learner bought Elite', async () => {
    const learner = await createLearner(app);
    const opened = await post('/api/billing/add-on-checkout', learner, { addOn: 'custom-ai-audit' });
    const auditCheckout = new URL(opened.json().url).pathname.replace('/checkout/', '');
    await subscribe(learner, 'elite');
    const refused = await post(`/api/billing/local/checkouts/${auditCheckout}/payment`, learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already includes the Custom AI Audit');
    expect((await ordersOf(app.database.db, learner.id)).map((order) => order.product)).toEqual(['elite']);
  });
});

// TEST_PUBLIC_URL is not a loopback address, so there the test clock is an admin's: the tests that
// move it subscribe an admin.
describe('the test-mode portal', () => {
  it('keeps the test clock from learners on a public site (ALLOW_TEST_PAYMENTS), and says so in the portal', async () => {
    const learner = await createLearner(app);
    await subscribe(learner);
    expect((await get('/api/billing/local/portal', learner)).json()).toMatchObject({ testClock: false });
    const refused = await post('/api/billing/local/portal/test-clock', learner, { renewal: 'succeeds' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The test clock is for admins on a public site.');
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);

    const admin = await createAdmin(app);
    await subscribe(admin);
    expect((await get('/api/billing/local/portal', admin)).json()).toMatchObject({ testClock: true });
    expect((await post('/api/billing/local/portal/test-clock', admin, { renewal: 'succeeds' })).statusCode).toBe(200);
  });

  it('has nothing to manage before a plan is bought', async () => {
    const learner = await createLearner(app);
    const response = await post('/api/billing/portal', learner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have no paid subscription to manage yet. Choose a plan on the pricing page.');
  });

  it('upgrades Pro to Elite prorated, cancels at period end, resumes, and the test clock ends the plan', async () => {
    const learner = await createAdmin(app);
    await subscribe(learner);
    expect((await post('/api/billing/portal', learner)).json()).toEqual({ url: `${TEST_PUBLIC_URL}/billing/portal` });
    const portal = (await get('/api/billing/local/portal', learner)).json();
    expect(portal.subscription).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false, upgrade: { plan: 'elite' } });
    expect(portal.subscription.upgrade.amountCents).toBeGreaterThan(44_900);

    const upgraded = (await post('/api/billing/local/portal/upgrade', learner)).json();
    expect(upgraded.subscription).toMatchObject({ plan: 'elite', upgrade: null });
    expect((await ordersOf(app.database.db, learner.id)).map((order) => order.product).sort()).toEqual(['elite', 'pro']);
    expect((await post('/api/billing/local/portal/upgrade', learner)).statusCode).toBe(409);

    expect((await post('/api/billing/local/portal/cancellation', learner)).json().subscription).toMatchObject({ cancelAtPeriodEnd: true, grantsPlan: true });
    expect((await post('/api/billing/local/portal/resumption', learner)).json().subscription).toMatchObject({ cancelAtPeriodEnd: false });
    await post('/api/billing/local/portal/cancellation', learner);
    expect(await planOf(learner)).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: true });

    const ended = (await post('/api/billing/local/portal/test-clock', learner, { renewal: 'succeeds' })).json();
    expect(ended.subscription).toMatchObject({ status: 'inactive', grantsPlan: false });
    expect(await planOf(learner)).toMatchObject({ plan: 'free', subscribed: false });
  });

  it('renews at the period end, or keeps the plan past due after a failed renewal and ends it after a second', async () => {
    const learner = await createAdmin(app);
    await subscribe(learner);
    const before = (await planOf(learner)).currentPeriodEnd;
    await post('/api/billing/local/portal/test-clock', learner, { renewal: 'succeeds' });
    const renewed = await planOf(learner);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(2);

    await post('/api/billing/local/portal/test-clock', learner, { renewal: 'fails' });
    expect(await planOf(learner)).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toContain('renewal-failed');
    await post('/api/billing/local/portal/test-clock', learner, { renewal: 'fails' });
    expect(await planOf(learner)).toMatchObject({ plan: 'free', status: 'inactive' });
  });
});

describe('a lapsed plan (decision 0016)', () => {
  it("closes its courses with 'Upgrade Required', keeps the progress, and opens them where the learner left off after re-subscribing", async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    await subscribe(learner);
    expect((await requests.enroll(course.slug, learner)).statusCode).toBe(201);
    expect((await requests.complete(course.slug, 'l1', learner)).statusCode).toBe(200);

    await endPlanOf(learner);
    const closed = await requests.player(course.slug, learner);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: 'UPGRADE_REQUIRED', message: 'This course requires a pro plan or higher.' });
    expect((await requests.complete(course.slug, 'l2', learner)).statusCode).toBe(403);
    expect((await get('/api/me/courses', learner)).json().courses.map((c: { slug: string }) => c.slug)).toContain(course.slug);

    await subscribe(learner);
    const reopened = await requests.player(course.slug, learner);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().progress.completedLessonIds).toEqual(['l1']);
  });

  it('leaves admins free to open any course on any plan', async () => {
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'elite' });
    expect((await requests.player(course.slug, admin)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("shows a learner only their own orders and subscription", async () => {
    const [buyer, other] = [await createLearner(app), await createLearner(app)];
    await subscribe(buyer);
    expect((await get('/api/billing/orders', other)).json()).toEqual({ orders: [] });
    expect((await get('/api/billing/orders', buyer)).json().orders).toHaveLength(1);
    expect(await planOf(other)).toMatchObject({ plan: 'free', status: null });
    expect((await get('/api/billing/orders')).statusCode).toBe(401);
    expect((await get('/api/billing/subscription')).statusCode).toBe(401);
  });

  it('refuses /api/admin/billing and refunds to visitors (401) and learners (403)', async () => {
    const learner = await createLearner(app);
    await subscribe(learner);
    const [order] = await ordersOf(app.database.db, learner.id);
    expect((await get('/api/admin/billing')).statusCode).toBe(401);
    expect((await get('/api/admin/billing', learner)).statusCode).toBe(403);
    expect((await post(`/api/admin/billing/orders/${order!.id}/refund`)).statusCode).toBe(401);
    expect((await post(`/api/admin/billing/orders/${order!.id}/refund`, learner)).statusCode).toBe(403);
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ status: 'paid' }]);
  });
});

describe('/api/admin/billing', () => {
  it('lists subscriptions with their state now, totals, and orders, and refunds within 30 days, which ends the plan that day', async () => {
    const [admin, learner] = [await createAdmin(app), await createLearner(app)];
    await subscribe(learner);
    const overview: AdminBillingResponse = (await get('/api/admin/billing', admin)).json();
    const order = overview.orders.find((row) => row.learner.id === learner.id)!;
    expect(order).toMatchObject({ product: 'pro', amountCents: 24_900, status: 'paid', refundable: true, provider: 'local' });
    const subscriptionOfLearner = (body: AdminBillingResponse) => body.subscriptions.find((row) => row.learner.id === learner.id)!;
    expect(subscriptionOfLearner(overview)).toMatchObject({ plan: 'pro', state: 'active' });
    expect(overview.totals.activeSubscribers).toBeGreaterThanOrEqual(1);

    const refunded = await post(`/api/admin/billing/orders/${order.id}/refund`, admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().order).toMatchObject({ status: 'refunded' });
    const audited = await app.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, order.id));
    expect(audited).toMatchObject([{ action: 'order.refunded', adminUserId: admin.id, adminEmail: admin.email, before: { status: 'paid' }, after: { status: 'refunded' } }]);
    expect(await planOf(learner)).toMatchObject({ plan: 'free', subscribed: false });
    const after: AdminBillingResponse = (await get('/api/admin/billing', admin)).json();
    // The refunded plan ended today, not at its period end a year away.
    const ended = subscriptionOfLearner(after);
    expect(ended.state).toBe('ended');
    expect(Math.abs(Date.parse(ended.date!) - Date.now())).toBeLessThan(60_000);
    expect(after.totals).toEqual({
      activeSubscribers: overview.totals.activeSubscribers - 1,
      yearlyRecurringRevenueCents: overview.totals.yearlyRecurringRevenueCents - 24_900,
    });
    const again = await post(`/api/admin/billing/orders/${order.id}/refund`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has been refunded already.');
  });
});

describe('concurrency (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('gives one subscription and one purchase when Pay is pressed twice while the same checkout is reported complete by an event (PostgreSQL only)', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    const reported = checkoutCompleted(learner.id, {
      provider: 'local',
      providerSessionId: id,
      subscription: snapshot(learner.id, { providerSubscriptionId: `sub_other_${learner.id}` }),
      payment: { ref: `in_other_${learner.id}`, amountCents: 24_900, currency: 'usd', paymentIntentId: null },
    });
    const answers = await Promise.all([
      post(`/api/billing/local/checkouts/${id}/payment`, learner),
      billingServiceOf(app).apply(reported),
      post(`/api/billing/local/checkouts/${id}/payment`, learner),
    ]);
    expect([answers[0].statusCode, answers[2].statusCode]).toEqual([200, 200]);
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'pro', status: 'active' });
  });
});
