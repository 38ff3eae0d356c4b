import { describe, expect, it } from 'vitest';
import {
  countCompleted,
  flattenLessons,
  initialLessonId,
  isCourseComplete,
  lessonAfterCompleting,
  lessonState,
  moduleProgress,
  nextLessonId,
  progressPercent,
} from './course-progress';
import type { Curriculum, Lesson } from './curriculum';

function lesson(id: string): Lesson {
  return {
    id,
    title: `Lesson ${id}`,
    duration: '5 min',
    description: '',
    content: '',
    video_url: '',
    resources: [],
    quiz: null,
    hide_video_placeholder: true,
  };
}

/** m1: a, b · m2: (empty) · m3: c · m4: (empty) · m5: d, e */
const course: Curriculum = {
  modules: [
    { id: 'm1', title: 'Getting started', lessons: [lesson('a'), lesson('b')] },
    { id: 'm2', title: 'Coming later', lessons: [] },
    { id: 'm3', title: 'Automating email', lessons: [lesson('c')] },
    { id: 'm4', title: 'Also later', lessons: [] },
    { id: 'm5', title: 'Measuring results', lessons: [lesson('d'), lesson('e')] },
  ],
};

const empty: Curriculum = { modules: [] };
const onlyEmptyModules: Curriculum = { modules: [{ id: 'm1', title: 'Soon', lessons: [] }] };

