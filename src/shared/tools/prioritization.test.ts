import { describe, expect, it } from 'vitest';
import { prioritize, quadrantOf } from './prioritization';

describe('quadrantOf', () => {
  it('puts ratings of 3 or more on the high side', () => {
    expect(quadrantOf(5, 1)).toBe('quick-win');
    expect(quadrantOf(3, 3)).toBe('big-bet');
    expect(quadrantOf(2, 2)).toBe('fill-in');
    expect(quadrantOf(1, 5)).toBe('money-pit');
  });
});

describe('prioritize', () => {
  it('returns nothing ranked for an empty list', () => {
    expect(prioritize([])).toEqual({ ranked: [], unrated: 0 });
  });

  it('ranks by impact times ease, then impact, then the learner’s order', () => {
    const { ranked } = prioritize([
      { id: 'a', name: 'Invoice reading', impact: 3, effort: 3 },
      { id: 'b', name: 'Chatbot', impact: 5, effort: 1 },
      { id: 'c', name: 'Forecasting', impact: 4, effort: 4 },
      { id: 'd', name: 'Review replies', impact: 2, effort: 1 },
      { id: 'e', name: 'Same score, lower impact', impact: 2, effort: 2 },
    ]);
    expect(ranked.map((entry) => [entry.rank, entry.id, entry.score, entry.quadrant])).toEqual([
      [1, 'b', 25, 'quick-win'],
      [2, 'd', 10, 'fill-in'],
      [3, 'a', 9, 'big-bet'],
      [4, 'c', 8, 'big-bet'],
      [5, 'e', 8, 'fill-in'],
    ]);
  });

  it('leaves out unnamed rows and counts named rows still missing a rating', () => {
    const result = prioritize([
      { id: 'a', name: '   ', impact: 5, effort: 1 },
      { id: 'b', name: 'Chatbot', impact: null, effort: 2 },
      { id: 'c', name: ' Quotes ', impact: 4, effort: 2 },
    ]);
    expect(result.unrated).toBe(1);
    expect(result.ranked).toEqual([{ rank: 1, id: 'c', name: 'Quotes', impact: 4, effort: 2, quadrant: 'quick-win', score: 16 }]);
  });
});
