import { describe, expect, it } from 'vitest';
import type { Quiz } from './curriculum';
import { drawQuizQuestions, RefusedAnswerError, scoreShownQuiz, type ShownQuestion } from './quiz-draw';

const pool: Quiz = {
  id: 'q',
  title: 'Check',
  description: '',
  passing_score: 70,
  questions_per_attempt: 3,
  questions: [
    { id: 'tf', type: 'true-false', question: 'T?', explanation: '', correct_answer: false, options: ['True', 'False'] },
    { id: 'mc', type: 'multiple-choice', question: 'M?', explanation: '', options: ['a', 'b', 'c', 'd'], correct_answer: 2 },
    { id: 'ms', type: 'multiple-select', question: 'S?', explanation: '', options: ['a', 'b', 'c'], correct_answers: [0, 2] },
    { id: 'mc2', type: 'multiple-choice', question: 'N?', explanation: '', options: ['a', 'b'], correct_answer: 0 },
    { id: 'mc3', type: 'multiple-choice', question: 'O?', explanation: '', options: ['a', 'b', 'c'], correct_answer: 1 },
    { id: 'mc4', type: 'multiple-choice', question: 'P?', explanation: '', options: ['a', 'b', 'c'], correct_answer: 1 },
  ],
};

function counter() {
  let next = 0;
  return () => `o${next++}`;
}

const everything = { ...pool, questions_per_attempt: 6 };
const idOf = (shown: ShownQuestion[], questionId: string, text: string) => shown.find((entry) => entry.questionId === questionId)!.options.find((option) => option.text === text)!.id;

describe('drawing a quiz from its pool', () => {
  it('shows questions_per_attempt distinct questions, every option of each once, with unique ids', () => {
    const shown = drawQuizQuestions(pool, Math.random, counter());
    expect(shown).toHaveLength(3);
    expect(new Set(shown.map((entry) => entry.questionId)).size).toBe(3);
    const ids = shown.flatMap((entry) => entry.options.map((option) => option.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of shown) expect([...entry.sourceIndexes].sort()).toEqual(entry.options.map((_, index) => index));
  });

  it('shows the whole pool when questions_per_attempt is unset', () => {
    const { questions_per_attempt: _unset, ...adminBuilt } = pool;
    expect(drawQuizQuestions(adminBuilt, Math.random, counter())).toHaveLength(6);
  });

  it('varies the questions or their order between draws', () => {
    const signature = () => JSON.stringify(drawQuizQuestions(pool, Math.random, counter()).map((entry) => [entry.questionId, entry.options.map((option) => option.text)]));
    const first = signature();
    expect(Array.from({ length: 20 }, signature).some((other) => other !== first)).toBe(true);
  });
});

describe('scoring by option id', () => {
  it('scores the right options as right, whatever order they were shown in', () => {
    const shown = drawQuizQuestions(everything, Math.random, counter());
    const answers = {
      tf: idOf(shown, 'tf', 'False'),
      mc: idOf(shown, 'mc', 'c'),
      ms: [idOf(shown, 'ms', 'c'), idOf(shown, 'ms', 'a')],
      mc2: idOf(shown, 'mc2', 'a'),
      mc3: idOf(shown, 'mc3', 'b'),
      mc4: idOf(shown, 'mc4', 'a'),
    };
    const score = scoreShownQuiz(everything, shown, answers);
    expect(score).toMatchObject({ score: 5, totalQuestions: 6, percent: 83, passed: true });
    expect(score.results.map((result) => result.questionId)).toEqual(shown.map((entry) => entry.questionId));
  });

  it('refuses an option id that was not shown, a question not drawn, and an answer of the wrong shape', () => {
    const shown = drawQuizQuestions(pool, Math.random, counter());
    const drawnId = shown[0]!.questionId;
    const notDrawn = pool.questions.find((question) => !shown.some((entry) => entry.questionId === question.id))!.id;
    expect(() => scoreShownQuiz(pool, shown, { [drawnId]: 'made-up' })).toThrow(RefusedAnswerError);
    expect(() => scoreShownQuiz(pool, shown, { [drawnId]: shown[1]!.options[0]!.id })).toThrow(RefusedAnswerError);
    expect(() => scoreShownQuiz(pool, shown, { [notDrawn]: shown[0]!.options[0]!.id })).toThrow(/was not drawn/);
    const single = shown.find((entry) => entry.type !== 'multiple-select');
    if (single) expect(() => scoreShownQuiz(pool, shown, { [single.questionId]: [single.options[0]!.id] })).toThrow(/one option id/);
  });

  it('counts an unanswered question as wrong', () => {
    expect(scoreShownQuiz(pool, drawQuizQuestions(pool, Math.random, counter()), {})).toMatchObject({ score: 0, totalQuestions: 3, passed: false });
  });
});
