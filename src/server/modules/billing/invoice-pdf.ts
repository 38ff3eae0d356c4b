import PDFDocument from 'pdfkit';
import { SITE_NAME } from '../../../shared/brand';
import { formatUsd } from '../../../shared/billing';
import { formatInvoiceNumber, invoiceTitle } from '../../../shared/invoices';
import type { InvoiceRow } from './invoices.data';

/**
 * An invoice or credit note as a one-page A4 PDF with the standard Helvetica fonts (as the course
 * resources' PDFs): seller, buyer, lines, discount, tax and total. Streams are left uncompressed
 * and the dates are the document's own, so one document always gives the same bytes.
 */

const MARGIN = 56;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#1d4ed8';
const LINE = '#d1d5db';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The standard fonts print Windows-1252 only: other characters become '?' rather than vanish. */
function printable(text: string): string {
  return text.replace(/[\u2212\u2013\u2014]/g, '-').replace(/[^\x20-\x7e\u00a0-\u00ff\u20ac\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

export function invoiceFileName(invoice: Pick<InvoiceRow, 'kind' | 'number'>): string {
  return `${formatInvoiceNumber(invoice.kind, invoice.number)}.pdf`;
}

export function renderInvoicePdf(invoice: InvoiceRow, credited?: Pick<InvoiceRow, 'kind' | 'number'>): Promise<Buffer> {
  const number = formatInvoiceNumber(invoice.kind, invoice.number);
  const title = invoiceTitle(invoice.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: `${title} ${number}`, Author: invoice.sellerName, Creator: SITE_NAME, Producer: SITE_NAME, CreationDate: invoice.issuedAt, ModDate: invoice.issuedAt },
    lang: 'en-US',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const sign = invoice.kind === 'credit-note' ? '-' : '';
  const money = (cents: number) => `${sign}${formatUsd(cents)}`;

  // Heading: the document and its number, the seller on the right.
  doc.font(FONT.bold).fontSize(22).fillColor(BRAND).text(title, left, MARGIN, { width: width / 2 });
  doc.font(FONT.regular).fontSize(10).fillColor(MUTED).text(`Number ${number}`, { width: width / 2 });
  doc.text(`Date ${longDate(invoice.issuedAt)}`, { width: width / 2 });
  if (credited) doc.text(`Credits invoice ${formatInvoiceNumber(credited.kind, credited.number)}`, { width: width / 2 });
  const afterLeft = doc.y;
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text(printable(invoice.sellerName), left + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc.font(FONT.regular).fontSize(10).fillColor(MUTED);
  for (const part of invoice.sellerAddress.split(/\s*,\s*/)) doc.text(printable(part), { width: width / 2, align: 'right' });
  if (invoice.sellerTaxId) doc.text(`Tax ID ${printable(invoice.sellerTaxId)}`, { width: width / 2, align: 'right' });
  doc.y = Math.max(afterLeft, doc.y) + 24;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(BRAND).stroke();
  doc.moveDown(1.2);

  // The buyer.
  doc.font(FONT.bold).fontSize(10).fillColor(MUTED).text('Billed to', left, doc.y, { width });
  doc.font(FONT.regular).fontSize(11).fillColor(INK);
  if (invoice.buyerCompany) doc.font(FONT.bold).text(printable(invoice.buyerCompany), { width }).font(FONT.regular);
  doc.text(printable(invoice.buyerName), { width });
  doc.fillColor(MUTED).fontSize(10).text(printable(invoice.buyerEmail), { width });
  if (invoice.buyerAddress) doc.text(printable(invoice.buyerAddress), { width });
  if (invoice.buyerTaxId) doc.text(`Tax ID ${printable(invoice.buyerTaxId)}`, { width });
  doc.moveDown(1.5);

  // Lines: description, quantity, unit price, amount.
  const columns = { description: left, quantity: left + width * 0.55, unit: left + width * 0.66, amount: left + width * 0.83 };
  const columnWidth = { description: width * 0.53, quantity: width * 0.1, unit: width * 0.16, amount: width * 0.17 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const top = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(10).fillColor(INK);
    doc.text(cells[0], columns.description, top, { width: columnWidth.description });
    const bottom = doc.y;
    doc.text(cells[1], columns.quantity, top, { width: columnWidth.quantity, align: 'right' });
    doc.text(cells[2], columns.unit, top, { width: columnWidth.unit, align: 'right' });
    doc.text(cells[3], columns.amount, top, { width: columnWidth.amount, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 6;
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y += 6;
  };
  row(['Description', 'Qty', 'Unit price', 'Amount'], true);
  rule();
  for (const line of invoice.lines) row([printable(line.description), String(line.quantity), money(line.unitCents), money(line.amountCents)]);
  rule();

  // Totals, right-aligned.
  const total = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 12 : 10).fillColor(INK);
    doc.text(label, left + width * 0.4, top, { width: width * 0.42, align: 'right' });
    doc.text(value, columns.amount, top, { width: columnWidth.amount, align: 'right' });
    doc.y += 4;
  };
  total('Subtotal', money(invoice.subtotalCents));
  if (invoice.discountCents > 0) total(printable(`Discount${invoice.discountLabel ? ` (${invoice.discountLabel})` : ''}`), `${invoice.kind === 'credit-note' ? '' : '-'}${formatUsd(invoice.discountCents)}`);
  total('Tax', money(invoice.taxCents));
  total(invoice.kind === 'credit-note' ? 'Total credited' : 'Total paid', money(invoice.totalCents), true);
  doc.moveDown(2);

  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  const note =
    invoice.kind === 'credit-note'
      ? 'This credit note cancels the invoice named above: the amount was refunded to the original payment method.'
      : `Paid in full in ${invoice.currency.toUpperCase()}. ${invoice.taxCents === 0 ? 'No tax was charged on this payment.' : ''}`.trim();
  doc.text(note, left, doc.y, { width });
  doc.end();
  return done;
}
