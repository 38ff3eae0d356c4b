import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSING_SCORE, type Question, type Quiz } from './curriculum';
import {
  isAnswerCorrect,
  isPassingScore,
  isQuestionAnswered,
  PASSING_SCORE_FALLBACK,
  resolvePassingScore,
  scoreQuiz,
} from './quiz-scoring';

const trueFalse: Question = {
  id: 'tf',
  type: 'true-false',
  question: 'An AI assistant can draft a customer email in seconds.',
  options: ['True', 'False'],
  correct_answer: true,
  explanation: '',
};

const multipleChoice: Question = {
  id: 'mc',
  type: 'multiple-choice',
  question: 'Which task is the best first candidate for automation?',
  options: ['Firing staff', 'Answering repeat FAQs', 'Setting prices blindly', 'Signing contracts'],
  correct_answer: 1,
  explanation: '',
};

const multipleSelect: Question = {
  id: 'ms',
  type: 'multiple-select',
  question: 'Which of these should you never paste into a public chatbot?',
  options: ['Customer card numbers', 'A blog post draft', 'Staff home addresses', 'Your opening hours'],
  correct_answers: [0, 2],
  explanation: '',
};

function quizOf(questions: Question[], passingScore = 70): Quiz {
  return { id: 'quiz', title: 'Check your understanding', description: '', passing_score: passingScore, questions };
}

function trueFalseQuestions(count: number): Question[] {
  return Array.from({ length: count }, (_, index) => ({ ...trueFalse, id: `q${index}` }));
}

