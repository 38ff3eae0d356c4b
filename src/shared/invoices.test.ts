import { describe, expect, it } from 'vitest';
import { cleanBuyerDetails, formatInvoiceNumber, invoiceTotals } from './invoices';

describe('invoice numbers', () => {
  it('show the series and six digits', () => {
    expect(formatInvoiceNumber('invoice', 1)).toBe('INV-000001');
    expect(formatInvoiceNumber('credit-note', 42)).toBe('CN-000042');
    expect(formatInvoiceNumber('invoice', 1_234_567)).toBe('INV-1234567');
  });
});

describe('invoice totals', () => {
  it('keep the list price and the discount apart when they add up to what was paid', () => {
    const totals = invoiceTotals({ lines: [{ description: 'Pro Member, 1 year', quantity: 1, unitCents: 24_900 }], discountCents: 4_980, taxCents: 0, paidCents: 19_920 });
    expect(totals).toEqual({
      lines: [{ description: 'Pro Member, 1 year', quantity: 1, unitCents: 24_900, amountCents: 24_900 }],
      subtotalCents: 24_900,
      discountCents: 4_980,
      taxCents: 0,
      totalCents: 19_920,
    });
  });

  it('add the tax the provider charged on top of the net amount', () => {
    const totals = invoiceTotals({ lines: [{ description: 'Pro Member', quantity: 1, unitCents: 24_900 }], discountCents: 0, taxCents: 4_731, paidCents: 29_631 });
    expect(totals.subtotalCents).toBe(24_900);
    expect(totals.taxCents).toBe(4_731);
    expect(totals.totalCents).toBe(29_631);
  });

  it('print one line at the amount charged when the list price does not explain it (a prorated upgrade)', () => {
    const totals = invoiceTotals({ lines: [{ description: 'Elite Access upgrade', quantity: 1, unitCents: 49_900 }], discountCents: 0, taxCents: 0, paidCents: 12_345 });
    expect(totals.lines).toEqual([{ description: 'Elite Access upgrade', quantity: 1, unitCents: 12_345, amountCents: 12_345 }]);
    expect(totals.subtotalCents).toBe(12_345);
    expect(totals.totalCents).toBe(12_345);
  });

  it('multiply seats by their price', () => {
    const totals = invoiceTotals({ lines: [{ description: 'Team Access seat', quantity: 5, unitCents: 2_900 }], discountCents: 0, taxCents: 0, paidCents: 14_500 });
    expect(totals.lines[0]!.amountCents).toBe(14_500);
  });
});

describe('buyer details', () => {
  it('trim the values and treat empty as none', () => {
    expect(cleanBuyerDetails({ companyName: '  Acme Analytics LLC ', taxId: ' ' })).toEqual({ ok: true, company: 'Acme Analytics LLC', taxId: null });
    expect(cleanBuyerDetails({})).toEqual({ ok: true, company: null, taxId: null });
  });

  it('refuse a tax ID with characters no registration uses, naming the field', () => {
    expect(cleanBuyerDetails({ taxId: 'DE<script>' })).toMatchObject({ ok: false, field: 'taxId' });
    expect(cleanBuyerDetails({ taxId: 'DE 123.456/789-0' })).toEqual({ ok: true, company: null, taxId: 'DE 123.456/789-0' });
  });

  it('refuse a company name over the limit or on several lines', () => {
    expect(cleanBuyerDetails({ companyName: 'x'.repeat(201) })).toMatchObject({ ok: false, field: 'companyName' });
    expect(cleanBuyerDetails({ companyName: 'Acme\nEvil' })).toMatchObject({ ok: false, field: 'companyName' });
  });
});
