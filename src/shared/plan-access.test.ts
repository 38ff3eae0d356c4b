import { describe, expect, it } from 'vitest';
import { coursesInPlan } from './plan-access';

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
