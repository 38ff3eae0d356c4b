import { productPriceCents, type Product } from '../../../shared/billing';
import { describePromo, promoCodeProblem, quotePromo, type PromoDiscount, type PromoDuration, type PromoQuote, type PromoTerms } from '../../../shared/promo-codes';
import type { AdminPromoCode, CreatePromoCodeBody } from '../../../shared/api/promo-codes';
import type { PaidPlan } from '../../../shared/billing';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CheckoutRow } from './billing.data';
import type { BillingDeps, BillingService } from './billing.service';
import { findPromoCodeByCode, hasRedeemed, insertPromoCode, insertRedemption, listPromoCodeRows, lockPromoCode, type PromoCodeRow } from './promo-codes.data';

/**
 * Promo codes (issue 33, decision 0106): the admin makes them (in Stripe mode a Stripe coupon and
 * promotion code too), a checkout is quoted with one when it opens, and the redemption is counted
 * when the checkout is completed, in fulfilment's transaction under the code's row lock.
 */

export function discountOf(row: PromoCodeRow): PromoDiscount {
  return row.percentOff !== null ? { kind: 'percent', percentOff: row.percentOff } : { kind: 'amount', amountOffCents: row.amountOffCents ?? 0 };
}

export function termsOf(row: PromoCodeRow): PromoTerms {
  return {
    code: row.code,
    discount: discountOf(row),
    plans: row.plans as PaidPlan[],
    duration: row.duration as PromoDuration,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    onePerCustomer: row.onePerCustomer,
    active: row.active,
  };
}

export const describePromoCode = (row: PromoCodeRow) => describePromo(discountOf(row), row.duration as PromoDuration);

function presentPromoCode(row: PromoCodeRow): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    description: describePromoCode(row),
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    plans: row.plans as PaidPlan[],
    duration: row.duration as PromoDuration,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redeemedCount: row.redeemedCount,
    onePerCustomer: row.onePerCustomer,
    providerPromotionCodeId: row.providerPromotionCodeId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The code a checkout was quoted with cannot be redeemed any more (local mode, when it is paid). */
export class PromoCodeRefused extends Error {
  override name = 'PromoCodeRefused';
}

export class PromoCodeService {
  constructor(
    private readonly deps: BillingDeps,
    private readonly billing: BillingService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<{ promoCodes: AdminPromoCode[] }> {
    return { promoCodes: (await listPromoCodeRows(this.deps.db)).map(presentPromoCode) };
  }

  /** A new code; in Stripe mode its coupon and promotion code are made at Stripe first (outside any transaction). */
  async create(body: CreatePromoCodeBody): Promise<{ promoCode: AdminPromoCode }> {
    const { db, provider } = this.deps;
    const taken = () => new AppError('CONFLICT', `The code ${body.code} exists already. Choose another code.`, 'code');
    if (await findPromoCodeByCode(db, body.code)) throw taken();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock().getTime()) throw new AppError('BAD_REQUEST', 'The expiry is in the past. Give a later date, or none.', 'expiresAt');
    const discount: PromoDiscount = body.discountKind === 'percent' ? { kind: 'percent', percentOff: body.percentOff! } : { kind: 'amount', amountOffCents: body.amountOffCents! };
    const plans = [...new Set(body.plans)];
    const terms: PromoTerms = { code: body.code, discount, plans, duration: body.duration, expiresAt, maxRedemptions: body.maxRedemptions, onePerCustomer: body.onePerCustomer, active: true };
    const atProvider = provider.createPromotion ? await this.billing.callProvider(() => provider.createPromotion!(terms)) : null;
    const row = await insertPromoCode(db, {
      code: body.code,
      percentOff: discount.kind === 'percent' ? discount.percentOff : null,
      amountOffCents: discount.kind === 'amount' ? discount.amountOffCents : null,
      plans,
      duration: body.duration,
      expiresAt,
      maxRedemptions: body.maxRedemptions,
      onePerCustomer: body.onePerCustomer,
      providerCouponId: atProvider?.couponId ?? null,
      providerPromotionCodeId: atProvider?.promotionCodeId ?? null,
    });
    if (!row) throw taken();
    return { promoCode: presentPromoCode(row) };
  }

  /** The price of `quantity` of `product` with `code` for this learner now; a clear 4xx when the code cannot be used. */
  async quote(userId: string, code: string, product: Product, quantity = 1): Promise<{ row: PromoCodeRow; quote: PromoQuote }> {
    const row = await findPromoCodeByCode(this.deps.db, code);
    if (!row) throw new AppError('BAD_REQUEST', `We don't recognize the code ${code}. Check it for typos.`, 'code');
    const usage = { redeemedCount: row.redeemedCount, usedByCustomer: await hasRedeemed(this.deps.db, row.id, userId) };
    const problem = promoCodeProblem(termsOf(row), product, usage, this.clock());
    if (problem) throw new AppError('CONFLICT', problem, 'code');
    return { row, quote: quotePromo(productPriceCents(product) * quantity, discountOf(row)) };
  }
}

/**
 * Counts the checkout's code as redeemed, inside fulfilment's transaction. `enforce` (the local
 * provider, whose checkout is ours) re-checks the code under its row lock, so of many checkouts
 * paid at once only as many as it has left are discounted: the others throw PromoCodeRefused and
 * their transaction changes nothing. Stripe enforced its promotion code's limits before charging,
 * so its completed checkouts are counted as they come.
 */
export async function redeemPromoCode(tx: Transaction, checkout: CheckoutRow, enforce: boolean, now: Date): Promise<void> {
  if (!checkout.promoCodeId) return;
  const row = await lockPromoCode(tx, checkout.promoCodeId);
  if (!row) return;
  if (enforce) {
    const usage = { redeemedCount: row.redeemedCount, usedByCustomer: await hasRedeemed(tx, row.id, checkout.userId) };
    const problem = promoCodeProblem(termsOf(row), checkout.product, usage, now);
    if (problem) throw new PromoCodeRefused(problem);
  } else if (row.maxRedemptions !== null && row.redeemedCount >= row.maxRedemptions) {
    // Stripe took the payment with the code: it stands, though our count is full (kept within its check).
    return;
  }
  await insertRedemption(tx, { promoCodeId: row.id, userId: checkout.userId, checkoutSessionId: checkout.id, discountCents: checkout.discountCents });
}
