import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renewalNotices, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, emailsTo, ordersOf, snapshot, subscriptionOf, testId } from '../../testing/billing';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '../../testing/test-app';
import { renewalCancelUrl } from './renewal-cancel-token';
import { RenewalNoticesService } from './renewal-notices.service';

const app = useTestApp();

const as = (person?: TestLearner) => (person ? { ...SAME_ORIGIN, cookie: person.cookie } : SAME_ORIGIN);
const post = (url: string, person?: TestLearner, payload: object = {}) => app.server.inject({ method: 'POST', url, headers: as(person), payload });

const DAY_MS = 24 * 60 * 60_000;
const notices = () => new RenewalNoticesService(app.database.db, { publicUrl: TEST_PUBLIC_URL, signingSecret: TEST_AUTH_SECRET });
const noticesTo = async (email: string) => (await emailsTo(app.database.db, email)).filter((row) => row.kind === 'renewal-notice');

let codeCount = 0;
async function createCode(duration: 'once' | 'forever', plans = ['pro']): Promise<string> {
  codeCount += 1;
  const code = `RENEW${codeCount}${duration.toUpperCase()}`;
  const created = await post('/api/admin/promo-codes', await createAdmin(app), { code, discountKind: 'percent', percentOff: 20, plans, duration });
  expect(created.statusCode, created.body).toBe(201);
  return code;
}

/** Buys Pro at the local checkout, with `code` if given; answers the stored subscription. */
async function subscribe(person: TestLearner, code?: string) {
  const opened = await post('/api/billing/checkout', person, { plan: 'pro', ...(code ? { promoCode: code } : {}) });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
  expect((await post(`/api/billing/local/checkouts/${id}/payment`, person)).statusCode).toBe(200);
  return (await subscriptionOf(app.database.db, person.id))!;
}

describe('local renewals under a promo code', () => {
  // The test app's address is public, so the test clock is an admin's: admins subscribe here.
  it('charges the discounted price at renewal under a "forever" code', async () => {
    const admin = await createAdmin(app);
    await subscribe(admin, await createCode('forever'));
    expect((await post('/api/billing/local/portal/test-clock', admin, { renewal: 'succeeds' })).statusCode).toBe(200);
    expect((await ordersOf(app.database.db, admin.id)).map((order) => order.amountCents).sort()).toEqual([19_920, 19_920]);
  });

  it('charges the list price at renewal after a first-year code, and asks the list price when a renewal fails', async () => {
    const admin = await createAdmin(app);
    await subscribe(admin, await createCode('once'));
    expect((await post('/api/billing/local/portal/test-clock', admin, { renewal: 'succeeds' })).statusCode).toBe(200);
    expect((await ordersOf(app.database.db, admin.id)).map((order) => order.amountCents).sort()).toEqual([19_920, 24_900]);
    expect((await post('/api/billing/local/portal/test-clock', admin, { renewal: 'fails' })).statusCode).toBe(200);
    expect((await emailsTo(app.database.db, admin.email)).find((email) => email.kind === 'renewal-failed')?.textBody).toContain('$249.00');
  });

  it('asks the discounted price when a renewal under a "forever" code fails', async () => {
    const admin = await createAdmin(app);
    await subscribe(admin, await createCode('forever'));
    expect((await post('/api/billing/local/portal/test-clock', admin, { renewal: 'fails' })).statusCode).toBe(200);
    expect((await emailsTo(app.database.db, admin.email)).find((email) => email.kind === 'renewal-failed')?.textBody).toContain('$199.20');
  });
});

