import { describe, expect, it } from 'vitest';
import { describeCourseChanges, joinChanges, type CourseVersionContent } from './course-changes';

const base: CourseVersionContent = {
  title: 'AI Basics',
  description: 'Start here.',
  level: 'Beginner',
  duration: '2 hours',
  thumbnailUrl: null,
  requiredPlan: 'free',
  published: false,
  curriculum: {
    modules: [
      { id: 'm1', title: 'One', lessons: [{ id: 'a', title: 'Alpha' }, { id: 'b', title: 'Beta' }] },
      { id: 'm2', title: 'Two', lessons: [{ id: 'c', title: 'Gamma' }] },
    ],
  },
};

describe('describeCourseChanges', () => {
  it('finds nothing between equal versions', () => {
    expect(describeCourseChanges(base, structuredClone(base))).toEqual([]);
  });

  it('names changed course fields and publishing', () => {
    const after = { ...base, title: 'AI Basics 2', requiredPlan: 'pro', published: true };
    expect(describeCourseChanges(base, after)).toEqual(['changed the title', 'changed the required plan', 'published the course']);
    expect(describeCourseChanges(after, base)).toContain('turned the course back to a draft');
  });

  it('names added, renamed, deleted and reordered modules and lessons', () => {
    const after: CourseVersionContent = {
      ...base,
      curriculum: {
        modules: [
          { id: 'm2', title: 'Two', lessons: [{ id: 'c', title: 'Gamma' }] },
          { id: 'm1', title: 'First', lessons: [{ id: 'b', title: 'Beta' }, { id: 'a', title: 'Alpha!' }, { id: 'd', title: 'Delta' }] },
        ],
      },
    };
    expect(describeCourseChanges(base, after)).toEqual([
      'renamed module "One" to "First"',
      'reordered the modules',
      'renamed lesson "Alpha" to "Alpha!"',
      'added lesson "Delta"',
      'reordered the lessons',
    ]);
  });

  it('names a lesson whose content changed and one that was deleted', () => {
    const after: CourseVersionContent = {
      ...base,
      curriculum: { modules: [{ id: 'm1', title: 'One', lessons: [{ id: 'a', title: 'Alpha', content: 'new' } as never] }, { id: 'm2', title: 'Two', lessons: [] }] },
    };
    expect(describeCourseChanges(base, after)).toEqual(['edited lesson "Alpha"', 'deleted lesson "Beta"', 'deleted lesson "Gamma"']);
  });

  it('notices a lesson moved to another module', () => {
    const after: CourseVersionContent = {
      ...base,
      curriculum: { modules: [{ id: 'm1', title: 'One', lessons: [{ id: 'a', title: 'Alpha' }] }, { id: 'm2', title: 'Two', lessons: [{ id: 'b', title: 'Beta' }, { id: 'c', title: 'Gamma' }] }] },
    };
    expect(describeCourseChanges(base, after)).toEqual(['reordered the lessons']);
  });
});

describe('joinChanges', () => {
  it('joins with commas and "and", counting what is past the limit', () => {
    expect(joinChanges(['a'])).toBe('a');
    expect(joinChanges(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinChanges(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toBe('a, b, c, d and 2 more changes');
    expect(joinChanges([])).toBe('saved it again without changes');
  });
});
