import { describe, expect, it } from 'vitest';
import { coursesInPlan, includedInPlanLine, viewerCanOpen } from './plan-access';

describe('coursesInPlan', () => {
  const catalogue = [
    { slug: 'basics', requiredPlan: 'free' as const },
    { slug: 'automation', requiredPlan: 'pro' as const },
    { slug: 'strategy', requiredPlan: 'elite' as const },
  ];

  it('lists the courses at or below each plan, in catalogue order', () => {
    expect(coursesInPlan('free', catalogue).map((course) => course.slug)).toEqual(['basics']);
    expect(coursesInPlan('pro', catalogue).map((course) => course.slug)).toEqual(['basics', 'automation']);
    expect(coursesInPlan('elite', catalogue).map((course) => course.slug)).toEqual(['basics', 'automation', 'strategy']);
  });
});

describe('viewerCanOpen', () => {
  it('opens a course whose plan the learner’s plan includes, and every course to an admin', () => {
    expect(viewerCanOpen({ plan: 'free', isAdmin: false }, 'free')).toBe(true);
    expect(viewerCanOpen({ plan: 'free', isAdmin: false }, 'pro')).toBe(false);
    expect(viewerCanOpen({ plan: 'pro', isAdmin: false }, 'pro')).toBe(true);
    expect(viewerCanOpen({ plan: 'pro', isAdmin: false }, 'elite')).toBe(false);
    expect(viewerCanOpen({ plan: 'elite', isAdmin: false }, 'elite')).toBe(true);
    expect(viewerCanOpen({ plan: 'free', isAdmin: true }, 'elite')).toBe(true);
  });

  it('treats a visitor as on the free plan', () => {
    expect(viewerCanOpen(null, 'free')).toBe(true);
    expect(viewerCanOpen(null, 'pro')).toBe(false);
  });
});

describe('includedInPlanLine', () => {
  it('names the plan and its yearly price from the plan offers', () => {
    expect(includedInPlanLine('pro')).toBe('Included in Pro · $249/year');
    expect(includedInPlanLine('elite')).toBe('Included in Elite · $699/year');
    expect(includedInPlanLine('free')).toBe('Included in Free · free');
  });
});
