import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../adapters/payments/stripe-provider';
import { billingEvents, checkoutSessions, teams } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { ordersOf, purchasesOf, subscriptionOf } from '../../testing/billing';
import { insertCustomer } from './billing.data';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SETTINGS = { mode: 'stripe', secretKey: 'sk_test_fake', webhookSecret: 'whsec_test_secret', prices: { pro: 'price_pro_yearly', elite: 'price_elite_yearly' } } as const;
const ENV = { STRIPE_SECRET_KEY: SETTINGS.secretKey, STRIPE_WEBHOOK_SECRET: SETTINGS.webhookSecret, STRIPE_PRICE_PRO: SETTINGS.prices.pro, STRIPE_PRICE_ELITE: SETTINGS.prices.elite };

interface SeenRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** A stand-in for Stripe's API on 127.0.0.1: records every call the SDK makes and answers like Stripe. */
function fakeStripe() {
  const seen: SeenRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let sessionCount = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = new URLSearchParams(await read(request));
    seen.push({ method: request.method ?? '', path: url.pathname, body, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && url.pathname === '/v1/customers') return answer(200, { id: `cus_fake_${body.get('metadata[userId]')}`, object: 'customer' });
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sessionCount += 1;
      return answer(200, { id: `cs_fake_${sessionCount}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_fake_${sessionCount}` });
    }
    const expired = url.pathname.match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
    if (request.method === 'POST' && expired) return answer(200, { id: expired[1], object: 'checkout.session', status: 'expired' });
    if (request.method === 'POST' && url.pathname === '/v1/coupons') return answer(200, { id: `co_fake_${body.get('name')}`, object: 'coupon', percent_off: Number(body.get('percent_off')) || null });
    if (request.method === 'POST' && url.pathname === '/v1/promotion_codes') return answer(200, { id: `promo_fake_${body.get('code')}`, object: 'promotion_code', code: body.get('code') });
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') return answer(200, { id: 'bps_fake', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/bps_fake' });
    if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      // Invoice in_fake_X was paid by payment intent pi_fake_X.
      const suffix = (url.searchParams.get('invoice') ?? url.searchParams.get('payment[payment_intent]') ?? '').replace(/^(in|pi)_fake_/, '');
      const data = suffix ? [{ id: `inpay_${suffix}`, object: 'invoice_payment', invoice: `in_fake_${suffix}`, payment: { type: 'payment_intent', payment_intent: `pi_fake_${suffix}` } }] : [];
      return answer(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') return answer(200, { id: `re_fake_${body.get('payment_intent')}`, object: 'refund', status: 'succeeded' });
    if (request.method === 'DELETE' && url.pathname.startsWith('/v1/subscriptions/')) return answer(200, { id: url.pathname.split('/').pop(), object: 'subscription', status: 'canceled' });
    if (url.pathname === '/v1/subscriptions/sub_fake_unreachable') return answer(503, { error: { type: 'api_error', message: 'Service unavailable' } });
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/);
    if (request.method === 'GET' && subscription && subscriptions.has(subscription[1]!)) return answer(200, subscriptions.get(subscription[1]!));
    // A change of quantity: answered with the subscription as it was (its new state arrives as an event).
    if (request.method === 'POST' && subscription && subscriptions.has(subscription[1]!)) return answer(200, subscriptions.get(subscription[1]!));
    return answer(404, { error: { type: 'invalid_request_error', message: `No such route: ${request.method} ${url.pathname}` } });
  });
  return { server, seen, subscriptions };
}

let app: TestApp;
let stripeApi: ReturnType<typeof fakeStripe>;
const signer = new Stripe('sk_test_fake');

beforeAll(async () => {
  stripeApi = fakeStripe();
  await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.server.address() as AddressInfo;
  app = await createTestApp({ env: ENV, paymentProvider: createStripePaymentProvider(SETTINGS, { host: '127.0.0.1', port, protocol: 'http' }) });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => stripeApi?.server.close(resolve));
});

let eventCount = 0;
function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  eventCount += 1;
  return { id: `evt_fake_${eventCount}_${Date.now()}`, object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object } };
}

