import { z } from 'zod';
import { ADD_ON_IDS, PAID_PLANS } from '../billing';
import { PLANS } from '../plans';

/** Contracts of the billing endpoints (spec §7 server functions, issue 11). */

export const createCheckoutBodySchema = z
  .object({ plan: z.enum(PAID_PLANS, { message: 'Choose a paid plan to check out: pro or elite' }) })
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

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

export const providerSessionIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'This checkout link is not valid');

/** The local test-mode checkout page. */
export const localCheckoutResponseSchema = z.object({
  checkout: z.object({
    id: z.string(),
    product: z.string(),
    productName: z.string(),
    amountCents: z.number().int(),
    billing: z.enum(['yearly', 'one-time']),
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
});

export const advanceClockBodySchema = z.object({ renewal: z.enum(['succeeds', 'fails']).default('succeeds') }).strict();

export const adminBillingResponseSchema = z.object({
  subscriptions: z.array(
    z.object({
      learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
      plan: z.enum(PLANS),
      status: subscriptionStatusSchema,
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      provider: z.string().nullable(),
      providerCustomerId: z.string().nullable(),
      providerSubscriptionId: z.string().nullable(),
    }),
  ),
  orders: z.array(
    orderSchema.extend({
      learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
      provider: z.string(),
      providerPaymentRef: z.string(),
      providerSubscriptionId: z.string().nullable(),
      refundable: z.boolean(),
    }),
  ),
});

export const refundResponseSchema = z.object({ order: orderSchema });

export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponseSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export type LocalCheckoutResponse = z.infer<typeof localCheckoutResponseSchema>;
export type LocalPortalResponse = z.infer<typeof localPortalResponseSchema>;
export type AdminBillingResponse = z.infer<typeof adminBillingResponseSchema>;
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
