import { productPriceCents, type PaidPlan } from './billing';
import { discountCents, type PromoDiscount, type PromoDuration } from './promo-codes';

/**
 * Renewal notices (issue 33, decision 0109): an annual plan that renews by itself is announced
 * 30 and 7 days before it charges again, with the amount it will really charge. No I/O.
 */

export const RENEWAL_NOTICES = { '30-days': 30, '7-days': 7 } as const;
export type RenewalNoticeKind = keyof typeof RENEWAL_NOTICES;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The notice due at `now` for a renewal at `periodEnd`: the 7-day one in the last 7 days, the
 * 30-day one from 30 days before until then; none before, and none once the renewal is past.
 * A subscription first seen inside the last 7 days gets only the 7-day notice.
 */
export function dueRenewalNotice(periodEnd: Date, now: Date): RenewalNoticeKind | null {
  const left = periodEnd.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= RENEWAL_NOTICES['7-days'] * DAY_MS) return '7-days';
  if (left <= RENEWAL_NOTICES['30-days'] * DAY_MS) return '30-days';
  return null;
}

/** The promo code a subscription was bought with, as far as renewals care. */
export interface RenewalPromo {
  discount: PromoDiscount;
  duration: PromoDuration;
  plans: readonly PaidPlan[];
}

/**
 * What a renewal of `plan` charges: the list price, less a "forever" code's discount when the
 * code applies to that plan. A first-year code ('once') never discounts a renewal.
 */
export function renewalChargeCents(plan: PaidPlan, promo: RenewalPromo | null): number {
  const price = productPriceCents(plan);
  if (!promo || promo.duration !== 'forever' || !promo.plans.includes(plan)) return price;
  return price - discountCents(price, promo.discount);
}
