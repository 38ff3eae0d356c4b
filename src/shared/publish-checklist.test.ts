import { describe, expect, it } from 'vitest';
import { countWords, publishChecklist, type ChecklistCourse } from './publish-checklist';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const lesson = (overrides: Partial<ChecklistCourse['modules'][number]['lessons'][number]> = {}) => ({ title: 'A lesson', content: words(600), duration: '5 min', quiz: null, ...overrides });

const ready: ChecklistCourse = {
  duration: '1 hour',
  thumbnailUrl: '/media/images/cover.webp',
  modules: [{ title: 'Basics', lessons: [lesson(), lesson({ quiz: { title: 'Check' } })] }],
};

describe('publishChecklist', () => {
  it('finds nothing missing in a course that meets the content standard', () => {
    expect(publishChecklist(ready)).toEqual([]);
  });

  it('asks for a thumbnail and a readable course duration', () => {
    expect(publishChecklist({ ...ready, thumbnailUrl: null, duration: 'a while' })).toEqual([
      'Add a thumbnail: the course card shows it in the catalog.',
      "Give the course a duration in hours or minutes, such as '3 hours'.",
    ]);
  });

  it('names each module without a quiz', () => {
    const course = { ...ready, modules: [...ready.modules, { title: 'Next steps', lessons: [lesson()] }] };
    expect(publishChecklist(course)).toEqual(['Module 2 "Next steps" has no quiz: add one to a lesson of the module.']);
  });

  it('names lessons that are too short or too long, and lessons without minutes', () => {
    const course = { ...ready, modules: [{ title: 'Basics', lessons: [lesson({ title: 'Short', content: words(120), quiz: {} }), lesson({ title: 'Long', content: words(1600) }), lesson({ title: 'Untimed', duration: '' })] }] };
    expect(publishChecklist(course)).toEqual([
      'Module 1 "Basics", lesson 1 "Short" has 120 words; a lesson has at least 500.',
      'Module 1 "Basics", lesson 2 "Long" has 1,600 words; a lesson has at most 1,500: split it in two.',
      `Module 1 "Basics", lesson 3 "Untimed" needs a duration in minutes, such as '10 min'.`,
    ]);
  });

  it('asks for a module in a course without one', () => {
    expect(publishChecklist({ ...ready, modules: [] })).toEqual(['Add a module with its lessons.']);
  });
});

describe('countWords', () => {
  it('counts what a reader reads, not tool markers, link targets or table rules', () => {
    expect(countWords('## Title\n\n| a | b |\n| --- | --- |\n\n[link](https://example.com/long/path)\n\n::tool{id="roi-calculator"}')).toBe(4);
  });
});
