import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, promoCodes } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createStripeModeApp, startStripeStandIn, type StripeRoutes, type StripeStandIn } from '../../testing/stripe-stand-in';
import { useTestApp, type TestApp } from '../../testing/test-app';

/** An admin's changes to a promo code after it is made (issue 33, decision 0109): expiry, maximum redemptions, active. */

const local = useTestApp();

const as = (person: TestLearner) => ({ ...SAME_ORIGIN, cookie: person.cookie });
const send = (app: TestApp, method: 'POST' | 'PATCH' | 'GET', url: string, person: TestLearner, payload?: object) => app.server.inject({ method, url, headers: as(person), ...(payload ? { payload } : {}) });

let codeCount = 0;
async function createCode(app: TestApp, admin: TestLearner, terms: Record<string, unknown> = {}) {
  codeCount += 1;
  const created = await send(app, 'POST', '/api/admin/promo-codes', admin, { code: `EDIT${codeCount}X`, discountKind: 'percent', percentOff: 20, plans: ['pro'], duration: 'once', ...terms });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().promoCode as { id: string; code: string };
}

const auditOf = (app: TestApp, id: string) => app.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'promo_code'), eq(adminAuditLog.targetId, id)));

describe('editing a promo code (local mode)', () => {
  it('lets an admin change the expiry and the maximum, and switch the code off and on, each change in the audit log', async () => {
    const admin = await createAdmin(local);
    const { id, code } = await createCode(local, admin, { maxRedemptions: 5 });
    const changed = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { expiresAt: '2099-06-30T23:59:59Z', maxRedemptions: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().promoCode).toMatchObject({ code, expiresAt: '2099-06-30T23:59:59.000Z', maxRedemptions: 50, active: true });

    const off = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { active: false });
    expect(off.json().promoCode).toMatchObject({ active: false, maxRedemptions: 50 });
    const learner = await createLearner(local);
    const refused = await send(local, 'POST', '/api/billing/checkout', learner, { plan: 'pro', promoCode: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`The code ${code} is no longer valid.`);

    expect((await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { active: true })).json().promoCode.active).toBe(true);
    expect((await send(local, 'POST', '/api/billing/checkout', learner, { plan: 'pro', promoCode: code })).statusCode).toBe(200);

    const entries = await auditOf(local, id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['promo_code.created', 'promo_code.updated', 'promo_code.updated', 'promo_code.updated']);
    expect(entries.find((entry) => entry.action === 'promo_code.updated' && (entry.after as { maxRedemptions: number }).maxRedemptions === 50 && (entry.before as { maxRedemptions: number }).maxRedemptions === 5)).toBeDefined();
  });

  it('refuses a past expiry, a maximum below the redemptions made, an empty change, an unknown code and learners', async () => {
    const admin = await createAdmin(local);
    const { id } = await createCode(local, admin, { maxRedemptions: 5 });
    await local.database.db.update(promoCodes).set({ redeemedCount: 3 }).where(eq(promoCodes.id, id));
    const past = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'The expiry is in the past. Give a later date, or none.', field: 'expiresAt' });
    const lower = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { maxRedemptions: 2 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toMatch(/has been used 3 times already: the maximum cannot be lower\.$/);
    const empty = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Change the expiry, the maximum redemptions or whether the code is active.');
    const discount = await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { percentOff: 90 });
    expect(discount.statusCode).toBe(400);
    expect((await send(local, 'PATCH', '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', admin, { active: false })).statusCode).toBe(404);
    expect((await send(local, 'PATCH', `/api/admin/promo-codes/${id}`, await createLearner(local), { active: false })).statusCode).toBe(403);
    expect((await auditOf(local, id)).filter((entry) => entry.action === 'promo_code.updated')).toHaveLength(0);
  });
});

/** A stand-in for Stripe's coupons and promotion codes. */
function promotionRoutes(): StripeRoutes {
  let promotions = 0;
  return ({ path, body }) => {
    if (path === '/v1/coupons') return { id: `co_fake_${body.get('name')}`, object: 'coupon' };
    if (path === '/v1/promotion_codes') {
      promotions += 1;
      return { id: `promo_fake_${promotions}`, object: 'promotion_code', code: body.get('code'), active: body.get('active') !== 'false' };
    }
    const update = path.match(/^\/v1\/promotion_codes\/(\w+)$/);
    if (update) return { id: update[1], object: 'promotion_code', active: body.get('active') === 'true' };
    return undefined;
  };
}

describe('editing a promo code in Stripe mode', () => {
  let app: TestApp;
  let stripeApi: StripeStandIn;

  beforeAll(async () => {
    stripeApi = await startStripeStandIn(promotionRoutes());
    app = await createStripeModeApp(stripeApi);
  });
  afterAll(async () => {
    await app?.close();
    await stripeApi?.close();
  });

  it('switches the promotion code off and on at Stripe, and replaces it (same code and coupon, redemptions left) when the expiry or maximum changes', async () => {
    const admin = await createAdmin(app);
    const { id, code } = await createCode(app, admin, { maxRedemptions: 10 });
    const [first] = await app.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(first!.providerPromotionCodeId).toBe('promo_fake_1');

    expect((await send(app, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { active: false })).statusCode).toBe(200);
    const off = stripeApi.seen.at(-1)!;
    expect({ method: off.method, path: off.path, active: off.body.get('active') }).toEqual({ method: 'POST', path: '/v1/promotion_codes/promo_fake_1', active: 'false' });

    await app.database.db.update(promoCodes).set({ redeemedCount: 4 }).where(eq(promoCodes.id, id));
    const replaced = await send(app, 'PATCH', `/api/admin/promo-codes/${id}`, admin, { active: true, maxRedemptions: 25, expiresAt: '2099-01-01T00:00:00Z' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().promoCode).toMatchObject({ providerPromotionCodeId: 'promo_fake_2', maxRedemptions: 25, active: true });
    const [deactivate, create] = stripeApi.seen.slice(-2);
    expect({ path: deactivate!.path, active: deactivate!.body.get('active') }).toEqual({ path: '/v1/promotion_codes/promo_fake_1', active: 'false' });
    expect(Object.fromEntries(create!.body)).toMatchObject({ 'promotion[coupon]': `co_fake_${code}`, code, active: 'true', max_redemptions: '21', expires_at: '4070908800' });
    // The coupon (the discount itself) is never changed: Stripe's coupons are immutable.
    expect(stripeApi.seen.filter((call) => call.path.startsWith('/v1/coupons/'))).toEqual([]);
  });
});
