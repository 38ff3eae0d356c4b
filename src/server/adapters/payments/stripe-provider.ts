import Stripe from 'stripe';
import { isAddOn, isPaidPlan, productName, productPriceCents, TEAM_SEATS, type PaidPlan, type Product, type SubscriptionStatus } from '../../../shared/billing';
import { TEAM_ACCESS } from '../../../shared/plans';
import type { PaymentsConfig } from '../../config';
import { PaymentProviderError, WebhookSignatureError, type BillingEvent, type BuyerDetails, type PaymentProvider, type SubscriptionSnapshot } from './payment-provider';

type StripeSettings = Extract<PaymentsConfig, { mode: 'stripe' }>;

/** Where the SDK sends its requests; tests point it at a local stand-in for Stripe's API. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Stripe behind the PaymentProvider interface: Checkout Sessions (subscription mode for the
 * yearly plan prices, payment mode for add-ons), one customer per learner, Billing Portal
 * sessions, refunds, and webhook events turned into ours after their signature is verified.
 */
/** How far ahead of our clock a webhook's signature time may be (clock skew). */
const WEBHOOK_FUTURE_TOLERANCE_MS = 5 * 60_000;

export function createStripePaymentProvider(settings: StripeSettings, api?: StripeApiAddress): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(api ?? {}) });
  const planOfPrice = (priceId: string | undefined): PaidPlan | undefined =>
    priceId === settings.prices.pro ? 'pro' : priceId === settings.prices.elite ? 'elite' : undefined;

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const temporary = error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError;
        throw new PaymentProviderError(error.message, temporary);
      }
      throw error;
    }
  };

  function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
    const item = subscription.items.data[0];
    const forTeam = subscription.metadata.product === TEAM_SEATS;
    const plan = forTeam ? TEAM_ACCESS.seatPlan : (planOfPrice(item?.price.id) ?? (isPaidPlan(subscription.metadata.plan) ? subscription.metadata.plan : undefined));
    if (!plan) return null;
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      userId: subscription.metadata.userId || null,
      plan,
      status: statusOf(subscription.status),
      currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      createdAt: typeof subscription.created === 'number' ? new Date(subscription.created * 1000) : null,
      ...(forTeam ? { seats: item?.quantity ?? 0 } : {}),
    };
  }

  async function toBillingEvent(event: Stripe.Event): Promise<BillingEvent | null> {
    // Signed but hollow (no object to act on): nothing can ever apply.
    if (typeof event.data?.object !== 'object' || event.data.object === null) return null;
    const base = { provider: 'stripe' as const, eventId: event.id, occurredAt: new Date(event.created * 1000) };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const product = session.metadata?.product;
        if (!isPaidPlan(product) && !isAddOn(product) && product !== TEAM_SEATS) return null;
        if (session.payment_status === 'unpaid') return null;
        const subscriptionId = session.subscription ? idOf(session.subscription) : null;
        // The session names the subscription; its state (plan, period) is fetched so the plan applies at once.
        const subscription = subscriptionId ? snapshotOf(await call(() => stripe.subscriptions.retrieve(subscriptionId))) : null;
        const ref = session.invoice ? idOf(session.invoice) : session.payment_intent ? idOf(session.payment_intent) : session.id;
        return {
          ...base,
          type: 'checkout.completed',
          providerSessionId: session.id,
          userId: session.client_reference_id ?? session.metadata?.userId ?? null,
          product: product as Product,
          providerCustomerId: session.customer ? idOf(session.customer) : null,
          subscription,
          payment: {
            ref,
            amountCents: session.amount_total ?? 0,
            currency: session.currency ?? 'usd',
            paymentIntentId: session.payment_intent ? idOf(session.payment_intent) : null,
            taxCents: session.total_details?.amount_tax ?? 0,
            buyer: buyerOf(session.customer_details),
          },
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const snapshot = snapshotOf(event.data.object);
        if (!snapshot) return null;
        return { ...base, type: 'subscription.changed', subscription: event.type === 'customer.subscription.deleted' ? { ...snapshot, status: 'inactive' } : snapshot };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        if (!details || !invoice.id) return null;
        const forTeam = details.metadata?.product === TEAM_SEATS;
        const linePrice = invoice.lines.data.map((line) => line.pricing?.price_details?.price).find((price) => planOfPrice(typeof price === 'string' ? price : price?.id));
        const plan = forTeam ? TEAM_ACCESS.seatPlan : (planOfPrice(typeof linePrice === 'string' ? linePrice : linePrice?.id) ?? (isPaidPlan(details.metadata?.plan) ? details.metadata.plan : undefined));
        if (!plan) return null;
        const subject = {
          forTeam,
          providerSubscriptionId: idOf(details.subscription),
          providerCustomerId: invoice.customer ? idOf(invoice.customer) : null,
          userId: details.metadata?.userId || null,
          plan,
          subscription: null,
        };
        if (event.type === 'invoice.paid') {
          const taxCents = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
          return { ...base, ...subject, type: 'invoice.paid', payment: { ref: invoice.id, amountCents: invoice.amount_paid, currency: invoice.currency, paymentIntentId: null, taxCents } };
        }
        return { ...base, ...subject, type: 'invoice.payment_failed', amountCents: invoice.amount_due };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        if (!charge.refunded || !charge.payment_intent) return null;
        const paymentIntentId = idOf(charge.payment_intent);
        // A subscription's payment is recorded by its invoice: find the invoice this payment paid.
        const payments = await call(() => stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }));
        const invoice = payments.data[0]?.invoice;
        return { ...base, type: 'payment.refunded', paymentRef: invoice ? idOf(invoice) : null, paymentIntentId };
      }
      default:
        return null;
    }
  }

  return {
    name: 'stripe',
    async createCustomer({ userId, email, name }) {
      // The idempotency key makes a retried or racing call return the same customer.
      const customer = await call(() => stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }));
      return customer.id;
    },
    async createCheckout({ userId, providerCustomerId, product, quantity, successUrl, cancelUrl, providerPromotionCodeId }) {
      const metadata = { userId, product };
      // STRIPE_AUTOMATIC_TAX: Stripe works out the tax from the billing address and takes a tax ID for the invoice (decision 0107).
      const tax = settings.automaticTax
        ? {
            automatic_tax: { enabled: true },
            billing_address_collection: 'required' as const,
            tax_id_collection: { enabled: true },
            customer_update: { address: 'auto' as const, name: 'auto' as const },
          }
        : {};
      const session = await call(() =>
        stripe.checkout.sessions.create(
          product === TEAM_SEATS
            ? {
                // Seats: a monthly price per seat with a quantity; its changes are prorated (changeSeats).
                mode: 'subscription',
                customer: providerCustomerId,
                client_reference_id: userId,
                line_items: [
                  {
                    price_data: { currency: 'usd', unit_amount: productPriceCents(TEAM_SEATS), recurring: { interval: 'month' }, product_data: { name: `${TEAM_ACCESS.name} seat` } },
                    quantity,
                  },
                ],
                subscription_data: { metadata: { userId, product: TEAM_SEATS } },
                ...tax,
                metadata,
                success_url: successUrl,
                cancel_url: cancelUrl,
              }
            : isPaidPlan(product)
            ? {
                mode: 'subscription',
                customer: providerCustomerId,
                client_reference_id: userId,
                line_items: [{ price: settings.prices[product], quantity: 1 }],
                // A code the learner entered on our site, already checked there; Stripe checks its own limits again.
                ...(providerPromotionCodeId ? { discounts: [{ promotion_code: providerPromotionCodeId }] } : {}),
                subscription_data: { metadata: { userId, plan: product } },
                ...tax,
                metadata,
                success_url: successUrl,
                cancel_url: cancelUrl,
              }
            : {
                mode: 'payment',
                customer: providerCustomerId,
                client_reference_id: userId,
                line_items: [{ price_data: { currency: 'usd', unit_amount: productPriceCents(product), product_data: { name: productName(product) } }, quantity: 1 }],
                payment_intent_data: { metadata },
                ...tax,
                metadata,
                success_url: successUrl,
                cancel_url: cancelUrl,
              },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe did not return a checkout page.');
      return { providerSessionId: session.id, url: session.url };
    },
    async createPromotion(terms) {
      // The code's own name keys both calls: an admin's retry after a failure makes no second coupon.
      const coupon = await call(() =>
        stripe.coupons.create(
          {
            name: terms.code,
            duration: terms.duration,
            ...(terms.discount.kind === 'percent' ? { percent_off: terms.discount.percentOff } : { amount_off: terms.discount.amountOffCents, currency: 'usd' }),
            metadata: { plans: terms.plans.join(',') },
          },
          { idempotencyKey: `coupon-${terms.code}` },
        ),
      );
      const promotion = await call(() =>
        stripe.promotionCodes.create(
          {
            promotion: { type: 'coupon', coupon: coupon.id },
            code: terms.code,
            ...(terms.maxRedemptions !== null ? { max_redemptions: terms.maxRedemptions } : {}),
            ...(terms.expiresAt ? { expires_at: Math.floor(terms.expiresAt.getTime() / 1000) } : {}),
          },
          { idempotencyKey: `promotion-code-${terms.code}` },
        ),
      );
      return { couponId: coupon.id, promotionCodeId: promotion.id };
    },
    async updatePromotion(current, change) {
      if (!change.replace) {
        await call(() => stripe.promotionCodes.update(current.promotionCodeId, { active: change.active }));
        return { promotionCodeId: current.promotionCodeId };
      }
      // Stripe keeps one active promotion code per code: the old one goes off before the new one is made.
      await call(() => stripe.promotionCodes.update(current.promotionCodeId, { active: false }));
      const usable = change.redemptionsLeft === null || change.redemptionsLeft > 0;
      const promotion = await call(() =>
        stripe.promotionCodes.create({
          promotion: { type: 'coupon', coupon: current.couponId },
          code: change.code,
          active: change.active && usable,
          ...(change.redemptionsLeft !== null && change.redemptionsLeft > 0 ? { max_redemptions: change.redemptionsLeft } : {}),
          ...(change.expiresAt ? { expires_at: Math.floor(change.expiresAt.getTime() / 1000) } : {}),
        }),
      );
      return { promotionCodeId: promotion.id };
    },
    async expireCheckout(providerSessionId) {
      await call(() => stripe.checkout.sessions.expire(providerSessionId));
    },
    async changeSeats(providerSubscriptionId, seats, direction) {
      const subscription = await call(() => stripe.subscriptions.retrieve(providerSubscriptionId));
      const item = subscription.items.data[0];
      if (!item) throw new PaymentProviderError('Stripe has no seats on this subscription to change.');
      // More seats are invoiced now for the time left; fewer are billed from the next period, with no credit.
      await call(() =>
        stripe.subscriptions.update(providerSubscriptionId, {
          items: [{ id: item.id, quantity: seats }],
          proration_behavior: direction === 'more' ? 'always_invoice' : 'none',
        }),
      );
    },
    async cancelSubscription(providerSubscriptionId) {
      await call(() => stripe.subscriptions.cancel(providerSubscriptionId)).catch(ignoreAlreadyCanceled);
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      return snapshotOf(await call(() => stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel })));
    },
    async createPortal({ providerCustomerId, returnUrl }) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: providerCustomerId, return_url: returnUrl }));
      return { url: session.url };
    },
    async refund({ ref, paymentIntentId, providerSubscriptionId }) {
      let intent = paymentIntentId;
      if (!intent && ref.startsWith('in_')) {
        const payments = await call(() => stripe.invoicePayments.list({ invoice: ref, limit: 1 }));
        const paid = payments.data[0]?.payment.payment_intent;
        intent = paid ? idOf(paid) : null;
      }
      if (!intent) throw new PaymentProviderError('Stripe has no card payment for this order to refund.');
      const refund = await call(() => stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${ref}` }));
      // A refunded plan ends now (decision 0016), not at the end of the period it paid for.
      if (providerSubscriptionId) await call(() => stripe.subscriptions.cancel(providerSubscriptionId)).catch(ignoreAlreadyCanceled);
      return { refundId: refund.id };
    },
    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The webhook signature does not match');
      }
      // Stripe's check refuses old timestamps only; one from the future is refused here.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (signedAt * 1000 > Date.now() + WEBHOOK_FUTURE_TOLERANCE_MS) throw new WebhookSignatureError('The webhook is signed with a time in the future');
      return toBillingEvent(event);
    },
  };
}

/** The company and tax ID the buyer gave at Stripe's checkout, for our invoice. */
function buyerOf(details: Stripe.Checkout.Session.CustomerDetails | null | undefined): BuyerDetails | undefined {
  if (!details) return undefined;
  const address = details.address ? [details.address.line1, details.address.line2, details.address.postal_code, details.address.city, details.address.state, details.address.country].filter(Boolean).join(', ') : '';
  const taxId = details.tax_ids?.[0]?.value ?? null;
  const withCompany = details as { business_name?: string | null };
  return { name: details.name ?? null, company: withCompany.business_name ?? null, taxId, address: address || null };
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's statuses in ours: still being paid for (with retries) or ended. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  return 'inactive';
}

function ignoreAlreadyCanceled(error: unknown): void {
  if (error instanceof PaymentProviderError && /canceled/i.test(error.message)) return;
  throw error;
}
