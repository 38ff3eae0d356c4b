import { productPriceCents, type Product } from '../../../shared/billing';
import { describePromo, describePromoPrice, promoCodeProblem, quotePromo, renewalCents, type PromoDiscount, type PromoDuration, type PromoQuote, type PromoTerms } from '../../../shared/promo-codes';
import type { AdminPromoCode, CreatePromoCodeBody, PromoCodeQuote, UpdatePromoCodeBody } from '../../../shared/api/promo-codes';
import type { PaidPlan } from '../../../shared/billing';
import { withTransaction, type Transaction } from '../../db/client';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { AppError, notFound } from '../../http/app-error';
import type { CheckoutRow } from './billing.data';
import type { BillingDeps, BillingService } from './billing.service';
import { findPromoCode, findPromoCodeByCode, hasRedeemed, insertPromoCode, insertRedemption, listPromoCodeRows, lockPromoCode, updatePromoCodeRow, type PromoCodeRow } from './promo-codes.data';

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
    active: row.active,
    providerPromotionCodeId: row.providerPromotionCodeId,
    createdAt: row.createdAt.toISOString(),
  };
}

const auditedChange = (row: PromoCodeRow) => ({
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  active: row.active,
  providerPromotionCodeId: row.providerPromotionCodeId,
});

const auditedTerms = (row: PromoCodeRow) => ({ code: row.code, description: describePromoCode(row), plans: row.plans, onePerCustomer: row.onePerCustomer, ...auditedChange(row) });

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
  async create(admin: AuditActor, body: CreatePromoCodeBody): Promise<{ promoCode: AdminPromoCode }> {
    const { db, provider } = this.deps;
    const taken = () => new AppError('CONFLICT', `The code ${body.code} exists already. Choose another code.`, 'code');
    if (await findPromoCodeByCode(db, body.code)) throw taken();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock().getTime()) throw new AppError('BAD_REQUEST', 'The expiry is in the past. Give a later date, or none.', 'expiresAt');
    const discount: PromoDiscount = body.discountKind === 'percent' ? { kind: 'percent', percentOff: body.percentOff! } : { kind: 'amount', amountOffCents: body.amountOffCents! };
    const plans = [...new Set(body.plans)];
    const terms: PromoTerms = { code: body.code, discount, plans, duration: body.duration, expiresAt, maxRedemptions: body.maxRedemptions, onePerCustomer: body.onePerCustomer, active: true };
    const atProvider = provider.createPromotion ? await this.billing.callProvider(() => provider.createPromotion!(terms)) : null;
    const row = await withTransaction(db, async (tx) => {
      const inserted = await insertPromoCode(tx, {
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
      if (inserted) await recordAdminAction(tx, { admin, action: 'promo_code.created', target: { type: 'promo_code', id: inserted.id }, after: auditedTerms(inserted) });
      return inserted;
    });
    if (!row) throw taken();
    return { promoCode: presentPromoCode(row) };
  }

  /**
   * An admin's change of a code's expiry, maximum redemptions or active state (decision 0109). In
   * Stripe mode the promotion code follows first (outside any transaction); the row and its audit
   * entry are written together.
   */
  async update(admin: AuditActor, id: string, body: UpdatePromoCodeBody): Promise<{ promoCode: AdminPromoCode }> {
    const { db, provider } = this.deps;
    const row = await findPromoCode(db, id);
    if (!row) throw notFound('Promo code not found.');
    const expiresAt = body.expiresAt === undefined ? row.expiresAt : body.expiresAt === null ? null : new Date(body.expiresAt);
    const maxRedemptions = body.maxRedemptions === undefined ? row.maxRedemptions : body.maxRedemptions;
    const active = body.active ?? row.active;
    const expiryChanged = (expiresAt?.getTime() ?? null) !== (row.expiresAt?.getTime() ?? null);
    if (expiryChanged && expiresAt && expiresAt.getTime() <= this.clock().getTime()) throw new AppError('BAD_REQUEST', 'The expiry is in the past. Give a later date, or none.', 'expiresAt');
    if (maxRedemptions !== null && maxRedemptions < row.redeemedCount) {
      throw new AppError('BAD_REQUEST', `The code ${row.code} has been used ${row.redeemedCount} times already: the maximum cannot be lower.`, 'maxRedemptions');
    }
    const replace = expiryChanged || maxRedemptions !== row.maxRedemptions;
    if (!replace && active === row.active) return { promoCode: presentPromoCode(row) };
    let providerPromotionCodeId = row.providerPromotionCodeId;
    if (provider.updatePromotion && row.providerCouponId && row.providerPromotionCodeId) {
      const current = { couponId: row.providerCouponId, promotionCodeId: row.providerPromotionCodeId };
      const redemptionsLeft = maxRedemptions === null ? null : maxRedemptions - row.redeemedCount;
      ({ promotionCodeId: providerPromotionCodeId } = await this.billing.callProvider(() => provider.updatePromotion!(current, { code: row.code, active, expiresAt, redemptionsLeft, replace })));
    }
    const updated = await withTransaction(db, async (tx) => {
      const saved = await updatePromoCodeRow(tx, row.id, { expiresAt, maxRedemptions, active, providerPromotionCodeId });
      if (!saved) throw notFound('Promo code not found.');
      await recordAdminAction(tx, { admin, action: 'promo_code.updated', target: { type: 'promo_code', id: row.id }, before: auditedChange(row), after: auditedChange(saved) });
      return saved;
    });
    return { promoCode: presentPromoCode(updated) };
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

  /**
   * The pricing page's preview of a code for a plan (issue 33): what `quote` answers at checkout,
   * the same refusals included, with the sentence the page shows. No checkout is opened.
   */
  async preview(userId: string, code: string, plan: PaidPlan): Promise<PromoCodeQuote> {
    const { row, quote } = await this.quote(userId, code, plan);
    const duration = row.duration as PromoDuration;
    if (this.deps.provider.name !== 'local' && !row.providerPromotionCodeId) throw localOnlyCode(row.code);
    return { code: row.code, plan, description: describePromoCode(row), ...quote, renewsAtCents: renewalCents(quote, duration), summary: describePromoPrice(plan, quote, duration) };
  }
}

/** A code made in the local test mode has no Stripe promotion code, so Stripe Checkout cannot take it. */
export const localOnlyCode = (code: string) => new AppError('CONFLICT', `The code ${code} was made in the local test mode and cannot be used with Stripe.`, 'promoCode');

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
