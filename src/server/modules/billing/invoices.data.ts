import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { checkoutSessions, invoiceCounters, invoices, orders, promoCodes } from '../../db/schema';
import type { InvoiceKind } from '../../../shared/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of a gapless series: the counter row is updated (and so locked) in the caller's
 * transaction, so a second issuer waits for it to commit, and a rollback gives the number back.
 */
export async function takeInvoiceNumber(db: DbExecutor, series: InvoiceKind): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ number: invoiceCounters.lastNumber });
  return row!.number;
}

/** Stamped with the clock at insert, after the number was taken under its lock: a later number never carries an earlier time. */
export async function insertInvoice(db: DbExecutor, values: Omit<typeof invoices.$inferInsert, 'issuedAt'>): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values({ ...values, issuedAt: sql`clock_timestamp()` }).returning();
  return row!;
}

export async function findInvoice(db: DbExecutor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

export async function findInvoiceOfOrder(db: DbExecutor, orderId: string, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind))).limit(1);
  return row;
}

export function listInvoicesOf(db: DbExecutor, userId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt));
}

/** The documents of these orders, for the admin's payments list. */
export function listInvoicesOfOrders(db: DbExecutor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: invoices.id, orderId: invoices.orderId, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
}

export function listRecentOrderIds(db: DbExecutor, limit: number): Promise<{ id: string }[]> {
  return db.select({ id: orders.id }).from(orders).orderBy(desc(orders.createdAt)).limit(limit);
}

/** What the checkout of a payment says about it: list price, discount and code, quantity, the buyer's business details. */
export async function findCheckoutTerms(db: DbExecutor, checkoutSessionId: string) {
  const [row] = await db
    .select({
      quantity: checkoutSessions.quantity,
      amountCents: checkoutSessions.amountCents,
      discountCents: checkoutSessions.discountCents,
      buyerCompany: checkoutSessions.buyerCompany,
      buyerTaxId: checkoutSessions.buyerTaxId,
      promoCode: promoCodes.code,
    })
    .from(checkoutSessions)
    .leftJoin(promoCodes, eq(promoCodes.id, checkoutSessions.promoCodeId))
    .where(eq(checkoutSessions.id, checkoutSessionId))
    .limit(1);
  return row;
}

/** Stores the company name and tax ID the buyer entered on the local checkout page. */
export async function setCheckoutBuyerDetails(db: DbExecutor, checkoutId: string, details: { buyerCompany: string | null; buyerTaxId: string | null }): Promise<void> {
  await db.update(checkoutSessions).set(details).where(eq(checkoutSessions.id, checkoutId));
}

/** The buyer's business details on the latest invoice of a subscription: a renewal keeps what its first checkout said. */
export async function findLatestBuyerOfSubscription(db: DbExecutor, providerSubscriptionId: string) {
  const [row] = await db
    .select({ buyerCompany: invoices.buyerCompany, buyerTaxId: invoices.buyerTaxId, buyerAddress: invoices.buyerAddress })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.providerSubscriptionId, providerSubscriptionId), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.number))
    .limit(1);
  return row;
}
