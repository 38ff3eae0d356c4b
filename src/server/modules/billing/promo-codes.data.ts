import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { checkoutSessions, promoCodes, promoRedemptions } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The new code; undefined when one with the same code exists. */
export async function insertPromoCode(db: DbExecutor, values: typeof promoCodes.$inferInsert): Promise<PromoCodeRow | undefined> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing({ target: promoCodes.code }).returning();
  return row;
}

export function listPromoCodeRows(db: DbExecutor): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

export async function findPromoCodeByCode(db: DbExecutor, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** The code's row, locked until the transaction ends: redemptions of one code are counted one at a time. */
export async function lockPromoCode(db: DbExecutor, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

export async function hasRedeemed(db: DbExecutor, promoCodeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** One redemption for the checkout, counted on the code's row. */
export async function insertRedemption(db: DbExecutor, redemption: { promoCodeId: string; userId: string; checkoutSessionId: string; discountCents: number }): Promise<void> {
  const inserted = await db.insert(promoRedemptions).values(redemption).onConflictDoNothing({ target: promoRedemptions.checkoutSessionId }).returning({ id: promoRedemptions.id });
  if (inserted.length === 0) return;
  await db
    .update(promoCodes)
    .set({ redeemedCount: sql`${promoCodes.redeemedCount} + 1` })
    .where(eq(promoCodes.id, redemption.promoCodeId));
}

/** Sets (or, with null, removes) the code on an open checkout and what it charges. */
export async function setCheckoutPromo(db: DbExecutor, checkoutId: string, promo: { promoCodeId: string | null; discountCents: number; amountCents: number }): Promise<void> {
  await db
    .update(checkoutSessions)
    .set(promo)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'open')));
}

/** Writes an admin's change to a code; undefined when it no longer exists. */
export async function updatePromoCodeRow(db: DbExecutor, id: string, values: Partial<Pick<PromoCodeRow, 'expiresAt' | 'maxRedemptions' | 'active' | 'providerPromotionCodeId'>>): Promise<PromoCodeRow | undefined> {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row;
}

export async function findPromoCode(db: DbExecutor, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row;
}
