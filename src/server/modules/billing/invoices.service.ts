import { formatUsd, isAddOn, isPaidPlan, productName, productPriceCents, TEAM_SEATS, type Product } from '../../../shared/billing';
import { formatInvoiceNumber, invoiceTotals, type InvoiceLineInput } from '../../../shared/invoices';
import { TEAM_ACCESS } from '../../../shared/plans';
import type { AdminInvoiceDocumentsResponse, BillingHistoryResponse } from '../../../shared/api/invoices';
import type { PaymentReceived } from '../../adapters/payments/payment-provider';
import type { DbExecutor, Transaction } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { MailAttachment } from '../../adapters/mail/mail-transport';
import type { Viewer } from '../accounts/viewer';
import { listOrdersOf, type Learner, type OrderRow } from './billing.data';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import {
  findCheckoutTerms,
  findInvoice,
  findInvoiceOfOrder,
  findLatestBuyerOfSubscription,
  insertInvoice,
  listInvoicesOf,
  listInvoicesOfOrders,
  listRecentOrderIds,
  takeInvoiceNumber,
  type InvoiceRow,
} from './invoices.data';

/**
 * Invoices and credit notes (issue 33, decision 0107). Fulfilment issues them in the transaction
 * that records the payment or the refund, taking the next number of a gapless series there; the
 * document is then kept as issued. Learners list and download their own; admins any.
 */

/** Who sells: COMPANY_LEGAL_NAME, COMPANY_ADDRESS and COMPANY_TAX_ID, as every invoice prints them. */
export interface SellerDetails {
  legalName: string;
  /** One line, parts separated by commas; the support address stands in when COMPANY_ADDRESS is unset. */
  address: string;
  taxId: string | null;
}

export function sellerDetails(company: { legalName: string; postalAddress: string | undefined; taxId?: string | undefined }, supportEmail: string): SellerDetails {
  return { legalName: company.legalName, address: company.postalAddress ?? `Contact: ${supportEmail}`, taxId: company.taxId ?? null };
}

const shortDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function lineDescription(product: string, periodStart: Date | null, periodEnd: Date | null): string {
  const name = product === TEAM_SEATS ? `${TEAM_ACCESS.name} seat` : productName(product);
  if (!periodEnd) return isAddOn(product) ? `${name} (one-time)` : name;
  const from = periodStart ? `${shortDate(periodStart)} to ` : 'until ';
  return `${name}, ${product === TEAM_SEATS ? 'monthly' : 'yearly'} plan (${from}${shortDate(periodEnd)})`;
}

export interface InvoiceFacts {
  order: OrderRow;
  learner: Learner;
  payment: PaymentReceived;
  checkoutSessionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  seller: SellerDetails;
}

/**
 * Issues the invoice of a payment just recorded, inside its transaction: lines at list price,
 * the promo code's discount from its checkout, the provider's tax, the buyer's details from the
 * checkout (local) or the provider (Stripe). The number is taken last, to hold its lock briefly.
 */
export async function issueInvoice(tx: Transaction, facts: InvoiceFacts): Promise<InvoiceRow> {
  const { order, learner, payment, seller } = facts;
  const terms = facts.checkoutSessionId ? await findCheckoutTerms(tx, facts.checkoutSessionId) : undefined;
  // A renewal or upgrade has no checkout: the subscription's last invoice names the business.
  const earlier = !terms && order.providerSubscriptionId ? await findLatestBuyerOfSubscription(tx, order.providerSubscriptionId) : undefined;
  const product = order.product as Product;
  const quantity = product === TEAM_SEATS ? (terms?.quantity ?? 1) : 1;
  const unitCents = isPaidPlan(product) || isAddOn(product) || product === TEAM_SEATS ? productPriceCents(product) : order.amountCents;
  const lines: InvoiceLineInput[] = [{ description: lineDescription(order.product, facts.periodStart, facts.periodEnd), quantity, unitCents }];
  const totals = invoiceTotals({ lines, discountCents: terms?.discountCents ?? 0, taxCents: payment.taxCents ?? 0, paidCents: order.amountCents });
  const buyerName = payment.buyer?.name?.trim() || `${learner.firstName} ${learner.lastName}`.trim() || learner.email;
  const number = await takeInvoiceNumber(tx, 'invoice');
  return insertInvoice(tx, {
    kind: 'invoice',
    number,
    orderId: order.id,
    userId: order.userId,
    currency: order.currency,
    sellerName: seller.legalName,
    sellerAddress: seller.address,
    sellerTaxId: seller.taxId,
    buyerName,
    buyerEmail: learner.email,
    buyerCompany: terms?.buyerCompany ?? payment.buyer?.company ?? earlier?.buyerCompany ?? null,
    buyerTaxId: terms?.buyerTaxId ?? payment.buyer?.taxId ?? earlier?.buyerTaxId ?? null,
    buyerAddress: payment.buyer?.address ?? earlier?.buyerAddress ?? null,
    lines: totals.lines,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    discountLabel: totals.discountCents > 0 && terms?.promoCode ? `code ${terms.promoCode}` : null,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  });
}

