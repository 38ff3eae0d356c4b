import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { ordersOf } from '../../testing/billing';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const as = (person?: TestLearner) => (person ? { ...SAME_ORIGIN, cookie: person.cookie } : SAME_ORIGIN);
const post = (url: string, person?: TestLearner, payload: object = {}) => app.server.inject({ method: 'POST', url, headers: as(person), payload });
const get = (url: string, person?: TestLearner) => app.server.inject({ method: 'GET', url, headers: as(person) });

let codeCount = 0;
async function createCode(terms: Record<string, unknown> = {}): Promise<string> {
  const admin = await createAdmin(app);
  codeCount += 1;
  const code = `PARTNER${codeCount}X`;
  const created = await post('/api/admin/promo-codes', admin, { code, discountKind: 'percent', percentOff: 20, plans: ['pro', 'elite'], duration: 'once', ...terms });
  expect(created.statusCode, created.body).toBe(201);
  return code;
}

async function openCheckout(learner: TestLearner, plan = 'pro'): Promise<string> {
  const response = await post('/api/billing/checkout', learner, { plan });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url).pathname.replace('/checkout/', '');
}

const apply = (learner: TestLearner, id: string, code: string) => post(`/api/billing/local/checkouts/${id}/promo-code`, learner, { code });
const pay = (learner: TestLearner, id: string) => post(`/api/billing/local/checkouts/${id}/payment`, learner);

