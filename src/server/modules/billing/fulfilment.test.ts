import { beforeAll, describe, expect, it } from 'vitest';
import { createLearner, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, emailsTo, ordersOf, purchasesOf, snapshot, subscriptionOf, SUPPORT_ADDRESS, testId } from '../../testing/billing';
import { useTestApp } from '../../testing/test-app';
import type { BillingService } from './billing.service';

const app = useTestApp();
let billing: BillingService;
beforeAll(async () => {
  billing = billingServiceOf(app);
});

const planOf = async (learner: TestLearner) => (await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: learner.cookie } })).json().user.plan;

describe('fulfilment', () => {
  it('turns a completed checkout into an active subscription, one order, one receipt and one purchase event', async () => {
    const learner = await createLearner(app);
    expect(await planOf(learner)).toBe('free');
    const result = await billing.apply(checkoutCompleted(learner.id));
    expect(result).toEqual({ applied: true, openCheckouts: [] });

    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ planType: 'pro', status: 'active', cancelAtPeriodEnd: false, provider: 'stripe', providerSubscriptionId: `sub_test_${learner.id}` });
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ product: 'pro', amountCents: 24_900, status: 'paid', providerPaymentRef: `in_test_${learner.id}` }]);
    expect((await purchasesOf(app.database.db, learner.id)).map((row) => row.properties)).toEqual([{ plan: 'pro', value: 249, currency: 'USD' }]);
    const receipts = await emailsTo(app.database.db, learner.email);
    expect(receipts.map((mail) => mail.kind)).toEqual(['receipt']);
    expect(receipts[0]!.textBody).toContain('$249.00 for Pro Member');
    expect(await planOf(learner)).toBe('pro');
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const learner = await createLearner(app);
    const event = checkoutCompleted(learner.id);
    await billing.apply(event);
    expect(await billing.apply(event)).toEqual({ applied: false, openCheckouts: [] });
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await emailsTo(app.database.db, learner.email)).toHaveLength(1);
  });

  it('records one payment when the checkout and its invoice report it under different events', async () => {
    const learner = await createLearner(app);
    const completed = checkoutCompleted(learner.id);
    await Promise.all([
      billing.apply(completed),
      billing.apply({ ...completed, eventId: testId('evt') }),
      billing.apply({
        provider: 'stripe',
        eventId: testId('evt'),
        occurredAt: completed.occurredAt,
        type: 'invoice.paid',
        providerSubscriptionId: `sub_test_${learner.id}`,
        providerCustomerId: `cus_test_${learner.id}`,
        userId: learner.id,
        plan: 'pro',
        subscription: null,
        payment: { ref: `in_test_${learner.id}`, amountCents: 24_900, currency: 'usd', paymentIntentId: null },
      }),
    ]);
    expect(await ordersOf(app.database.db, learner.id)).toHaveLength(1);
    expect(await purchasesOf(app.database.db, learner.id)).toHaveLength(1);
  });

  it('keeps the newest state when subscription events arrive out of order', async () => {
    const learner = await createLearner(app);
    await billing.apply(checkoutCompleted(learner.id));
    const changed = (iso: string, overrides: Parameters<typeof snapshot>[1]) =>
      billing.apply({ provider: 'stripe', eventId: testId('evt'), occurredAt: new Date(iso), type: 'subscription.changed', subscription: snapshot(learner.id, overrides) });
    await changed('2026-03-01T00:00:00Z', { status: 'inactive' });
    await changed('2026-02-01T00:00:00Z', { cancelAtPeriodEnd: true });
    await changed('2026-01-15T00:00:00Z', { status: 'active' });
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ status: 'inactive', cancelAtPeriodEnd: false, providerStateAt: new Date('2026-03-01T00:00:00Z') });
    expect(await planOf(learner)).toBe('free');
  });

  it('keeps the plan while a failed renewal is retried, tells the learner, and ends it when the retries fail', async () => {
    const learner = await createLearner(app);
    await billing.apply(checkoutCompleted(learner.id));
    const failed = (iso: string, status: 'past_due' | 'inactive') =>
      billing.apply({
        provider: 'stripe',
        eventId: testId('evt'),
        occurredAt: new Date(iso),
        type: 'invoice.payment_failed',
        providerSubscriptionId: `sub_test_${learner.id}`,
        providerCustomerId: `cus_test_${learner.id}`,
        userId: null,
        plan: 'pro',
        amountCents: 24_900,
        subscription: snapshot(learner.id, { status }),
      });
    await failed('2027-01-01T00:00:00Z', 'past_due');
    expect(await planOf(learner)).toBe('pro');
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toContain('renewal-failed');
    await failed('2027-01-08T00:00:00Z', 'inactive');
    expect(await planOf(learner)).toBe('free');
  });

  it('ends the plan when the period set to cancel is over, before any provider event says so', async () => {
    const learner = await createLearner(app);
    await billing.apply(checkoutCompleted(learner.id, { subscription: snapshot(learner.id, { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) }) }));
    expect(await planOf(learner)).toBe('free');
  });

  it('marks a refunded payment and ends the plan it paid for', async () => {
    const learner = await createLearner(app);
    await billing.apply(checkoutCompleted(learner.id));
    await billing.apply({ provider: 'stripe', eventId: testId('evt'), occurredAt: new Date('2026-01-05T00:00:00Z'), type: 'payment.refunded', paymentRef: null, paymentIntentId: `pi_test_${learner.id}` });
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await subscriptionOf(app.database.db, learner.id)).toMatchObject({ status: 'inactive' });
    expect(await planOf(learner)).toBe('free');
  });

  it('confirms an add-on to the buyer and tells support who bought it', async () => {
    const learner = await createLearner(app);
    await billing.apply(
      checkoutCompleted(learner.id, { product: 'custom-ai-audit', subscription: null, payment: { ref: testId('pi'), amountCents: 49_900, currency: 'usd', paymentIntentId: null } }),
    );
    expect(await ordersOf(app.database.db, learner.id)).toMatchObject([{ product: 'custom-ai-audit', amountCents: 49_900 }]);
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toEqual(['add-on-confirmation']);
    const notices = (await emailsTo(app.database.db, SUPPORT_ADDRESS)).filter((mail) => mail.replyTo === learner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain(`Maya Lopez <${learner.email}>`);
    expect((await purchasesOf(app.database.db, learner.id)).map((row) => row.properties)).toEqual([{ product: 'custom-ai-audit', value: 499, currency: 'USD' }]);
    expect(await planOf(learner)).toBe('free');
  });

  it('tells support once of an Elite purchase, with the buyer and what they bought, however often the webhook is replayed', async () => {
    const learner = await createLearner(app);
    const event = checkoutCompleted(learner.id, {
      product: 'elite',
      subscription: snapshot(learner.id, { plan: 'elite' }),
      payment: { ref: testId('in'), amountCents: 69_900, currency: 'usd', paymentIntentId: null },
    });
    await Promise.all([billing.apply(event), billing.apply(event)]);
    await billing.apply(event);
    const notices = (await emailsTo(app.database.db, SUPPORT_ADDRESS)).filter((mail) => mail.replyTo === learner.email);
    expect(notices.map((mail) => mail.kind)).toEqual(['purchase-notice']);
    expect(notices[0]!.subject).toBe('New order: Elite Access for Maya Lopez');
    expect(notices[0]!.textBody).toContain('Elite Access bought for $699.00.');
    expect(notices[0]!.textBody).toContain(`Buyer: Maya Lopez <${learner.email}>`);
    expect((await emailsTo(app.database.db, learner.email)).map((mail) => mail.kind)).toEqual(['receipt']);
  });

  it('does not tell support of a Pro purchase', async () => {
    const learner = await createLearner(app);
    await billing.apply(checkoutCompleted(learner.id));
    expect((await emailsTo(app.database.db, SUPPORT_ADDRESS)).filter((mail) => mail.replyTo === learner.email)).toEqual([]);
  });
});
