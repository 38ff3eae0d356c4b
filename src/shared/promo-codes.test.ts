import { describe, expect, it } from 'vitest';
import { describePromo, describePromoPrice, discountCents, normalizePromoCode, PROMO_CODE_PATTERN, promoCodeProblem, quotePromo, type PromoTerms } from './promo-codes';

const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'PARTNER20',
  discount: { kind: 'percent', percentOff: 20 },
  plans: ['pro', 'elite'],
  duration: 'once',
  expiresAt: null,
  maxRedemptions: null,
  onePerCustomer: false,
  active: true,
  ...over,
});
const unused = { redeemedCount: 0, usedByCustomer: false };
const now = new Date('2026-06-01T12:00:00Z');

describe('discountCents and quotePromo', () => {
  it('takes 20% off $249 to $199.20', () => {
    expect(quotePromo(24_900, { kind: 'percent', percentOff: 20 })).toEqual({ priceCents: 24_900, discountCents: 4_980, totalCents: 19_920 });
  });

  it('rounds a percent half up to the cent', () => {
    // 15% of $699 is $104.85 exactly; 33% of $0.05 is 1.65 cents -> 2; 10% of $0.05 is 0.5 cent -> 1.
    expect(discountCents(69_900, { kind: 'percent', percentOff: 15 })).toBe(10_485);
    expect(discountCents(5, { kind: 'percent', percentOff: 33 })).toBe(2);
    expect(discountCents(5, { kind: 'percent', percentOff: 10 })).toBe(1);
  });

  it('takes an amount off, never more than the price', () => {
    expect(quotePromo(24_900, { kind: 'amount', amountOffCents: 5_000 }).totalCents).toBe(19_900);
    expect(quotePromo(24_900, { kind: 'amount', amountOffCents: 99_900 })).toEqual({ priceCents: 24_900, discountCents: 24_900, totalCents: 0 });
    expect(discountCents(24_900, { kind: 'percent', percentOff: 100 })).toBe(24_900);
  });
});

describe('promoCodeProblem', () => {
  it('refuses a code an admin switched off, before anything else', () => {
    expect(promoCodeProblem(terms({ active: false }), 'pro', unused, now)).toBe('The code PARTNER20 is no longer valid.');
  });

  it('accepts a code that applies, has redemptions left and has not expired', () => {
    expect(promoCodeProblem(terms({ maxRedemptions: 5, expiresAt: new Date('2026-07-01T00:00:00Z') }), 'pro', { redeemedCount: 4, usedByCustomer: false }, now)).toBeNull();
  });

  it('refuses an expired code, naming the day it expired', () => {
    expect(promoCodeProblem(terms({ expiresAt: new Date('2026-05-31T00:00:00Z') }), 'pro', unused, now)).toBe('The code PARTNER20 expired on May 31, 2026.');
    expect(promoCodeProblem(terms({ expiresAt: now }), 'pro', unused, now)).toBe('The code PARTNER20 expired on June 1, 2026.');
  });

  it('refuses a used-up code', () => {
    expect(promoCodeProblem(terms({ maxRedemptions: 5 }), 'pro', { redeemedCount: 5, usedByCustomer: false }, now)).toBe('The code PARTNER20 has been used up.');
  });

  it('refuses a plan the code does not apply to, naming those it does', () => {
    expect(promoCodeProblem(terms({ plans: ['elite'] }), 'pro', unused, now)).toBe('The code PARTNER20 applies to Elite Access only.');
    expect(promoCodeProblem(terms(), 'custom-ai-audit', unused, now)).toBe('The code PARTNER20 applies to Pro Member and Elite Access only.');
  });

  it('refuses a second use of a one-per-customer code, and allows it when the code is not', () => {
    expect(promoCodeProblem(terms({ onePerCustomer: true }), 'pro', { redeemedCount: 1, usedByCustomer: true }, now)).toBe('You have already used the code PARTNER20: it is one per customer.');
    expect(promoCodeProblem(terms(), 'pro', { redeemedCount: 1, usedByCustomer: true }, now)).toBeNull();
  });
});

describe('codes as people type them', () => {
  it('compares without case or surrounding spaces, and keeps to letters, digits, dashes and underscores', () => {
    expect(normalizePromoCode('  partner20 ')).toBe('PARTNER20');
    expect(PROMO_CODE_PATTERN.test('PARTNER-2026_A')).toBe(true);
    expect(PROMO_CODE_PATTERN.test('AB')).toBe(false);
    expect(PROMO_CODE_PATTERN.test('NO SPACES')).toBe(false);
  });

  it('describes a discount for the checkout', () => {
    expect(describePromo({ kind: 'percent', percentOff: 20 }, 'once')).toBe('20% off the first year');
    expect(describePromo({ kind: 'amount', amountOffCents: 5_000 }, 'forever')).toBe('$50.00 off every year');
  });
});

describe('describePromoPrice', () => {
  it('names the first year and the full renewal for a first-year code', () => {
    expect(describePromoPrice('pro', quotePromo(24_900, { kind: 'percent', percentOff: 20 }), 'once')).toBe('Pro Member: $199.20 the first year, then $249.00 a year');
  });

  it('names one yearly price for an every-year code', () => {
    expect(describePromoPrice('elite', quotePromo(69_900, { kind: 'amount', amountOffCents: 10_000 }), 'forever')).toBe('Elite Access: $599.00 a year');
  });
});
