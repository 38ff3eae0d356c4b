/**
 * Invoices and credit notes (issue 33, decision 0107): how a document's number is shown, what its
 * lines and totals are, and what buyer details a checkout accepts. No I/O; the server prints and
 * the dashboard lists the same figures. Money is whole cents.
 */

export type InvoiceKind = 'invoice' | 'credit-note';

/** Two gapless series: invoices INV-000001…, credit notes CN-000001… */
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

export function formatInvoiceNumber(kind: InvoiceKind, number: number): string {
  return `${INVOICE_PREFIX[kind]}-${String(number).padStart(6, '0')}`;
}

export function invoiceTitle(kind: InvoiceKind): string {
  return kind === 'invoice' ? 'Invoice' : 'Credit note';
}

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** The list price of one unit, before any discount. */
  unitCents: number;
}

export interface InvoiceTotals {
  lines: { description: string; quantity: number; unitCents: number; amountCents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * An invoice's figures from what was actually charged: the lines at list price, the discount
 * (never more than the subtotal), the tax the provider added, and the total paid. When the lines
 * do not add up to what was charged (a prorated upgrade, a provider's own pricing), one line at
 * the charged amount stands instead, so the total printed is always what the buyer paid.
 */
export function invoiceTotals(input: { lines: InvoiceLineInput[]; discountCents: number; taxCents: number; paidCents: number }): InvoiceTotals {
  const taxCents = Math.max(0, Math.min(input.taxCents, input.paidCents));
  const net = input.paidCents - taxCents;
  let lines = input.lines.map((line) => ({ ...line, amountCents: line.unitCents * line.quantity }));
  let subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  let discountCents = Math.max(0, Math.min(input.discountCents, subtotalCents));
  if (subtotalCents - discountCents !== net) {
    const first = input.lines[0];
    lines = [{ description: first?.description ?? 'Payment', quantity: 1, unitCents: net, amountCents: net }];
    subtotalCents = net;
    discountCents = 0;
  }
  return { lines, subtotalCents, discountCents, taxCents, totalCents: input.paidCents };
}

/** A credit note mirrors the invoice it credits: the same lines and totals, as amounts given back. */
export function creditNoteTotals(invoice: InvoiceTotals): InvoiceTotals {
  return { ...invoice, lines: invoice.lines.map((line) => ({ ...line })) };
}

export const BUYER_DETAIL_LIMITS = { company: 200, taxId: 50 } as const;

/**
 * The company name and tax ID a buyer may put on the invoice: trimmed, empty means none, one line
 * each. Answers the cleaned values, or the problem with the field it concerns.
 */
export function cleanBuyerDetails(input: { companyName?: string | null; taxId?: string | null }):
  | { ok: true; company: string | null; taxId: string | null }
  | { ok: false; field: 'companyName' | 'taxId'; message: string } {
  const company = (input.companyName ?? '').trim();
  const taxId = (input.taxId ?? '').trim();
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if (company.length > BUYER_DETAIL_LIMITS.company || control.test(company)) {
    return { ok: false, field: 'companyName', message: `Enter the company name on one line, at most ${BUYER_DETAIL_LIMITS.company} characters.` };
  }
  if (taxId.length > BUYER_DETAIL_LIMITS.taxId || control.test(taxId) || (taxId !== '' && !/^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/.test(taxId))) {
    return { ok: false, field: 'taxId', message: `Enter the tax ID as printed on your registration: letters, digits, spaces, dots, dashes or slashes, at most ${BUYER_DETAIL_LIMITS.taxId} characters.` };
  }
  return { ok: true, company: company || null, taxId: taxId || null };
}
