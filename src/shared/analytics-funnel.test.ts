import { describe, expect, it } from 'vitest';
import { conversionRate, formatConversion, FUNNEL_STEPS } from './analytics-funnel';

describe('the funnel', () => {
  it('runs from a pricing view to a purchase', () => {
    expect(FUNNEL_STEPS.map((step) => step.step)).toEqual(['pricing_view', 'sign_up_initiated', 'sign_up_completed', 'checkout_initiated', 'purchase']);
  });

  it.each([
    [50, 200, 0.25],
    [0, 10, 0],
    [3, 2, 1.5],
    [5, 0, null],
    [5, undefined, null],
  ])('converts %d of %s as %s', (count, previous, expected) => {
    expect(conversionRate(count, previous)).toBe(expected);
  });

  it.each([
    [0.4567, '45.7%'],
    [1, '100.0%'],
    [0, '0.0%'],
    [null, '—'],
  ])('shows %s as %s', (rate, text) => {
    expect(formatConversion(rate)).toBe(text);
  });
});
