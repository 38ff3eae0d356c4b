import { z } from 'zod';
import { PAID_PLANS } from '../billing';
import { normalizePromoCode, PROMO_CODE_PATTERN, PROMO_DURATIONS } from '../promo-codes';
import { localCheckoutResponseSchema, providerSessionIdSchema } from './billing';
import { defineEndpoint } from './endpoint';

/** Contracts of promo codes (issue 33): the admin's list and form, and a code applied to a checkout. */

export const promoCodeInputSchema = z
  .string({ message: 'Enter a promo code.' })
  .transform(normalizePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, 'A promo code is 3 to 40 letters, digits, dashes or underscores.'));

export const createPromoCodeBodySchema = z
  .object({
    code: promoCodeInputSchema,
    discountKind: z.enum(['percent', 'amount'], { message: 'Choose percent or amount off.' }),
    percentOff: z.number().int('Percent off is a whole number.').min(1, 'Percent off is between 1 and 100.').max(100, 'Percent off is between 1 and 100.').nullable().default(null),
    amountOffCents: z.number().int('Amount off is in whole cents.').positive('Amount off is more than $0.').nullable().default(null),
    plans: z.array(z.enum(PAID_PLANS, { message: 'A code applies to Pro Member or Elite Access.' })).min(1, 'Choose at least one plan the code applies to.'),
    duration: z.enum(PROMO_DURATIONS, { message: 'Choose first year only or every year.' }),
    /** The last moment the code works (ISO); null: no expiry. */
    expiresAt: z.iso.datetime({ offset: true, message: 'Give the expiry as a date.' }).nullable().default(null),
    maxRedemptions: z.number().int().min(1, 'Maximum redemptions is at least 1, or leave it empty for no limit.').nullable().default(null),
    onePerCustomer: z.boolean().default(false),
  })
  .strict()
  .refine((body) => (body.discountKind === 'percent' ? body.percentOff !== null : body.amountOffCents !== null), {
    message: 'Enter how much the code takes off.',
    path: ['percentOff'],
  });

export const adminPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  plans: z.array(z.enum(PAID_PLANS)),
  duration: z.enum(PROMO_DURATIONS),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redeemedCount: z.number().int(),
  onePerCustomer: z.boolean(),
  /** False once an admin has switched the code off: checkouts refuse it. */
  active: z.boolean(),
  /** Stripe's promotion code, in Stripe mode. */
  providerPromotionCodeId: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * What an admin may change on a code once made (decision 0109): its expiry, its maximum
 * redemptions and whether it is active. Its discount, plans and duration stay as sold.
 */
export const updatePromoCodeBodySchema = z
  .object({
    expiresAt: z.iso.datetime({ offset: true, message: 'Give the expiry as a date.' }).nullable().optional(),
    maxRedemptions: z.number().int('Maximum redemptions is a whole number.').min(1, 'Maximum redemptions is at least 1, or leave it empty for no limit.').nullable().optional(),
    active: z.boolean({ message: 'Say whether the code is active.' }).optional(),
  })
  .strict()
  .refine((body) => body.expiresAt !== undefined || body.maxRedemptions !== undefined || body.active !== undefined, { message: 'Change the expiry, the maximum redemptions or whether the code is active.' });

export const promoCodeIdSchema = z.uuid('Promo code not found.');

export const adminPromoCodesResponseSchema = z.object({ promoCodes: z.array(adminPromoCodeSchema) });
export const adminPromoCodeResponseSchema = z.object({ promoCode: adminPromoCodeSchema });

export const applyPromoCodeBodySchema = z.object({ code: promoCodeInputSchema }).strict();

export const listPromoCodes = defineEndpoint({ method: 'GET', path: '/api/admin/promo-codes', response: adminPromoCodesResponseSchema });
export const createPromoCode = defineEndpoint({ method: 'POST', path: '/api/admin/promo-codes', body: createPromoCodeBodySchema, response: adminPromoCodeResponseSchema, statuses: [201] });

export const updatePromoCode = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/promo-codes/:id',
  params: z.object({ id: promoCodeIdSchema }),
  body: updatePromoCodeBodySchema,
  response: adminPromoCodeResponseSchema,
});

/** The local test-mode checkout: a code applied before Pay, through the same rules as Stripe mode's codes. */
export const applyLocalPromoCode = defineEndpoint({
  method: 'POST',
  path: '/api/billing/local/checkouts/:id/promo-code',
  params: z.object({ id: providerSessionIdSchema }),
  body: applyPromoCodeBodySchema,
  response: localCheckoutResponseSchema,
});

/**
 * A code previewed for a plan before checkout (the pricing page, issue 33): the same rules and
 * messages as POST /api/billing/checkout, without opening one.
 */
export const quotePromoCode = defineEndpoint({
  method: 'GET',
  path: '/api/billing/promo-codes/:code/quote',
  params: z.object({ code: promoCodeInputSchema }),
  query: z.object({ plan: z.enum(PAID_PLANS, { message: 'Choose a paid plan: pro or elite.' }) }).strict(),
  response: z.object({
    code: z.string(),
    plan: z.enum(PAID_PLANS),
    /** "20% off the first year" */
    description: z.string(),
    priceCents: z.number().int(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
    renewsAtCents: z.number().int(),
    /** "Pro Member: $199.20 the first year, then $249.00 a year" */
    summary: z.string(),
  }),
  rateLimit: { perAddress: { limit: 30, windowSeconds: 60 } },
});

export type PromoCodeQuote = z.infer<typeof quotePromoCode.response>;
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBodySchema>;
export type UpdatePromoCodeBody = z.infer<typeof updatePromoCodeBodySchema>;