describe('renewal notices', () => {
  it('sends one notice 30 days and one 7 days before a local renewal, with the date, the discounted amount and how to cancel', async () => {
    const learner = await createLearner(app);
    const code = await createCode('forever');
    const { id, currentPeriodEnd } = await subscribe(learner, code);
    const renewsAt = currentPeriodEnd!.getTime();
    const at = (daysBefore: number) => new Date(renewsAt - daysBefore * DAY_MS);

    await notices().sendDue(at(31));
    expect(await noticesTo(learner.email)).toHaveLength(0);

    await notices().sendDue(at(30));
    await notices().sendDue(at(29));
    await notices().sendDue(at(8));
    const [first, ...more] = await noticesTo(learner.email);
    expect(more).toHaveLength(0);
    const date = currentPeriodEnd!.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(first!.subject).toBe(`Your AI Action Academy Pro Member plan renews on ${date} for $199.20`);
    expect(first!.textBody).toContain(`Your Pro Member plan renews on ${date}. On that day we will charge $199.20 for another year (with your code ${code}, which applies to every year)`);
    expect(first!.textBody).toContain(`To cancel in one click, open ${renewalCancelUrl(TEST_PUBLIC_URL, TEST_AUTH_SECRET, id, currentPeriodEnd!)} and press Cancel Renewal. No sign-in needed.`);
    expect(first!.textBody).toContain(`${TEST_PUBLIC_URL}/renewal/cancel?token=`);

    await notices().sendDue(at(7));
    await notices().sendDue(at(1));
    expect(await noticesTo(learner.email)).toHaveLength(2);
    expect(await app.database.db.select().from(renewalNotices).where(eq(renewalNotices.subscriptionId, id))).toMatchObject([
      { kind: '30-days', amountCents: 19_920 },
      { kind: '7-days', amountCents: 19_920 },
    ]);
    // After the renewal, the next year's notices are new ones.
    await notices().sendDue(new Date(renewsAt + DAY_MS));
    expect(await noticesTo(learner.email)).toHaveLength(2);
  });

  it('says the list price after a first-year code', async () => {
    const learner = await createLearner(app);
    const { currentPeriodEnd } = await subscribe(learner, await createCode('once'));
    await notices().sendDue(new Date(currentPeriodEnd!.getTime() - 10 * DAY_MS));
    const [notice] = await noticesTo(learner.email);
    expect(notice!.textBody).toContain('we will charge $249.00 for another year to the payment method on file');
  });

  it('sends none for a subscription set to cancel at period end, nor one past due', async () => {
    const cancelling = await createLearner(app);
    const { currentPeriodEnd } = await subscribe(cancelling);
    expect((await post('/api/billing/local/portal/cancellation', cancelling)).statusCode).toBe(200);
    const pastDue = await createLearner(app);
    await subscribe(pastDue);
    await app.database.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, pastDue.id));
    await notices().sendDue(new Date(currentPeriodEnd!.getTime() - 6 * DAY_MS));
    expect(await noticesTo(cancelling.email)).toHaveLength(0);
    expect(await noticesTo(pastDue.email)).toHaveLength(0);
  });

  it('works for a Stripe subscription from its stored period end, with the one-click cancel link for that period', async () => {
    const learner = await createLearner(app);
    const periodEnd = new Date('2031-03-15T10:00:00Z');
    await billingServiceOf(app).apply(checkoutCompleted(learner.id, { subscription: snapshot(learner.id, { providerSubscriptionId: testId('sub'), currentPeriodEnd: periodEnd }) }));
    expect((await subscriptionOf(app.database.db, learner.id))!.provider).toBe('stripe');
    await notices().sendDue(new Date('2031-02-20T00:00:00Z'));
    const [notice] = await noticesTo(learner.email);
    expect(notice!.subject).toBe('Your AI Action Academy Pro Member plan renews on March 15, 2031 for $249.00');
    const { id } = (await subscriptionOf(app.database.db, learner.id))!;
    expect(notice!.textBody).toContain(renewalCancelUrl(TEST_PUBLIC_URL, TEST_AUTH_SECRET, id, periodEnd));
  });

  it('queues a notice once when two runs race for it', async () => {
    const learner = await createLearner(app);
    const { id, currentPeriodEnd } = await subscribe(learner);
    const now = new Date(currentPeriodEnd!.getTime() - 3 * DAY_MS);
    await Promise.all([notices().sendDue(now), notices().sendDue(now), notices().sendDue(now)]);
    expect(await noticesTo(learner.email)).toHaveLength(1);
    expect(await app.database.db.select().from(renewalNotices).where(and(eq(renewalNotices.subscriptionId, id), eq(renewalNotices.kind, '7-days')))).toHaveLength(1);
  });
});
