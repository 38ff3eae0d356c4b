import { describe, expect, it } from 'vitest';
import { InvalidCurriculumError, parseCurriculum } from './curriculum';
import { countLessons, displayedModules, PLACEHOLDER_MODULES } from './curriculum-outline';

const stored = {
  modules: [
    {
      id: 'm1',
      title: 'Basics',
      lessons: [
        { id: 'l1', title: 'Welcome' },
        {
          id: 'l2',
          title: 'Check yourself',
          hide_video_placeholder: false,
          quiz: {
            id: 'q1',
            title: 'Quick check',
            questions: [
              { id: 'a', type: 'true-false', question: 'AI needs data?', correct_answer: true },
              { id: 'b', type: 'multiple-choice', question: 'Pick one', options: ['x', 'y'], correct_answer: 1 },
              { id: 'c', type: 'multiple-select', question: 'Pick some', options: ['x', 'y', 'z'], correct_answers: [0, 2] },
            ],
          },
        },
      ],
    },
  ],
};

describe('parseCurriculum', () => {
  it('reads a curriculum stored as an object and fills the spec defaults', () => {
    const curriculum = parseCurriculum(stored);
    const [welcome, check] = curriculum.modules[0]!.lessons;
    expect(welcome).toMatchObject({ duration: '5 min', hide_video_placeholder: true, content: '', video_url: '', resources: [], quiz: null });
    expect(check!.hide_video_placeholder).toBe(false);
    expect(check!.quiz!.passing_score).toBe(70);
    expect(check!.quiz!.questions[0]).toMatchObject({ options: ['True', 'False'] });
  });

  it('reads a curriculum stored as a JSON string the same way', () => {
    expect(parseCurriculum(JSON.stringify(stored))).toEqual(parseCurriculum(stored));
  });

  it('treats a missing curriculum as no modules', () => {
    expect(parseCurriculum(null)).toEqual({ modules: [] });
    expect(parseCurriculum('')).toEqual({ modules: [] });
  });

  it('rejects a string that is not JSON', () => {
    expect(() => parseCurriculum('{modules')).toThrow(InvalidCurriculumError);
  });

  it('rejects a multiple-choice answer that is not one of the options', () => {
    const broken = structuredClone(stored);
    (broken.modules[0]!.lessons[1]!.quiz!.questions[1] as { correct_answer: number }).correct_answer = 5;
    expect(() => parseCurriculum(broken)).toThrow(/correct answer must be one of the options/);
  });

  it('rejects multiple-choice questions with fewer than 2 or more than 6 options', () => {
    for (const options of [['only'], ['1', '2', '3', '4', '5', '6', '7']]) {
      const broken = structuredClone(stored);
      (broken.modules[0]!.lessons[1]!.quiz!.questions[1] as { options: string[] }).options = options;
      expect(() => parseCurriculum(broken)).toThrow(InvalidCurriculumError);
    }
  });
});

describe('curriculum outline', () => {
  it('counts lessons across modules', () => {
    expect(countLessons(parseCurriculum(stored))).toBe(2);
    expect(countLessons({ modules: [] })).toBe(0);
  });

  it('shows the Getting Started placeholder only when a course has no modules', () => {
    expect(displayedModules([])).toBe(PLACEHOLDER_MODULES);
    expect(PLACEHOLDER_MODULES[0]!.lessons.map((lesson) => [lesson.title, lesson.duration])).toEqual([
      ['Introduction to AI', '15 min'],
      ['Setting Up Your Tools', '20 min'],
    ]);
    const own = parseCurriculum(stored).modules;
    expect(displayedModules(own)).toBe(own);
  });
});