function answersWithCorrect(count: number, correct: number): Record<string, boolean> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index}`, index < correct]));
}

describe('scoreQuiz', () => {
  it('counts each correct answer across the three question types', () => {
    const result = scoreQuiz(quizOf([trueFalse, multipleChoice, multipleSelect]), { tf: true, mc: 1, ms: [2, 0] });
    expect(result).toEqual({
      score: 3,
      totalQuestions: 3,
      percent: 100,
      passed: true,
      results: [
        { questionId: 'tf', correct: true },
        { questionId: 'mc', correct: true },
        { questionId: 'ms', correct: true },
      ],
    });
  });

  it('reports each question in quiz order with whether it was right', () => {
    const result = scoreQuiz(quizOf([trueFalse, multipleChoice, multipleSelect]), { ms: [0], tf: false, mc: 1 });
    expect(result.results).toEqual([
      { questionId: 'tf', correct: false },
      { questionId: 'mc', correct: true },
      { questionId: 'ms', correct: false },
    ]);
    expect(result.score).toBe(1);
  });

  it.each([
    [3, 2, 67],
    [3, 1, 33],
    [6, 5, 83],
    [8, 7, 88],
    [7, 1, 14],
  ])('rounds %i questions with %i correct to %i percent', (total, correct, percent) => {
    expect(scoreQuiz(quizOf(trueFalseQuestions(total)), answersWithCorrect(total, correct)).percent).toBe(percent);
  });

  it('passes exactly at the passing score and fails one point below it', () => {
    const questions = trueFalseQuestions(10);
    expect(scoreQuiz(quizOf(questions, 70), answersWithCorrect(10, 7))).toMatchObject({ percent: 70, passed: true });
    expect(scoreQuiz(quizOf(questions, 70), answersWithCorrect(10, 6))).toMatchObject({ percent: 60, passed: false });
    expect(scoreQuiz(quizOf(questions, 71), answersWithCorrect(10, 7))).toMatchObject({ percent: 70, passed: false });
  });

  it('compares the rounded percent with the passing score', () => {
    // 2 of 3 is 66.67%, which rounds to 67 and so meets a passing score of 67.
    expect(scoreQuiz(quizOf(trueFalseQuestions(3), 67), answersWithCorrect(3, 2)).passed).toBe(true);
    expect(scoreQuiz(quizOf(trueFalseQuestions(3), 68), answersWithCorrect(3, 2)).passed).toBe(false);
  });

  it('passes everyone when the passing score is 0 and only a perfect score when it is 100', () => {
    expect(scoreQuiz(quizOf(trueFalseQuestions(2), 0), {}).passed).toBe(true);
    expect(scoreQuiz(quizOf(trueFalseQuestions(2), 100), answersWithCorrect(2, 1)).passed).toBe(false);
    expect(scoreQuiz(quizOf(trueFalseQuestions(2), 100), answersWithCorrect(2, 2)).passed).toBe(true);
  });

  it('uses a passing score of 70 when the quiz has none', () => {
    const questions = trueFalseQuestions(10);
    expect(scoreQuiz({ questions }, answersWithCorrect(10, 7)).passed).toBe(true);
    expect(scoreQuiz({ questions }, answersWithCorrect(10, 6)).passed).toBe(false);
    expect(scoreQuiz({ questions, passing_score: null }, answersWithCorrect(10, 7)).passed).toBe(true);
  });

  it('scores empty answers as all wrong', () => {
    expect(scoreQuiz(quizOf([trueFalse, multipleChoice, multipleSelect]), {})).toMatchObject({
      score: 0,
      totalQuestions: 3,
      percent: 0,
      passed: false,
    });
  });

  it('scores a quiz without questions as 0 percent and not passed', () => {
    expect(scoreQuiz({ questions: [], passing_score: 0 }, {})).toEqual({
      score: 0,
      totalQuestions: 0,
      percent: 0,
      passed: false,
      results: [],
    });
  });

  it('ignores answers to questions the quiz does not have', () => {
    expect(scoreQuiz(quizOf([trueFalse]), { tf: true, other: true }).score).toBe(1);
  });

  it('does not read inherited properties as answers', () => {
    const question: Question = { ...trueFalse, id: 'constructor' };
    expect(scoreQuiz(quizOf([question]), {}).score).toBe(0);
  });
});

describe('isAnswerCorrect', () => {
  it('needs the equal boolean for a true-false question', () => {
    expect(isAnswerCorrect(trueFalse, true)).toBe(true);
    expect(isAnswerCorrect(trueFalse, false)).toBe(false);
    expect(isAnswerCorrect({ ...trueFalse, correct_answer: false }, false)).toBe(true);
  });

  it('needs the equal option index for a multiple-choice question', () => {
    expect(isAnswerCorrect(multipleChoice, 1)).toBe(true);
    expect(isAnswerCorrect(multipleChoice, 0)).toBe(false);
    expect(isAnswerCorrect(multipleChoice, 3)).toBe(false);
  });

  it('needs exactly the correct set for a multiple-select question, in any order', () => {
    expect(isAnswerCorrect(multipleSelect, [0, 2])).toBe(true);
    expect(isAnswerCorrect(multipleSelect, [2, 0])).toBe(true);
    expect(isAnswerCorrect(multipleSelect, [0, 2, 2, 0])).toBe(true);
  });

  it('marks a multiple-select answer wrong when it misses or adds a choice', () => {
    expect(isAnswerCorrect(multipleSelect, [0])).toBe(false);
    expect(isAnswerCorrect(multipleSelect, [0, 1, 2])).toBe(false);
    expect(isAnswerCorrect(multipleSelect, [1, 3])).toBe(false);
    expect(isAnswerCorrect(multipleSelect, [])).toBe(false);
  });

  it.each([
    ['true-false given a number', trueFalse, 1],
    ['true-false given a string', trueFalse, 'true'],
    ['true-false given an array', trueFalse, [true]],
    ['multiple-choice given a boolean', multipleChoice, true],
    ['multiple-choice given a numeric string', multipleChoice, '1'],
    ['multiple-choice given an array', multipleChoice, [1]],
    ['multiple-choice given a fraction', multipleChoice, 1.5],
    ['multiple-select given a single number', multipleSelect, 0],
    ['multiple-select given strings', multipleSelect, ['0', '2']],
    ['multiple-select given a boolean', multipleSelect, true],
    ['multiple-select given null', multipleSelect, null],
    ['any question given undefined', trueFalse, undefined],
  ])('marks a wrongly typed answer wrong: %s', (_label, question, answer) => {
    expect(isAnswerCorrect(question, answer)).toBe(false);
  });
});

describe('isQuestionAnswered', () => {
  it('counts a true-false question answered once either value is chosen', () => {
    expect(isQuestionAnswered(trueFalse, true)).toBe(true);
    expect(isQuestionAnswered(trueFalse, false)).toBe(true);
    expect(isQuestionAnswered(trueFalse, undefined)).toBe(false);
  });

  it('counts a multiple-choice question answered once an option is chosen, including the first', () => {
    expect(isQuestionAnswered(multipleChoice, 0)).toBe(true);
    expect(isQuestionAnswered(multipleChoice, 3)).toBe(true);
    expect(isQuestionAnswered(multipleChoice, undefined)).toBe(false);
  });

  it('needs at least one choice for a multiple-select question', () => {
    expect(isQuestionAnswered(multipleSelect, [])).toBe(false);
    expect(isQuestionAnswered(multipleSelect, [1])).toBe(true);
    expect(isQuestionAnswered(multipleSelect, [0, 3])).toBe(true);
  });

  it('does not count an option index outside the question', () => {
    expect(isQuestionAnswered(multipleChoice, 4)).toBe(false);
    expect(isQuestionAnswered(multipleChoice, -1)).toBe(false);
    expect(isQuestionAnswered(multipleSelect, [0, 9])).toBe(false);
  });

  it('works from the type alone, as the browser sees a question before submitting', () => {
    expect(isQuestionAnswered({ type: 'multiple-choice' }, 2)).toBe(true);
    expect(isQuestionAnswered({ type: 'multiple-select' }, [])).toBe(false);
  });

  it('does not count an answer of the wrong type', () => {
    expect(isQuestionAnswered(trueFalse, 0)).toBe(false);
    expect(isQuestionAnswered(multipleChoice, true)).toBe(false);
    expect(isQuestionAnswered(multipleSelect, 1)).toBe(false);
  });
});

describe('isPassingScore', () => {
  it('passes 4 right of 5 at 70 and fails 3 of 5, and never passes without questions', () => {
    expect(isPassingScore(4, 5, 70)).toBe(true);
    expect(isPassingScore(3, 5, 70)).toBe(false);
    expect(isPassingScore(0, 0, 0)).toBe(false);
  });
});

describe('resolvePassingScore', () => {
  it('falls back to the curriculum default passing score of 70', () => {
    expect(PASSING_SCORE_FALLBACK).toBe(DEFAULT_PASSING_SCORE);
    expect(resolvePassingScore(undefined)).toBe(70);
    expect(resolvePassingScore(null)).toBe(70);
    expect(resolvePassingScore(Number.NaN)).toBe(70);
  });

  it('keeps a score within 0 to 100 and clamps one outside it', () => {
    expect(resolvePassingScore(0)).toBe(0);
    expect(resolvePassingScore(85)).toBe(85);
    expect(resolvePassingScore(150)).toBe(100);
    expect(resolvePassingScore(-5)).toBe(0);
  });
});
