import { describe, expect, it } from 'vitest';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeQuestionType,
  duplicateIdProblem,
  moveItem,
  newCurriculumId,
  passingScoreFromInput,
  removedLessons,
  removeOption,
  type QuestionDraft,
} from './curriculum-edit';

const choice: QuestionDraft = { id: 'q', type: 'multiple-choice', question: 'Pick', options: ['a', 'b', 'c'], correct_answer: 2, explanation: '' };

describe('changeQuestionType (spec §4)', () => {
  it('to true-false sets the options to True and False with the answer false', () => {
    expect(changeQuestionType(choice, 'true-false')).toEqual({ ...choice, type: 'true-false', options: ['True', 'False'], correct_answer: false });
  });

  it('to multiple-choice sets the answer to the first option and adds four blank options when there are none', () => {
    const select: QuestionDraft = { ...choice, type: 'multiple-select', correct_answer: undefined, correct_answers: [1], options: [] };
    const changed = changeQuestionType(select, 'multiple-choice');
    expect(changed.options).toEqual(['', '', '', '']);
    expect(changed.correct_answer).toBe(0);
    expect(changed.correct_answers).toBeUndefined();
    expect(changeQuestionType(choice, 'multiple-choice').options).toEqual(['a', 'b', 'c']);
  });

  it('to multiple-select clears the chosen answers', () => {
    const changed = changeQuestionType(choice, 'multiple-select');
    expect(changed.correct_answers).toEqual([]);
    expect(changed.correct_answer).toBeUndefined();
    expect(changed.options).toEqual(['a', 'b', 'c']);
  });
});

describe('options (spec §5: 2 to 6, remove offered only above 2)', () => {
  it('offers remove only with more than two options and add only below six', () => {
    expect(canRemoveOption({ type: 'multiple-choice', options: ['a', 'b'] })).toBe(false);
    expect(canRemoveOption({ type: 'multiple-choice', options: ['a', 'b', 'c'] })).toBe(true);
    expect(canAddOption({ type: 'multiple-select', options: Array(6).fill('x') })).toBe(false);
    expect(addOption({ ...choice, options: Array(6).fill('x') }).options).toHaveLength(6);
    expect(canRemoveOption({ type: 'true-false', options: ['True', 'False', 'x'] })).toBe(false);
  });

  it('keeps the chosen answers on the same options when one is removed', () => {
    expect(removeOption(choice, 0)).toMatchObject({ options: ['b', 'c'], correct_answer: 1 });
    expect(removeOption(choice, 2)).toMatchObject({ options: ['a', 'b'], correct_answer: 0 });
    const select: QuestionDraft = { ...choice, type: 'multiple-select', correct_answer: undefined, options: ['a', 'b', 'c', 'd'], correct_answers: [0, 1, 3] };
    expect(removeOption(select, 1)).toMatchObject({ options: ['a', 'c', 'd'], correct_answers: [0, 2] });
  });

  it('does not remove below two options', () => {
    const two = { ...choice, options: ['a', 'b'], correct_answer: 1 };
    expect(removeOption(two, 0)).toBe(two);
  });
});

describe('passingScoreFromInput', () => {
  it('falls back to 70 when empty and accepts whole numbers from 0 to 100', () => {
    expect(passingScoreFromInput('')).toBe(70);
    expect(passingScoreFromInput('  ')).toBe(70);
    expect(passingScoreFromInput('0')).toBe(0);
    expect(passingScoreFromInput('100')).toBe(100);
  });

  it('refuses anything else', () => {
    for (const bad of ['150', '-1', '7.5', 'abc', '1000']) expect(passingScoreFromInput(bad)).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves an item and clamps the target to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('ids', () => {
  const curriculum = {
    modules: [
      { id: 'm1', title: 'One', lessons: [{ id: 'l1', title: 'A' }, { id: 'l2', title: 'B', quiz: { id: 'q', questions: [{ id: 'x' }, { id: 'y' }] } }] },
      { id: 'm2', title: 'Two', lessons: [{ id: 'l3', title: 'C' }] },
    ],
  };

  it('accepts a curriculum whose ids are unique', () => {
    expect(duplicateIdProblem(curriculum)).toBeNull();
  });

  it('names a lesson id used twice, even in different modules', () => {
    const clash = { modules: [curriculum.modules[0]!, { id: 'm2', title: 'Two', lessons: [{ id: 'l1', title: 'C' }] }] };
    expect(duplicateIdProblem(clash)).toBe('Two lessons share the id "l1"; every lesson needs its own.');
  });

  it('names a question id used twice in one quiz', () => {
    const clash = { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'l', title: 'Quiz', quiz: { id: 'q', questions: [{ id: 'x' }, { id: 'x' }] } }] }] };
    expect(duplicateIdProblem(clash)).toMatch(/questions of lesson "Quiz" share the id "x"/);
  });

  it('makes fresh ids with a prefix', () => {
    const a = newCurriculumId('lesson');
    expect(a).toMatch(/^lesson-[0-9a-f]{12}$/);
    expect(newCurriculumId('lesson')).not.toBe(a);
  });

  it('finds removed lessons by id, not by position or title', () => {
    const after = { modules: [{ id: 'm2', title: 'Two', lessons: [{ id: 'l3', title: 'C' }, { id: 'l1', title: 'Renamed' }] }] };
    expect(removedLessons(curriculum, after).map((lesson) => lesson.id)).toEqual(['l2']);
  });
});