function deliver(event: object, signature?: string | null, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: SETTINGS.webhookSecret }) : signature;
  return app.server.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }), ...headers },
    payload,
  });
}

function subscriptionObject(learner: TestLearner, overrides: Record<string, unknown> = {}) {
  return {
    id: `sub_fake_${learner.id}`,
    object: 'subscription',
    customer: `cus_fake_${learner.id}`,
    status: 'active',
    created: 1_780_000_000,
    cancel_at_period_end: false,
    metadata: { userId: learner.id, plan: 'pro' },
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: SETTINGS.prices.pro, object: 'price' }, current_period_start: 1_780_000_000, current_period_end: 1_811_536_000 }] },
    ...overrides,
  };
}

/** A second subscription of the learner's, to Elite, created at `created` (seconds). */
function eliteSubscription(learner: TestLearner, created: number) {
  return subscriptionObject(learner, {
    id: `sub_fake_elite_${learner.id}`,
    created,
    metadata: { userId: learner.id, plan: 'elite' },
    items: { object: 'list', data: [{ id: 'si_2', object: 'subscription_item', price: { id: SETTINGS.prices.elite, object: 'price' }, current_period_start: created, current_period_end: created + 31_536_000 }] },
  });
}

function checkoutSession(learner: TestLearner) {
  return {
    id: `cs_fake_${learner.id}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: learner.id,
    customer: `cus_fake_${learner.id}`,
    subscription: `sub_fake_${learner.id}`,
    invoice: `in_fake_${learner.id}`,
    payment_intent: null,
    amount_total: 24_900,
    currency: 'usd',
    metadata: { userId: learner.id, product: 'pro' },
  };
}

async function subscribedLearner(): Promise<TestLearner> {
  const learner = await createLearner(app);
  stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner));
  expect((await deliver(stripeEvent('checkout.session.completed', checkoutSession(learner), 1_780_000_000))).statusCode).toBe(200);
  return learner;
}

describe('Stripe checkout and portal', () => {
  it("creates one customer per learner and a subscription-mode session for the plan's yearly price", async () => {
    const learner = await createLearner(app);
    const first = await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: { plan: 'pro' } });
    expect(first.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_\d+$/) });
    await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: { plan: 'elite' } });

    const customers = stripeApi.seen.filter((call) => call.path === '/v1/customers' && call.body.get('metadata[userId]') === learner.id);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.idempotencyKey).toBe(`customer-${learner.id}`);
    const sessions = stripeApi.seen.filter((call) => call.path === '/v1/checkout/sessions' && call.body.get('client_reference_id') === learner.id);
    expect(sessions.map((call) => call.body.get('line_items[0][price]'))).toEqual([SETTINGS.prices.pro, SETTINGS.prices.elite]);
    expect(sessions[0]!.body.get('mode')).toBe('subscription');
    expect(sessions[0]!.body.get('customer')).toBe(`cus_fake_${learner.id}`);
    expect(sessions[0]!.body.get('success_url')).toBe('http://courses.test/success?checkout={CHECKOUT_SESSION_ID}');
    expect(sessions[0]!.body.get('cancel_url')).toBe('http://courses.test/cancel');
  });

  it('makes a Stripe coupon and promotion code for an admin-made code, and passes that promotion code to Checkout', async () => {
    const admin = await createAdmin(app);
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { code: 'stripe20', discountKind: 'percent', percentOff: 20, plans: ['pro'], duration: 'once', maxRedemptions: 5, expiresAt: '2099-01-01T00:00:00Z' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().promoCode).toMatchObject({ code: 'STRIPE20', providerPromotionCodeId: 'promo_fake_STRIPE20' });
    const coupon = stripeApi.seen.find((call) => call.path === '/v1/coupons')!;
    expect(Object.fromEntries(coupon.body)).toMatchObject({ name: 'STRIPE20', duration: 'once', percent_off: '20' });
    const promotion = stripeApi.seen.find((call) => call.path === '/v1/promotion_codes')!;
    expect(Object.fromEntries(promotion.body)).toMatchObject({ 'promotion[type]': 'coupon', 'promotion[coupon]': 'co_fake_STRIPE20', code: 'STRIPE20', max_redemptions: '5', expires_at: '4070908800' });

    const learner = await createLearner(app);
    const sessionsBefore = stripeApi.seen.filter((call) => call.path === '/v1/checkout/sessions').length;
    const preview = await app.server.inject({ method: 'GET', url: '/api/billing/promo-codes/stripe20/quote?plan=pro', headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
    expect(preview.json()).toMatchObject({ code: 'STRIPE20', totalCents: 19_920, summary: 'Pro Member: $199.20 the first year, then $249.00 a year' });
    expect(stripeApi.seen.filter((call) => call.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const opened = await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: { plan: 'pro', promoCode: 'Stripe20' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = stripeApi.seen.filter((call) => call.path === '/v1/checkout/sessions' && call.body.get('client_reference_id') === learner.id)[0]!;
    expect(session.body.get('discounts[0][promotion_code]')).toBe('promo_fake_STRIPE20');
    const [row] = await app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, learner.id));
    expect(row).toMatchObject({ amountCents: 19_920, discountCents: 4_980 });

    const elite = await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: { plan: 'elite', promoCode: 'STRIPE20' } });
    expect(elite.statusCode).toBe(409);
    expect(elite.json().message).toBe('The code STRIPE20 applies to Pro Member only.');
  });

  it("expires the learner's other open checkout sessions when one completes, so an older one cannot be paid (issue 25)", async () => {
    const learner = await createLearner(app);
    const open = async (plan: string) => {
      const response = await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: { plan } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { url: string }).url.split('/').pop()!;
    };
    const proSession = await open('pro');
    const eliteSession = await open('elite');
    stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner, { metadata: { userId: learner.id, plan: 'elite' } }));
    const paid = { ...checkoutSession(learner), id: eliteSession, amount_total: 49_900, metadata: { userId: learner.id, product: 'elite' } };
    expect((await deliver(stripeEvent('checkout.session.completed', paid, 1_780_000_000))).statusCode).toBe(200);

    const expiries = stripeApi.seen.filter((call) => call.method === 'POST' && call.path.endsWith('/expire')).map((call) => call.path);
    expect(expiries).toContain(`/v1/checkout/sessions/${proSession}/expire`);
    expect(expiries).not.toContain(`/v1/checkout/sessions/${eliteSession}/expire`);
    const rows = await app.database.db.select({ id: checkoutSessions.providerSessionId, status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.userId, learner.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [proSession]: 'cancelled', [eliteSession]: 'completed' });
  });

  it("opens the Billing Portal for the learner's own customer", async () => {
    const learner = await subscribedLearner();
    const portal = await app.server.inject({ method: 'POST', url: '/api/billing/portal', headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_fake' });
    const call = stripeApi.seen.findLast((seen) => seen.path === '/v1/billing_portal/sessions')!;
    expect(call.body.get('customer')).toBe(`cus_fake_${learner.id}`);
    expect(call.body.get('return_url')).toBe('http://courses.test/dashboard');
  });
});

describe('the Stripe webhook', () => {
  describe('signed events it cannot process (issue 25)', () => {
    it('answers 2xx to events that can never apply: an unknown user in metadata, no data.object', async () => {
      const stranger = { id: 'no-such-user', email: 'x@example.com', password: '', cookie: '' } satisfies TestLearner;
      stripeApi.subscriptions.set(`sub_fake_${stranger.id}`, subscriptionObject(stranger));
      expect((await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(stranger), 1_780_000_000))).statusCode).toBe(200);
      expect((await deliver(stripeEvent('checkout.session.completed', checkoutSession(stranger), 1_780_000_000))).statusCode).toBe(200);
      const hollow = { ...stripeEvent('customer.subscription.updated', {}, 1_780_000_000), data: {} };
      expect((await deliver(hollow)).statusCode).toBe(200);
      expect(await subscriptionOf(app.database.db, stranger.id)).toBeUndefined();
    });

    it("maps the customer before trusting metadata.userId: another learner's id in metadata changes nothing of theirs", async () => {
      const owner = await subscribedLearner();
      const victim = await createLearner(app);
      await insertCustomer(app.database.db, { userId: owner.id, provider: 'stripe', providerCustomerId: `cus_fake_${owner.id}` });
      const forgedMetadata = subscriptionObject(owner, { customer: `cus_fake_${owner.id}`, metadata: { userId: victim.id, plan: 'pro' }, id: `sub_fake_other_${owner.id}` });
      expect((await deliver(stripeEvent('customer.subscription.updated', forgedMetadata, 1_781_000_000))).statusCode).toBe(200);
      expect(await subscriptionOf(app.database.db, victim.id)).toBeUndefined();
    });

    it('answers 503 when Stripe cannot be reached during fulfilment, so Stripe retries', async () => {
      const learner = await createLearner(app);
      // The stand-in answers 503 for this subscription, as Stripe in an outage.
      const response = await deliver(stripeEvent('checkout.session.completed', { ...checkoutSession(learner), subscription: 'sub_fake_unreachable' }, 1_780_000_000));
      expect(response.statusCode).toBe(503);
    });

    it('refuses an event signed with a timestamp in the future beyond five minutes', async () => {
      const learner = await createLearner(app);
      stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner));
      const event = stripeEvent('checkout.session.completed', checkoutSession(learner), 1_780_000_000);
      const payload = JSON.stringify(event);
      const future = signer.webhooks.generateTestHeaderString({ payload, secret: SETTINGS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) + 3600 });
      expect((await deliver(event, future)).statusCode).toBe(400);
      expect(await subscriptionOf(app.database.db, learner.id)).toBeUndefined();
    });
  });

  it('applies a signed checkout.session.completed: the plan, one order and one purchase event', async () => {
    const learner = await subscribedLearner();
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'pro', status: 'active', provider: 'stripe', providerSubscriptionId: `sub_fake_${learner.id}` });
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ product: 'pro', amountCents: 24_900, providerPaymentRef: `in_fake_${learner.id}` }]);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
  });

  it('answers a bad or missing signature with 400 and changes nothing, even from another site', async () => {
    const learner = await createLearner(app);
    stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner));
    const event = stripeEvent('checkout.session.completed', checkoutSession(learner), 1_780_000_000);
    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_someone_else' });
    for (const signature of [forged, null, 't=1,v1=abc']) {
      const response = await deliver(event, signature, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(400);
    }
    expect(await subscriptionOf(app.database.db, learner.id)).toBeUndefined();
    expect(await app.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id))).toEqual([]);
    expect((await deliver(event, undefined, { origin: 'https://stripe.example' })).statusCode).toBe(200);
  });

  it('changes nothing when an event is replayed', async () => {
    const learner = await createLearner(app);
    stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner));
    const event = stripeEvent('checkout.session.completed', checkoutSession(learner), 1_780_000_000);
    await deliver(event);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
  });

  it('keeps the newest state when subscription events arrive out of order', async () => {
    const learner = await subscribedLearner();
    await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(learner, { status: 'canceled' }), 1_790_000_000));
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(learner, { cancel_at_period_end: true }), 1_785_000_000));
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ status: 'inactive', cancelAtPeriodEnd: false });
  });

  it("never lets an older subscription's state replace the newer one's (issue 25): an update of the Pro subscription after the Elite one began changes nothing", async () => {
    const learner = await subscribedLearner();
    const elite = eliteSubscription(learner, 1_782_000_000);
    expect((await deliver(stripeEvent('customer.subscription.created', elite, 1_782_000_000))).statusCode).toBe(200);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'elite', providerSubscriptionId: `sub_fake_elite_${learner.id}`, providerCreatedAt: new Date(1_782_000_000_000) });

    // The older Pro subscription, still live at Stripe, reports a change made after the Elite one began.
    expect((await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(learner, { cancel_at_period_end: true }), 1_783_000_000))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(learner, { status: 'canceled' }), 1_784_000_000))).statusCode).toBe(200);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'elite', status: 'active', cancelAtPeriodEnd: false, providerSubscriptionId: `sub_fake_elite_${learner.id}` });
    const session = await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: learner.cookie } });
    expect(session.json().user.plan).toBe('elite');
  });

  it("lets a subscription created later replace an earlier one's state, even when its event is dated before the earlier one's last change", async () => {
    const learner = await subscribedLearner();
    expect((await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(learner, { cancel_at_period_end: true }), 1_785_000_000))).statusCode).toBe(200);
    const elite = eliteSubscription(learner, 1_782_000_000);
    expect((await deliver(stripeEvent('customer.subscription.created', elite, 1_782_000_000))).statusCode).toBe(200);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'elite', cancelAtPeriodEnd: false, providerSubscriptionId: `sub_fake_elite_${learner.id}` });
  });

  it('records a renewal paid and a renewal failed from invoice events', async () => {
    const learner = await subscribedLearner();
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      customer: `cus_fake_${learner.id}`,
      amount_paid: 24_900,
      amount_due: 24_900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: `sub_fake_${learner.id}`, metadata: { userId: learner.id, plan: 'pro' } } },
      lines: { object: 'list', data: [] },
    });
    await deliver(stripeEvent('invoice.paid', invoice(`in_renewal_${learner.id}`), 1_811_536_000));
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(2);
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice(`in_failed_${learner.id}`), 1_843_072_000))).statusCode).toBe(200);
  });
});

describe('Stripe refunds', () => {
  it("applies charge.refunded to the invoice's order and ends the plan", async () => {
    const learner = await subscribedLearner();
    const charge = { id: `ch_${learner.id}`, object: 'charge', refunded: true, payment_intent: `pi_fake_${learner.id}` };
    expect((await deliver(stripeEvent('charge.refunded', charge, 1_781_000_000))).statusCode).toBe(200);
    const lookup = stripeApi.seen.findLast((call) => call.path === '/v1/invoice_payments')!;
    expect(lookup.method).toBe('GET');
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ status: 'inactive' });
  });

  it("refunds from /admin/billing through Stripe: the invoice's payment intent, then the subscription is cancelled", async () => {
    const admin = await createAdmin(app);
    const learner = await subscribedLearner();
    const [order] = await ordersOf(app.database.db, learner.id);
    const response = await app.server.inject({ method: 'POST', url: `/api/admin/billing/orders/${order!.id}/refund`, headers: { ...SAME_ORIGIN, cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const refund = stripeApi.seen.findLast((call) => call.path === '/v1/refunds')!;
    expect(refund.body.get('payment_intent')).toBe(`pi_fake_${learner.id}`);
    expect(refund.idempotencyKey).toBe(`refund-in_fake_${learner.id}`);
    expect(stripeApi.seen.some((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/sub_fake_${learner.id}`)).toBe(true);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ status: 'inactive' });
    // Stripe's own event for the same refund, arriving later, changes nothing more.
    const charge = { id: `ch_${learner.id}`, object: 'charge', refunded: true, payment_intent: `pi_fake_${learner.id}` };
    expect((await deliver(stripeEvent('charge.refunded', charge, 1_781_000_000))).statusCode).toBe(200);
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ status: 'refunded' }]);
  });
});