describe('admin promo codes', () => {
  it('lets an admin create a code and list it with its terms; refuses learners, a duplicate and bad terms with a message', async () => {
    const learner = await createLearner(app);
    expect((await post('/api/admin/promo-codes', learner, { code: 'NOPE1' })).statusCode).toBe(403);
    const code = await createCode({ maxRedemptions: 5, onePerCustomer: true, expiresAt: '2099-12-31T23:59:59Z' });
    const admin = await createAdmin(app);
    const listed = (await get('/api/admin/promo-codes', admin)).json().promoCodes.find((row: { code: string }) => row.code === code);
    expect(listed).toMatchObject({ description: '20% off the first year', plans: ['pro', 'elite'], maxRedemptions: 5, redeemedCount: 0, onePerCustomer: true, providerPromotionCodeId: null });

    const again = await post('/api/admin/promo-codes', admin, { code: code.toLowerCase(), discountKind: 'amount', amountOffCents: 5_000, plans: ['pro'], duration: 'forever' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The code ${code} exists already. Choose another code.`);
    const noAmount = await post('/api/admin/promo-codes', admin, { code: 'EMPTY1', discountKind: 'percent', plans: ['pro'], duration: 'once' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toContain('Enter how much the code takes off.');
    const past = await post('/api/admin/promo-codes', admin, { code: 'PAST1', discountKind: 'percent', percentOff: 10, plans: ['pro'], duration: 'once', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The expiry is in the past. Give a later date, or none.');
  });
});

describe('a code at the local checkout', () => {
  it('shows $199.20 for Pro with 20% off the first year before Pay, charges that, and counts one redemption', async () => {
    const code = await createCode();
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    const applied = await apply(learner, id, ` ${code.toLowerCase()} `);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().checkout).toMatchObject({ priceCents: 24_900, discountCents: 4_980, amountCents: 19_920, promo: { code, description: '20% off the first year', renewsAtCents: 24_900 } });
    expect((await pay(learner, id)).statusCode).toBe(200);
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ product: 'pro', amountCents: 19_920 }]);
    const [row] = await app.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.redeemedCount).toBe(1);
  });

  it('applies a code given to create-checkout the same way', async () => {
    const code = await createCode({ discountKind: 'amount', percentOff: null, amountOffCents: 5_000 });
    const learner = await createLearner(app);
    const opened = await post('/api/billing/checkout', learner, { plan: 'elite', promoCode: code });
    const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
    expect((await get(`/api/billing/local/checkouts/${id}`, learner)).json().checkout).toMatchObject({ priceCents: 69_900, discountCents: 5_000, amountCents: 64_900 });
  });

  it('refuses an unknown, expired, not-applicable or used-up code with a message, changing nothing', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    const unknown = await apply(learner, id, 'NOSUCHCODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("We don't recognize the code NOSUCHCODE. Check it for typos.");

    const eliteOnly = await createCode({ plans: ['elite'] });
    const notForPro = await apply(learner, id, eliteOnly);
    expect(notForPro.statusCode).toBe(409);
    expect(notForPro.json().message).toBe(`The code ${eliteOnly} applies to Elite Access only.`);

    const expiring = await createCode({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await app.database.db.update(promoCodes).set({ expiresAt: new Date('2026-01-02T00:00:00Z') }).where(eq(promoCodes.code, expiring));
    const expired = await apply(learner, id, expiring);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(`The code ${expiring} expired on January 2, 2026.`);

    const single = await createCode({ maxRedemptions: 1 });
    const first = await createLearner(app);
    const firstCheckout = await openCheckout(first);
    await apply(first, firstCheckout, single);
    await pay(first, firstCheckout);
    const usedUp = await apply(learner, id, single);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe(`The code ${single} has been used up.`);
    expect((await get(`/api/billing/local/checkouts/${id}`, learner)).json().checkout).toMatchObject({ amountCents: 24_900, discountCents: 0, promo: null });
  });

  it('refuses a second use of a one-per-customer code', async () => {
    const code = await createCode({ onePerCustomer: true, plans: ['pro', 'elite'] });
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    await apply(learner, id, code);
    expect((await pay(learner, id)).statusCode).toBe(200);
    // A year later (here: the plan ended), the same learner buys again.
    await app.database.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.userId, learner.id));
    const again = await openCheckout(learner);
    const second = await apply(learner, again, code);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`You have already used the code ${code}: it is one per customer.`);
  });

  it('when the code is used up between applying and paying, charges nothing and shows the full price', async () => {
    const code = await createCode({ maxRedemptions: 1 });
    const [a, b] = [await createLearner(app), await createLearner(app)];
    const [idA, idB] = [await openCheckout(a), await openCheckout(b)];
    await apply(a, idA, code);
    await apply(b, idB, code);
    expect((await pay(a, idA)).statusCode).toBe(200);
    const late = await pay(b, idB);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`The code ${code} has been used up. Nothing was charged; your checkout now shows the full price.`);
    expect(await ordersOf(app.database.db, b.id)).toHaveLength(0);
    expect((await get(`/api/billing/local/checkouts/${idB}`, b)).json().checkout).toMatchObject({ status: 'open', amountCents: 24_900, promo: null });
    expect((await pay(b, idB)).statusCode).toBe(200);
    expect(await ordersOf(app.database.db, b.id)).toMatchObject([{ amountCents: 24_900 }]);
  });
});

describe('redemptions under concurrency (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('of 20 checkouts paid at once with a code that has 5 redemptions left, exactly 5 are discounted', async () => {
    const code = await createCode({ maxRedemptions: 8 });
    await app.database.db.update(promoCodes).set({ redeemedCount: 3 }).where(eq(promoCodes.code, code));
    const learners = await Promise.all(Array.from({ length: 20 }, () => createLearner(app)));
    const checkouts = [];
    for (const learner of learners) {
      const id = await openCheckout(learner);
      expect((await apply(learner, id, code)).statusCode).toBe(200);
      checkouts.push({ learner, id });
    }
    const answers = await Promise.all(checkouts.map(({ learner, id }) => pay(learner, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15);
    const orders = (await Promise.all(learners.map((learner) => ordersOf(app.database.db, learner.id)))).flat();
    expect(orders.map((order) => order.amountCents)).toEqual(Array(5).fill(19_920));
    const [row] = await app.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.redeemedCount).toBe(8);
  });
});
