import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';

/** GET /api/billing/promo-codes/:code/quote: the pricing page's preview of a code (issue 33). */

const app = useTestApp();

const as = (person?: TestLearner) => (person ? { ...SAME_ORIGIN, cookie: person.cookie } : SAME_ORIGIN);
const post = (url: string, person?: TestLearner, payload: object = {}) => app.server.inject({ method: 'POST', url, headers: as(person), payload });
const quote = (code: string, plan: string, person?: TestLearner) => app.server.inject({ method: 'GET', url: `/api/billing/promo-codes/${encodeURIComponent(code)}/quote?plan=${plan}`, headers: as(person) });

let codeCount = 0;
async function createCode(terms: Record<string, unknown> = {}): Promise<string> {
  const admin = await createAdmin(app);
  codeCount += 1;
  const code = `QUOTE${codeCount}X`;
  const created = await post('/api/admin/promo-codes', admin, { code, discountKind: 'percent', percentOff: 20, plans: ['pro', 'elite'], duration: 'once', ...terms });
  expect(created.statusCode, created.body).toBe(201);
  return code;
}

/** Pays a Pro checkout with `code` in the local test mode, so the code counts as used by `learner`. */
async function redeem(learner: TestLearner, code: string): Promise<void> {
  const opened = await post('/api/billing/checkout', learner, { plan: 'pro', promoCode: code });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
  expect((await post(`/api/billing/local/checkouts/${id}/payment`, learner)).statusCode).toBe(200);
}

describe('previewing a promo code for a plan', () => {
  it('answers the discounted first year and the renewal, without opening a checkout', async () => {
    const code = await createCode();
    const learner = await createLearner(app);
    const answer = await quote(code.toLowerCase(), 'pro', learner);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      code,
      plan: 'pro',
      description: '20% off the first year',
      priceCents: 24_900,
      discountCents: 4_980,
      totalCents: 19_920,
      renewsAtCents: 24_900,
      summary: 'Pro Member: $199.20 the first year, then $249.00 a year',
    });
    const [row] = await app.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.redeemedCount).toBe(0);
  });

  it('answers one yearly price for an every-year code', async () => {
    const code = await createCode({ discountKind: 'amount', percentOff: null, amountOffCents: 10_000, duration: 'forever' });
    const answer = await quote(code, 'elite', await createLearner(app));
    expect(answer.json()).toMatchObject({ totalCents: 59_900, renewsAtCents: 59_900, summary: 'Elite Access: $599.00 a year' });
  });

  it('refuses an unknown, expired, used-up, other-plan or already-used code with the checkout\'s messages', async () => {
    const learner = await createLearner(app);

    const unknown = await quote('NOSUCHCODE', 'pro', learner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("We don't recognize the code NOSUCHCODE. Check it for typos.");

    const malformed = await quote('!', 'pro', learner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('A promo code is 3 to 40 letters');

    const expiring = await createCode({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await app.database.db.update(promoCodes).set({ expiresAt: new Date('2026-01-02T00:00:00Z') }).where(eq(promoCodes.code, expiring));
    const expired = await quote(expiring, 'pro', learner);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(`The code ${expiring} expired on January 2, 2026.`);

    const single = await createCode({ maxRedemptions: 1 });
    await redeem(await createLearner(app), single);
    const usedUp = await quote(single, 'pro', learner);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe(`The code ${single} has been used up.`);

    const eliteOnly = await createCode({ plans: ['elite'] });
    const wrongPlan = await quote(eliteOnly, 'pro', learner);
    expect(wrongPlan.statusCode).toBe(409);
    expect(wrongPlan.json().message).toBe(`The code ${eliteOnly} applies to Elite Access only.`);

    const once = await createCode({ onePerCustomer: true });
    const buyer = await createLearner(app);
    await redeem(buyer, once);
    const again = await quote(once, 'elite', buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`You have already used the code ${once}: it is one per customer.`);
    expect((await quote(once, 'elite', learner)).statusCode).toBe(200);
  });

  it('asks for a paid plan, and for a signed-in learner', async () => {
    const code = await createCode();
    const noPlan = await quote(code, 'free', await createLearner(app));
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toContain('Choose a paid plan');
    expect((await quote(code, 'pro')).statusCode).toBe(401);
  });
});
