import { describe, expect, it } from 'vitest';
import { LEARNING_PATHS, pathAvailability, suggestNextCourse, type LearningPath } from './learning-paths';

const path: Pick<LearningPath, 'courses'> = {
  courses: [
    { slug: 'first', title: 'First' },
    { slug: 'second', title: 'Second' },
    { slug: 'third', title: 'Third' },
  ],
};

describe('pathAvailability', () => {
  it('marks each course of the path available when it is in the published catalogue, keeping path order', () => {
    const result = pathAvailability(path, ['third', 'first', 'unrelated']);
    expect(result.courses).toEqual([
      { slug: 'first', title: 'First', available: true },
      { slug: 'second', title: 'Second', available: false },
      { slug: 'third', title: 'Third', available: true },
    ]);
  });

  it('starts the path at its first course when that course is published', () => {
    expect(pathAvailability(path, ['second', 'first']).firstAvailable).toEqual({ slug: 'first', title: 'First' });
  });

  it('starts the path at the next published course when the first ones are not published', () => {
    expect(pathAvailability(path, ['third', 'second']).firstAvailable).toEqual({ slug: 'second', title: 'Second' });
  });

  it('has no start course when none of the path is published', () => {
    const result = pathAvailability(path, []);
    expect(result.firstAvailable).toBeUndefined();
    expect(result.courses.every((course) => !course.available)).toBe(true);
  });

  it('accepts any iterable of slugs, such as a Set', () => {
    expect(pathAvailability(path, new Set(['third'])).firstAvailable?.slug).toBe('third');
  });
});

describe('LEARNING_PATHS', () => {
  it('holds the three paths of the spec with their levels, durations and course counts', () => {
    expect(LEARNING_PATHS.map(({ title, level, duration, courses }) => [title, level, duration, courses.length])).toEqual([
      ['AI Foundations', 'Beginner', '6-8 hours', 3],
      ['Automation & Growth', 'Intermediate', '10-12 hours', 4],
      ['AI Leadership', 'Advanced', '12-15 hours', 4],
    ]);
  });

  it('names every course once across the paths', () => {
    const slugs = LEARNING_PATHS.flatMap((learningPath) => learningPath.courses.map((course) => course.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toHaveLength(11);
  });

  it('starts AI Leadership at the strategy blueprint and marks the draft governance course unavailable', () => {
    const leadership = LEARNING_PATHS[2]!;
    const published = leadership.courses.map((course) => course.slug).filter((slug) => slug !== 'responsible-ai-governance');
    const result = pathAvailability(leadership, published);
    expect(result.firstAvailable?.slug).toBe('ai-strategy-blueprint');
    expect(result.courses.find((course) => course.slug === 'responsible-ai-governance')?.available).toBe(false);
  });
});

describe('suggestNextCourse', () => {
  const paths = [
    { courses: [{ slug: 'a1', title: 'A1' }, { slug: 'a2', title: 'A2' }, { slug: 'a3', title: 'A3' }] },
    { courses: [{ slug: 'b1', title: 'B1' }, { slug: 'b2', title: 'B2' }] },
  ];

  it('suggests the next published course of the path of the learner’s latest course', () => {
    expect(suggestNextCourse(paths, ['a1', 'a2', 'a3', 'b1', 'b2'], ['b1'])?.slug).toBe('b2');
    expect(suggestNextCourse(paths, ['a1', 'a3', 'b1'], ['a1'])?.slug).toBe('a3');
  });

  it('falls back to the first published course not taken, in path order', () => {
    expect(suggestNextCourse(paths, ['a1', 'a2', 'b1'], [])?.slug).toBe('a1');
    expect(suggestNextCourse(paths, ['a1', 'b1'], ['a1'])?.slug).toBe('b1');
    expect(suggestNextCourse(paths, ['a1', 'b2'], ['b2', 'a1'])).toBeUndefined();
  });
});
