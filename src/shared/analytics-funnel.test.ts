import { describe, expect, it } from 'vitest';
import { conversionRate, formatConversion, FUNNEL_STEPS, peopleAtEachStep, type FunnelGroup } from './analytics-funnel';

describe('the funnel', () => {
  it('runs from a visit to a purchase', () => {
    expect(FUNNEL_STEPS.map((step) => step.step)).toEqual(['visited', 'sign_up_initiated', 'sign_up_completed', 'checkout_initiated', 'purchase']);
  });

  const group = (people: number, ...steps: string[]): FunnelGroup => ({
    people,
    reached: Object.fromEntries(FUNNEL_STEPS.map(({ step }) => [step, steps.includes(step)])) as FunnelGroup['reached'],
  });

  it('counts a person at a step only when they passed every step before it', () => {
    const counts = peopleAtEachStep([
      group(10),
      group(4, 'sign_up_initiated'),
      group(2, 'sign_up_initiated', 'sign_up_completed'),
      // Members who signed up before the range and check out in it: visitors of the range, no further.
      group(5, 'checkout_initiated', 'purchase'),
      group(3, 'sign_up_initiated', 'sign_up_completed', 'checkout_initiated', 'purchase'),
    ]);
    expect(counts).toEqual({ visited: 24, sign_up_initiated: 9, sign_up_completed: 5, checkout_initiated: 3, purchase: 3 });
  });

  it('never counts more people at a step than at the one before', () => {
    const steps = FUNNEL_STEPS.map(({ step }) => step);
    // Every combination of steps reached, one person each.
    const groups = Array.from({ length: 2 ** steps.length }, (_, mask) => group(1, ...steps.filter((_, index) => mask & (1 << index))));
    const counts = Object.values(peopleAtEachStep(groups));
    for (let index = 1; index < counts.length; index++) expect(counts[index]).toBeLessThanOrEqual(counts[index - 1]!);
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
