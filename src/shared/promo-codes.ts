import { formatUsd, PAID_PLANS, type PaidPlan } from './billing';
import { PLAN_OFFERS } from './plans';

/**
 * Promo codes (issue 33): what a code takes off a plan's yearly price, and why a code may not be
 * used. The server applies these when a checkout opens and again, under a lock, when it is paid;
 * the checkout page shows the same figures. Money is whole cents throughout.
 */

export const PROMO_DURATIONS = ['once', 'forever'] as const;
/** 'once': the first year only (Stripe's coupon duration 'once' on a yearly plan); 'forever': every renewal too. */
export type PromoDuration = (typeof PROMO_DURATIONS)[number];

export type PromoDiscount = { kind: 'percent'; percentOff: number } | { kind: 'amount'; amountOffCents: number };

export interface PromoTerms {
  code: string;
  discount: PromoDiscount;
  plans: readonly PaidPlan[];
  duration: PromoDuration;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  onePerCustomer: boolean;
  /** False once an admin has switched the code off. */
  active: boolean;
}

/** What the code has been used for so far, and by this customer. */
export interface PromoUsage {
  redeemedCount: number;
  usedByCustomer: boolean;
}

/** Codes are typed by people: letters, digits, dashes and underscores, compared without case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The cents a discount takes off `priceCents`: a percent rounds half up to the cent; never more than the price. */
export function discountCents(priceCents: number, discount: PromoDiscount): number {
  const off = discount.kind === 'percent' ? Math.round((priceCents * discount.percentOff) / 100) : discount.amountOffCents;
  return Math.min(Math.max(off, 0), priceCents);
}

export interface PromoQuote {
  priceCents: number;
  discountCents: number;
  totalCents: number;
}

export function quotePromo(priceCents: number, discount: PromoDiscount): PromoQuote {
  const off = discountCents(priceCents, discount);
  return { priceCents, discountCents: off, totalCents: priceCents - off };
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Why `terms` cannot be used for `plan` now (a sentence the buyer can act on); null when it can. */
export function promoCodeProblem(terms: PromoTerms, plan: string, usage: PromoUsage, now: Date): string | null {
  if (!terms.active) return `The code ${terms.code} is no longer valid.`;
  if (terms.expiresAt && terms.expiresAt.getTime() <= now.getTime()) return `The code ${terms.code} expired on ${DATE.format(terms.expiresAt)}.`;
  if (!(terms.plans as readonly string[]).includes(plan)) {
    const named = terms.plans.map((applies) => PLAN_OFFERS[applies].name).join(' and ');
    return `The code ${terms.code} applies to ${named} only.`;
  }
  if (terms.onePerCustomer && usage.usedByCustomer) return `You have already used the code ${terms.code}: it is one per customer.`;
  if (terms.maxRedemptions !== null && usage.redeemedCount >= terms.maxRedemptions) return `The code ${terms.code} has been used up.`;
  return null;
}

/** "20% off the first year", "$50.00 off every year" */
export function describePromo(discount: PromoDiscount, duration: PromoDuration): string {
  const amount = discount.kind === 'percent' ? `${discount.percentOff}%` : `$${(discount.amountOffCents / 100).toFixed(2)}`;
  return `${amount} off ${duration === 'once' ? 'the first year' : 'every year'}`;
}

export const isPaidPlanId = (value: string): value is PaidPlan => (PAID_PLANS as readonly string[]).includes(value);

/** What each renewal charges: the full price after a first-year code, the discounted one after an every-year code. */
export function renewalCents(quote: PromoQuote, duration: PromoDuration): number {
  return duration === 'forever' ? quote.totalCents : quote.priceCents;
}

/** "Pro Member: $199.20 the first year, then $249.00 a year", or "Pro Member: $199.20 a year" for an every-year code. */
export function describePromoPrice(plan: PaidPlan, quote: PromoQuote, duration: PromoDuration): string {
  const name = PLAN_OFFERS[plan].name;
  const renews = renewalCents(quote, duration);
  if (renews === quote.totalCents) return `${name}: ${formatUsd(quote.totalCents)} a year`;
  return `${name}: ${formatUsd(quote.totalCents)} the first year, then ${formatUsd(renews)} a year`;
}