/**
 * The credit note of a refunded payment, in the transaction that marks it refunded: the invoice's
 * lines and totals credited back, numbered in its own series. Nothing when the payment has no
 * invoice (paid before invoices were issued) or was credited already.
 */
export async function issueCreditNote(tx: Transaction, order: OrderRow, seller: SellerDetails): Promise<InvoiceRow | undefined> {
  const invoice = await findInvoiceOfOrder(tx, order.id, 'invoice');
  if (!invoice || (await findInvoiceOfOrder(tx, order.id, 'credit-note'))) return undefined;
  const number = await takeInvoiceNumber(tx, 'credit-note');
  const { id: _id, number: _number, createdAt: _createdAt, issuedAt: _issuedAt, ...copied } = invoice;
  return insertInvoice(tx, {
    ...copied,
    kind: 'credit-note',
    number,
    creditsInvoiceId: invoice.id,
    sellerName: seller.legalName,
    sellerAddress: seller.address,
    sellerTaxId: seller.taxId,
  });
}

/** The invoice as an email attachment (the receipt carries it). */
export async function invoiceAttachment(invoice: InvoiceRow): Promise<MailAttachment> {
  return { fileName: invoiceFileName(invoice), contentType: 'application/pdf', contentBase64: (await renderInvoicePdf(invoice)).toString('base64') };
}

export function invoiceLine(invoice: InvoiceRow): string {
  return `Invoice ${formatInvoiceNumber(invoice.kind, invoice.number)} (${formatUsd(invoice.totalCents)}) is attached and on your dashboard under Billing history.`;
}

export interface InvoicePdf {
  fileName: string;
  body: Buffer;
}

export class InvoicesService {
  constructor(private readonly db: DbExecutor) {}

  /** The dashboard's billing history: every payment and refund of the viewer, each with its document. */
  async history(viewer: Viewer): Promise<BillingHistoryResponse> {
    const [orders, documents] = await Promise.all([listOrdersOf(this.db, viewer.id), listInvoicesOf(this.db, viewer.id)]);
    const byOrder = new Map(documents.flatMap((document) => (document.orderId ? [[`${document.orderId}:${document.kind}`, document] as const] : [])));
    const documentOf = (orderId: string, kind: 'invoice' | 'credit-note') => {
      const document = byOrder.get(`${orderId}:${kind}`);
      return document ? { id: document.id, number: formatInvoiceNumber(document.kind, document.number), url: invoicePdfPath(document.id) } : null;
    };
    const entries: BillingHistoryResponse['entries'] = [];
    for (const order of orders) {
      if (order.status === 'refunded' && order.refundedAt) {
        entries.push({ kind: 'refund', orderId: order.id, date: order.refundedAt.toISOString(), description: `Refund: ${productName(order.product)}`, amountCents: order.amountCents, document: documentOf(order.id, 'credit-note') });
      }
      entries.push({ kind: 'payment', orderId: order.id, date: order.createdAt.toISOString(), description: productName(order.product), amountCents: order.amountCents, status: order.status, document: documentOf(order.id, 'invoice') });
    }
    entries.sort((a, b) => b.date.localeCompare(a.date));
    return { entries };
  }

  /**
   * A document as PDF for its buyer, or for an admin (the caller has checked the admin's second
   * factor). Anyone else gets the same 404 as for a document that does not exist.
   */
  async pdf(viewer: Viewer, id: string, asAdmin: boolean): Promise<InvoicePdf> {
    const invoice = await findInvoice(this.db, id);
    if (!invoice || (!asAdmin && invoice.userId !== viewer.id)) throw notFound('Invoice not found.');
    const credited = invoice.creditsInvoiceId ? await findInvoice(this.db, invoice.creditsInvoiceId) : undefined;
    return { fileName: invoiceFileName(invoice), body: await renderInvoicePdf(invoice, credited) };
  }

  /** The documents of the latest payments, for /admin/billing's download links. */
  async adminDocuments(limit = 200): Promise<AdminInvoiceDocumentsResponse> {
    const orderIds = (await listRecentOrderIds(this.db, limit)).map((row) => row.id);
    const rows = await listInvoicesOfOrders(this.db, orderIds);
    return {
      documents: rows.flatMap((row) => (row.orderId ? [{ id: row.id, orderId: row.orderId, kind: row.kind, number: formatInvoiceNumber(row.kind, row.number), url: invoicePdfPath(row.id) }] : [])),
    };
  }
}

export const invoicePdfPath = (id: string) => `/media/invoices/${id}`;
