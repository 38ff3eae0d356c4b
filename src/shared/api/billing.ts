import { z } from 'zod';
import { ADD_ON_IDS, PAID_PLANS } from '../billing';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';

/** Contracts of the billing endpoints (spec §7 server functions, issue 11). */

export const createCheckoutBodySchema = z
  .object({
    plan: z.enum(PAID_PLANS, { message: 'Choose a paid plan to check out: pro or elite' }),
    /** A promo code, checked now and again when the checkout is paid. */
    promoCode: z.string().max(100).optional(),
  })
  .strict();

export const addOnCheckoutBodySchema = z.object({ addOn: z.enum(ADD_ON_IDS, { message: 'Unknown add-on' }) }).strict();

/** create-checkout and customer-portal: where to send the learner. */
export const redirectResponseSchema = z.object({ url: z.string() });

const subscriptionStatusSchema = z.enum(['active', 'past_due', 'inactive']);

/** check-subscription: the spec's {plan, subscribed}, with what the dashboard shows besides. */
export const checkSubscriptionResponseSchema = z.object({
  plan: z.enum(PLANS),
  subscribed: z.boolean(),
  status: subscriptionStatusSchema.nullable(),
  subscribedPlan: z.enum(PLANS).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export const orderSchema = z.object({
  id: z.string(),
  product: z.string(),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded']),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});

/** A payment as the admin sees it, with whether it may still be refunded (the money-back guarantee). */
export const adminOrderSchema = orderSchema.extend({
  learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  provider: z.string(),
  providerPaymentRef: z.string(),
  providerSubscriptionId: z.string().nullable(),
  refundable: z.boolean(),
});

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

export const providerSessionIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'This checkout link is not valid');

/**
 * /success: what the signed-in learner's own checkout bought. 'confirming' while the payment is
 * not yet fulfilled (the provider's event may come after the redirect); 'none' for a checkout that
 * is not theirs, made up, or cancelled. `plan` is the plan that counts now.
 */
export const checkoutOutcomeResponseSchema = z.object({
  outcome: z.enum(['paid', 'confirming', 'none']),
  product: z.string().nullable(),
  productName: z.string().nullable(),
  plan: z.enum(PLANS),
});

/** The local test-mode checkout page. */
export const localCheckoutResponseSchema = z.object({
  checkout: z.object({
    id: z.string(),
    product: z.string(),
    productName: z.string(),
    /** What Pay charges: the price less the discount. */
    amountCents: z.number().int(),
    /** Before any promo code. */
    priceCents: z.number().int(),
    discountCents: z.number().int(),
    /** The promo code applied, described ("20% off the first year"), and what each renewal charges with it. */
    promo: z.object({ code: z.string(), description: z.string(), renewsAtCents: z.number().int() }).nullable(),
    /** Seats, for Team Access; 1 otherwise. */
    quantity: z.number().int(),
    billing: z.enum(['yearly', 'monthly', 'one-time']),
    status: z.enum(['open', 'completed', 'cancelled']),
  }),
});

/** The local test-mode portal page. */
export const localPortalResponseSchema = z.object({
  subscription: z
    .object({
      plan: z.enum(PLANS),
      status: subscriptionStatusSchema,
      grantsPlan: z.boolean(),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** Moving to Elite now, prorated for the time left; null when not possible. */
      upgrade: z.object({ plan: z.enum(PLANS), amountCents: z.number().int() }).nullable(),
    })
    .nullable(),
  /** Whether this viewer may move the test clock: anyone on a loopback address, admins on a public site. */
  testClock: z.boolean(),
});

/** The local test-mode controls of the owner's Team Access (issue 30): cancel, resume and the test clock. */
export const localTeamPortalResponseSchema = z.object({
  team: z
    .object({
      state: z.enum(['active', 'cancelling', 'past_due', 'ended']),
      /** Renews on, ends on, retried until, or ended on. */
      date: z.string().nullable(),
      seats: z.number().int(),
      nextPeriodSeats: z.number().int(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  testClock: z.boolean(),
});

export const advanceClockBodySchema = z.object({ renewal: z.enum(['succeeds', 'fails']).default('succeeds') }).strict();

export const adminBillingResponseSchema = z.object({
  subscriptions: z.array(
    z.object({
      learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
      plan: z.enum(PLANS),
      /** The state now, from the status and the period together (subscriptionStateAt). */
      state: z.enum(['active', 'cancelling', 'past_due', 'ended']),
      /** Renews on (active), ends on (cancelling), retried until (past due), or ended on. */
      date: z.string().nullable(),
      provider: z.string().nullable(),
      providerCustomerId: z.string().nullable(),
      providerSubscriptionId: z.string().nullable(),
    }),
  ),
  totals: z.object({ activeSubscribers: z.number().int(), yearlyRecurringRevenueCents: z.number().int() }),
  orders: z.array(adminOrderSchema),
});

export const refundResponseSchema = z.object({ order: orderSchema });

const checkoutParams = z.object({ id: providerSessionIdSchema });
export const getCheckoutOutcome = defineEndpoint({ method: 'GET', path: '/api/billing/checkouts/:id/outcome', params: checkoutParams, response: checkoutOutcomeResponseSchema });

/** create-checkout: a yearly plan. */
export const createCheckout = defineEndpoint({ method: 'POST', path: '/api/billing/checkout', body: createCheckoutBodySchema, response: redirectResponseSchema });
/** A one-time add-on (the Custom AI Audit), through the same provider. */
export const createAddOnCheckout = defineEndpoint({ method: 'POST', path: '/api/billing/add-on-checkout', body: addOnCheckoutBodySchema, response: redirectResponseSchema });
/** check-subscription. */
export const checkSubscription = defineEndpoint({ method: 'GET', path: '/api/billing/subscription', response: checkSubscriptionResponseSchema });
/** customer-portal. */
export const openCustomerPortal = defineEndpoint({ method: 'POST', path: '/api/billing/portal', response: redirectResponseSchema });
export const listMyOrders = defineEndpoint({ method: 'GET', path: '/api/billing/orders', response: ordersResponseSchema });
/** Stripe's deliveries, verified by signature over the raw body (the one cross-site write). */
export const receiveStripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/billing/stripe/webhook',
  response: z.object({ received: z.boolean() }),
  acceptsCrossSiteWrites: true,
});

// The local test-mode provider's checkout and portal pages (registered only in that mode).
export const getLocalCheckout = defineEndpoint({ method: 'GET', path: '/api/billing/local/checkouts/:id', params: checkoutParams, response: localCheckoutResponseSchema });
export const payLocalCheckout = defineEndpoint({ method: 'POST', path: '/api/billing/local/checkouts/:id/payment', params: checkoutParams, response: redirectResponseSchema });
export const cancelLocalCheckout = defineEndpoint({ method: 'POST', path: '/api/billing/local/checkouts/:id/cancellation', params: checkoutParams, response: redirectResponseSchema });
export const getLocalPortal = defineEndpoint({ method: 'GET', path: '/api/billing/local/portal', response: localPortalResponseSchema });
export const upgradeLocalSubscription = defineEndpoint({ method: 'POST', path: '/api/billing/local/portal/upgrade', response: localPortalResponseSchema });
export const cancelLocalSubscription = defineEndpoint({ method: 'POST', path: '/api/billing/local/portal/cancellation', response: localPortalResponseSchema });
export const resumeLocalSubscription = defineEndpoint({ method: 'POST', path: '/api/billing/local/portal/resumption', response: localPortalResponseSchema });
export const advanceLocalTestClock = defineEndpoint({ method: 'POST', path: '/api/billing/local/portal/test-clock', body: advanceClockBodySchema, response: localPortalResponseSchema });
export const getLocalTeamPortal = defineEndpoint({ method: 'GET', path: '/api/billing/local/team-portal', response: localTeamPortalResponseSchema });
export const cancelLocalTeamSubscription = defineEndpoint({ method: 'POST', path: '/api/billing/local/team-portal/cancellation', response: localTeamPortalResponseSchema });
export const resumeLocalTeamSubscription = defineEndpoint({ method: 'POST', path: '/api/billing/local/team-portal/resumption', response: localTeamPortalResponseSchema });
export const advanceLocalTeamTestClock = defineEndpoint({ method: 'POST', path: '/api/billing/local/team-portal/test-clock', body: advanceClockBodySchema, response: localTeamPortalResponseSchema });

// /admin/billing (inside the admin API seam).
export const getAdminBilling = defineEndpoint({ method: 'GET', path: '/api/admin/billing', response: adminBillingResponseSchema });
export const refundOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/billing/orders/:id/refund',
  params: z.object({ id: z.uuid('Order not found.') }),
  response: refundResponseSchema,
});

export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponseSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CheckoutOutcomeResponse = z.infer<typeof checkoutOutcomeResponseSchema>;
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export type LocalCheckoutResponse = z.infer<typeof localCheckoutResponseSchema>;
export type LocalPortalResponse = z.infer<typeof localPortalResponseSchema>;
export type LocalTeamPortalResponse = z.infer<typeof localTeamPortalResponseSchema>;
export type AdminBillingResponse = z.infer<typeof adminBillingResponseSchema>;
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
