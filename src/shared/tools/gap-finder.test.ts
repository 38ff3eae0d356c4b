import { describe, expect, it } from 'vitest';
import { findGaps } from './gap-finder';

describe('findGaps', () => {
  it('shows no gaps and no top three when nothing is rated', () => {
    const result = findGaps({});
    expect(result.rated).toBe(0);
    expect(result.topGaps).toEqual([]);
    expect(result.functions.map((row) => row.gap)).toEqual([null, null, null, null, null, null]);
  });

  it('computes potential minus current use, never below zero', () => {
    const result = findGaps({ sales: { current: 1, potential: 5 }, finance: { current: 5, potential: 2 }, hr: { current: 3, potential: null } });
    expect(result.functions.find((row) => row.id === 'sales')!.gap).toBe(4);
    expect(result.functions.find((row) => row.id === 'finance')!.gap).toBe(0);
    expect(result.functions.find((row) => row.id === 'hr')!.gap).toBeNull();
    expect(result.rated).toBe(2);
  });

  it('picks the three largest gaps, then higher potential, then list order, and leaves out zero gaps', () => {
    const result = findGaps({
      sales: { current: 2, potential: 4 },
      marketing: { current: 1, potential: 3 },
      operations: { current: 3, potential: 5 },
      finance: { current: 1, potential: 4 },
      'customer-service': { current: 4, potential: 4 },
      hr: { current: 2, potential: 4 },
    });
    expect(result.topGaps.map((row) => row.id)).toEqual(['finance', 'operations', 'sales']);
    expect(result.functions.filter((row) => row.top).map((row) => row.id)).toEqual(['sales', 'operations', 'finance']);
  });
});
