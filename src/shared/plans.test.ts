import { describe, expect, it } from 'vitest';
import { isPlan, planIncludes, planRank } from './plans';

describe('plan ranks', () => {
  it('ranks free 0, pro 1, elite 2', () => {
    expect([planRank('free'), planRank('pro'), planRank('elite')]).toEqual([0, 1, 2]);
  });

  it('lets a plan open courses at or below its rank', () => {
    expect(planIncludes('elite', 'pro')).toBe(true);
    expect(planIncludes('pro', 'pro')).toBe(true);
    expect(planIncludes('free', 'free')).toBe(true);
  });

  it('refuses a course above the learner plan', () => {
    expect(planIncludes('free', 'pro')).toBe(false);
    expect(planIncludes('pro', 'elite')).toBe(false);
  });

  it('recognises only the three plan names', () => {
    expect(isPlan('pro')).toBe(true);
    expect(isPlan('PRO')).toBe(false);
    expect(isPlan('platinum')).toBe(false);
    expect(isPlan(undefined)).toBe(false);
  });
});