describe('concurrency (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('gives one subscription and one purchase when a checkout is delivered twice and its invoice at once (PostgreSQL only)', async () => {
    const learner = await createLearner(app);
    stripeApi.subscriptions.set(`sub_fake_${learner.id}`, subscriptionObject(learner));
    const completed = stripeEvent('checkout.session.completed', checkoutSession(learner), 1_780_000_000);
    const paid = stripeEvent(
      'invoice.paid',
      {
        id: `in_fake_${learner.id}`,
        object: 'invoice',
        customer: `cus_fake_${learner.id}`,
        amount_paid: 24_900,
        currency: 'usd',
        parent: { type: 'subscription_details', subscription_details: { subscription: `sub_fake_${learner.id}`, metadata: { userId: learner.id, plan: 'pro' } } },
        lines: { object: 'list', data: [] },
      },
      1_780_000_000,
    );
    const answers = await Promise.all([deliver(completed), deliver(completed), deliver({ ...completed, id: `${completed.id}_again` }), deliver(paid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'pro', status: 'active' });
  });
});

describe('Team Access through Stripe (issue 30)', () => {
  const teamSubscription = (owner: TestLearner, quantity: number, overrides: Record<string, unknown> = {}) =>
    subscriptionObject(owner, {
      id: `sub_team_${owner.id}`,
      metadata: { userId: owner.id, product: 'team-seats' },
      items: { object: 'list', data: [{ id: 'si_team', object: 'subscription_item', quantity, price: { id: 'price_inline_seat', object: 'price' }, current_period_start: 1_780_000_000, current_period_end: 1_782_592_000 }] },
      ...overrides,
    });
  const teamOf = async (owner: TestLearner) => (await app.database.db.select().from(teams).where(eq(teams.ownerId, owner.id)))[0];

  it('sells seats as a monthly price per seat with a quantity, changes the quantity prorated (more) or from the next period (fewer), and applies each event once, in order', async () => {
    const owner = await subscribedLearner();
    const opened = await app.server.inject({ method: 'POST', url: '/api/billing/team-checkout', headers: { ...SAME_ORIGIN, cookie: owner.cookie }, payload: { seats: 3 } });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = stripeApi.seen.findLast((call) => call.path === '/v1/checkout/sessions')!.body;
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('line_items[0][quantity]')).toBe('3');
    expect(session.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(session.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(session.get('subscription_data[metadata][product]')).toBe('team-seats');
    expect(session.get('success_url')).toBe('http://courses.test/team?purchased=1');

    stripeApi.subscriptions.set(`sub_team_${owner.id}`, teamSubscription(owner, 3));
    const completed = stripeEvent(
      'checkout.session.completed',
      { ...checkoutSession(owner), id: `cs_team_${owner.id}`, subscription: `sub_team_${owner.id}`, invoice: `in_team_${owner.id}`, amount_total: 3000, metadata: { userId: owner.id, product: 'team-seats' } },
      1_780_000_000,
    );
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 3, quantity: 3, status: 'active', provider: 'stripe' });
    expect((await ordersOf(app.database.db, owner.id)).filter((order) => order.product === 'team-seats').map((order) => order.amountCents)).toEqual([3000]);

    const more = await app.server.inject({ method: 'PUT', url: '/api/billing/team-seats', headers: { ...SAME_ORIGIN, cookie: owner.cookie }, payload: { seats: 5 } });
    expect(more.statusCode, more.body).toBe(200);
    const update = stripeApi.seen.findLast((call) => call.method === 'POST' && call.path === `/v1/subscriptions/sub_team_${owner.id}`)!.body;
    expect(update.get('items[0][quantity]')).toBe('5');
    expect(update.get('proration_behavior')).toBe('always_invoice');
    const updated = stripeEvent('customer.subscription.updated', teamSubscription(owner, 5), 1_780_100_000);
    const older = stripeEvent('customer.subscription.updated', teamSubscription(owner, 3), 1_780_050_000);
    for (const event of [updated, older, updated]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 5, quantity: 5 });

    const fewer = await app.server.inject({ method: 'PUT', url: '/api/billing/team-seats', headers: { ...SAME_ORIGIN, cookie: owner.cookie }, payload: { seats: 4 } });
    expect(fewer.json()).toEqual({ seats: 5, nextPeriodSeats: 4, chargedCents: 0 });
    expect(stripeApi.seen.findLast((call) => call.method === 'POST' && call.path === `/v1/subscriptions/sub_team_${owner.id}`)!.body.get('proration_behavior')).toBe('none');
    expect((await deliver(stripeEvent('customer.subscription.updated', teamSubscription(owner, 4), 1_780_200_000))).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 5, quantity: 4 });

    expect((await deliver(stripeEvent('customer.subscription.deleted', teamSubscription(owner, 4), 1_780_300_000))).statusCode).toBe(200);
    expect((await teamOf(owner))!.status).toBe('inactive');
  });
  it('takes removed seats away only when the next period begins, keeps the seats paid for whatever order the events arrive in, and records a replayed prorated invoice once', async () => {
    const owner = await subscribedLearner();
    const subscriptionId = `sub_team_${owner.id}`;
    const NEXT_PERIOD = 1_782_592_000;
    const nextPeriod = (quantity: number) =>
      teamSubscription(owner, quantity, {
        items: { object: 'list', data: [{ id: 'si_team', object: 'subscription_item', quantity, price: { id: 'price_inline_seat', object: 'price' }, current_period_start: NEXT_PERIOD, current_period_end: NEXT_PERIOD + 2_592_000 }] },
      });
    const teamInvoice = (id: string, amountCents: number) => ({
      id,
      object: 'invoice',
      customer: `cus_fake_${owner.id}`,
      amount_paid: amountCents,
      amount_due: amountCents,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { userId: owner.id, product: 'team-seats' } } },
      lines: { object: 'list', data: [] },
    });
    const teamOrders = async () => (await ordersOf(app.database.db, owner.id)).filter((order) => order.product === 'team-seats').map((order) => order.amountCents);
    const changeSeats = (seats: number) => app.server.inject({ method: 'PUT', url: '/api/billing/team-seats', headers: { ...SAME_ORIGIN, cookie: owner.cookie }, payload: { seats } });
    const lastUpdate = () => stripeApi.seen.findLast((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscriptionId}`)!.body;

    expect((await app.server.inject({ method: 'POST', url: '/api/billing/team-checkout', headers: { ...SAME_ORIGIN, cookie: owner.cookie }, payload: { seats: 5 } })).statusCode).toBe(200);
    stripeApi.subscriptions.set(subscriptionId, teamSubscription(owner, 5));
    const completed = stripeEvent(
      'checkout.session.completed',
      { ...checkoutSession(owner), id: `cs_team_${owner.id}`, subscription: subscriptionId, invoice: `in_team_${owner.id}`, amount_total: 5000, metadata: { userId: owner.id, product: 'team-seats' } },
      1_780_000_000,
    );
    // The first invoice's own event, before and after the checkout's: still one payment.
    const firstInvoice = stripeEvent('invoice.paid', teamInvoice(`in_team_${owner.id}`, 5000), 1_780_000_001);
    for (const event of [firstInvoice, completed, firstInvoice, completed]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 5, quantity: 5, status: 'active' });
    expect(await teamOrders()).toEqual([5000]);

    // Two more seats: Stripe invoices them now for the time left (the stand-in receives always_invoice).
    expect((await changeSeats(7)).statusCode).toBe(200);
    expect(lastUpdate().get('items[0][quantity]')).toBe('7');
    expect(lastUpdate().get('proration_behavior')).toBe('always_invoice');
    const seven = stripeEvent('customer.subscription.updated', teamSubscription(owner, 7), 1_780_100_000);
    const prorated = stripeEvent('invoice.paid', teamInvoice(`in_prorated_${owner.id}`, 1_200), 1_780_100_001);

    // Three fewer from the next period: no credit now (proration none), the seven paid for stay until then.
    stripeApi.subscriptions.set(subscriptionId, teamSubscription(owner, 7));
    expect((await changeSeats(4)).json()).toEqual({ seats: 5, nextPeriodSeats: 4, chargedCents: 0 });
    expect(lastUpdate().get('items[0][quantity]')).toBe('4');
    expect(lastUpdate().get('proration_behavior')).toBe('none');
    const four = stripeEvent('customer.subscription.updated', teamSubscription(owner, 4), 1_780_200_000);

    // Delivered out of order: the reduction before the addition it follows, each twice, the prorated invoice three times.
    for (const event of [four, prorated, four, seven, prorated, seven, { ...prorated, id: `${prorated.id}_again` }]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 7, quantity: 4 });
    expect(await teamOrders()).toEqual([5000, 1_200]);

    // The next period begins with four seats; late events of the last period change nothing.
    const renewed = stripeEvent('customer.subscription.updated', nextPeriod(4), NEXT_PERIOD);
    const renewal = stripeEvent('invoice.paid', teamInvoice(`in_renewal_${owner.id}`, 4_000), NEXT_PERIOD + 1);
    for (const event of [renewed, renewal, seven, four, renewed, renewal]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await teamOf(owner)).toMatchObject({ seats: 4, quantity: 4, currentPeriodStart: new Date(NEXT_PERIOD * 1000) });
    expect(await teamOrders()).toEqual([5000, 1_200, 4_000]);
  });
});
