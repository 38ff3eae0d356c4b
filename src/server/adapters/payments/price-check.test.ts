import { describe, expect, it } from 'vitest';
import { expectedPlanPrice, priceMismatch } from './price-check';

const yearly = (over: Partial<Parameters<typeof priceMismatch>[0]> = {}) => ({ id: 'price_pro', unit_amount: 24_900, currency: 'usd', recurring: { interval: 'year', interval_count: 1 }, ...over });

describe('priceMismatch', () => {
  it('accepts a price of the site amount, in dollars, every year', () => {
    expect(priceMismatch(yearly(), expectedPlanPrice('pro'))).toBeNull();
    expect(priceMismatch(yearly({ currency: 'USD' }), expectedPlanPrice('pro'))).toBeNull();
  });

  it('names both prices when the amount differs', () => {
    expect(priceMismatch(yearly({ unit_amount: 19_900 }), expectedPlanPrice('pro'))).toBe("Stripe's price price_pro is $199.00 a year, but the site shows $249.00 a year");
  });

  it('refuses another currency, a monthly or two-yearly price, and a one-time price', () => {
    expect(priceMismatch(yearly({ currency: 'eur' }), expectedPlanPrice('pro'))).toBe("Stripe's price price_pro is 249.00 EUR a year, but the site shows $249.00 a year");
    expect(priceMismatch(yearly({ recurring: { interval: 'month', interval_count: 1 } }), expectedPlanPrice('pro'))).toContain('is $249.00 a month,');
    expect(priceMismatch(yearly({ recurring: { interval: 'year', interval_count: 2 } }), expectedPlanPrice('pro'))).toContain('is $249.00 every 2 years,');
    expect(priceMismatch(yearly({ recurring: null }), expectedPlanPrice('pro'))).toContain('is $249.00 once (not recurring),');
  });

  it('checks Elite against $699 a year', () => {
    expect(priceMismatch(yearly({ id: 'price_elite', unit_amount: 69_900 }), expectedPlanPrice('elite'))).toBeNull();
    expect(priceMismatch(yearly({ id: 'price_elite' }), expectedPlanPrice('elite'))).toBe("Stripe's price price_elite is $249.00 a year, but the site shows $699.00 a year");
  });
});