describe('flattenLessons', () => {
  it('lists every lesson in module order with its module and position', () => {
    expect(flattenLessons(course).map(({ lesson: { id }, moduleId, moduleIndex, lessonIndex }) => [id, moduleId, moduleIndex, lessonIndex])).toEqual([
      ['a', 'm1', 0, 0],
      ['b', 'm1', 0, 1],
      ['c', 'm3', 2, 0],
      ['d', 'm5', 4, 0],
      ['e', 'm5', 4, 1],
    ]);
  });

  it('returns the lesson objects themselves', () => {
    expect(flattenLessons(course)[2]?.lesson).toBe(course.modules[2]?.lessons[0]);
  });

  it('is empty for a course without lessons', () => {
    expect(flattenLessons(empty)).toEqual([]);
    expect(flattenLessons(onlyEmptyModules)).toEqual([]);
  });

  it('accepts lessons without the full lesson fields', () => {
    expect(flattenLessons({ modules: [{ id: 'm', lessons: [{ id: 'x' }] }] })).toEqual([
      { lesson: { id: 'x' }, moduleId: 'm', moduleIndex: 0, lessonIndex: 0 },
    ]);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 6, 83],
    [5, 5, 100],
  ])('rounds %i of %i lessons to %i percent', (completed, total, percent) => {
    expect(progressPercent(completed, total)).toBe(percent);
  });

  it('is 0 for a course without lessons', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it('stays within 0 to 100', () => {
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(-1, 5)).toBe(0);
    expect(progressPercent(Number.NaN, 5)).toBe(0);
    expect(progressPercent(1, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('countCompleted', () => {
  it('counts completed lessons across modules', () => {
    expect(countCompleted(course, ['a', 'c', 'e'])).toBe(3);
  });

  it('ignores ids that are not lessons of the course', () => {
    expect(countCompleted(course, ['a', 'removed-lesson', 'm1'])).toBe(1);
  });

  it('counts a lesson once however often its id appears', () => {
    expect(countCompleted(course, ['a', 'a', 'b'])).toBe(2);
  });

  it('accepts a set of ids', () => {
    expect(countCompleted(course, new Set(['d', 'e']))).toBe(2);
  });

  it('is 0 with nothing completed or no lessons', () => {
    expect(countCompleted(course, [])).toBe(0);
    expect(countCompleted(empty, ['a'])).toBe(0);
  });
});

describe('nextLessonId', () => {
  it('moves to the next lesson in the same module', () => {
    expect(nextLessonId(course, 'a')).toBe('b');
    expect(nextLessonId(course, 'd')).toBe('e');
  });

  it('crosses into the next module, skipping modules without lessons', () => {
    expect(nextLessonId(course, 'b')).toBe('c');
    expect(nextLessonId(course, 'c')).toBe('d');
  });

  it('has no next lesson after the last one', () => {
    expect(nextLessonId(course, 'e')).toBeNull();
  });

  it('has no next lesson for an unknown or missing id', () => {
    expect(nextLessonId(course, 'unknown')).toBeNull();
    expect(nextLessonId(course, null)).toBeNull();
    expect(nextLessonId(empty, 'a')).toBeNull();
  });
});

describe('lessonAfterCompleting', () => {
  it('is the lesson after the completed one, once, whatever was completed before', () => {
    expect(lessonAfterCompleting(course, 'a', [])).toBe('b');
    expect(lessonAfterCompleting(course, 'b', ['a', 'c'])).toBe('c');
  });

  it('is null at the last lesson and when completing finishes the course, which stays for its certificate', () => {
    expect(lessonAfterCompleting(course, 'e', [])).toBeNull();
    expect(lessonAfterCompleting(course, 'c', ['a', 'b', 'd', 'e'])).toBeNull();
  });

  it('is null for an unknown lesson', () => {
    expect(lessonAfterCompleting(course, 'unknown', [])).toBeNull();
  });
});

describe('initialLessonId', () => {
  it('starts a new learner at the first lesson', () => {
    expect(initialLessonId(course, [])).toBe('a');
  });

  it('starts at the first lesson not yet completed, even in a later module', () => {
    expect(initialLessonId(course, ['a', 'b'])).toBe('c');
    expect(initialLessonId(course, ['a', 'b', 'c'])).toBe('d');
  });

  it('starts at the first gap when lessons were completed out of order', () => {
    expect(initialLessonId(course, ['a', 'c', 'd'])).toBe('b');
  });

  it('starts at the very first lesson when every lesson is completed', () => {
    expect(initialLessonId(course, ['a', 'b', 'c', 'd', 'e'])).toBe('a');
  });

  it('has no lesson to start at in a course without lessons', () => {
    expect(initialLessonId(empty, [])).toBeNull();
    expect(initialLessonId(onlyEmptyModules, [])).toBeNull();
  });
});

describe('isCourseComplete', () => {
  it('is complete once every lesson in every module is completed', () => {
    expect(isCourseComplete(course, ['e', 'd', 'c', 'b', 'a'])).toBe(true);
  });

  it('is not complete while any lesson is left', () => {
    expect(isCourseComplete(course, ['a', 'b', 'c', 'd'])).toBe(false);
  });

  it('is not completed by ids of other lessons', () => {
    expect(isCourseComplete(course, ['a', 'b', 'c', 'd', 'x'])).toBe(false);
  });

  it('is never complete for a course without lessons', () => {
    expect(isCourseComplete(empty, [])).toBe(false);
    expect(isCourseComplete(onlyEmptyModules, ['a'])).toBe(false);
  });
});

describe('moduleProgress', () => {
  it('counts completed lessons of one module', () => {
    expect(moduleProgress(course.modules[0]!, ['a', 'c'])).toEqual({ completed: 1, total: 2 });
    expect(moduleProgress(course.modules[4]!, ['d', 'e'])).toEqual({ completed: 2, total: 2 });
  });

  it('is 0 of 0 for a module without lessons', () => {
    expect(moduleProgress(course.modules[1]!, ['a'])).toEqual({ completed: 0, total: 0 });
  });
});

describe('lessonState', () => {
  it('marks a completed lesson completed', () => {
    expect(lessonState('a', 'b', ['a'])).toBe('completed');
  });

  it('marks the lesson being viewed current', () => {
    expect(lessonState('b', 'b', ['a'])).toBe('current');
  });

  it('marks a completed lesson completed even while it is being viewed', () => {
    expect(lessonState('a', 'a', new Set(['a']))).toBe('completed');
  });

  it('marks any other lesson not started', () => {
    expect(lessonState('c', 'b', ['a'])).toBe('not-started');
    expect(lessonState('c', null, [])).toBe('not-started');
  });
});
