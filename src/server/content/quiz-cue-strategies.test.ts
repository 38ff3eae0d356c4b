import { describe, expect, it } from 'vitest';
import type { Question } from '../../shared/curriculum';
import { CUE_STRATEGIES, cuePassRate, cueSuccessChance, specificity, type CueStrategy } from './quiz-cue-strategies';

const strategy = (name: string): CueStrategy => CUE_STRATEGIES.find((entry) => entry.name === name)!;

const multipleChoice = (options: string[], correct: number): Question => ({ id: 'mc', type: 'multiple-choice', question: 'Q?', options, correct_answer: correct, explanation: '' });
const trueFalse = (id: string, correct: boolean): Question => ({ id, type: 'true-false', question: 'Q?', options: ['True', 'False'], correct_answer: correct, explanation: '' });
const multipleSelect = (options: string[], correct: number[]): Question => ({ id: 'ms', type: 'multiple-select', question: 'Q?', options, correct_answers: correct, explanation: '' });

describe('the single-cue strategies', () => {
  it('are every cue issue 52 names', () => {
    expect(CUE_STRATEGIES.map((entry) => entry.name)).toEqual([
      'the longest option',
      'the shortest option',
      'the most specific-sounding option',
      'a fixed position',
      'always True',
      'always False',
      'select all',
      'all but one',
      'select none',
    ]);
  });

  it('rate an option as specific by its numerals, capitalized words after the first, and qualifiers', () => {
    expect(specificity('Send the $1,500 invoice to Acme within 30 days')).toBe(4);
    expect(specificity('Only staff in Ohio, each before 9 a.m.')).toBe(5);
    expect(specificity('Ask the team what they think')).toBe(0);
  });
});

describe('the chance a strategy answers a question right', () => {
  const longestRight = multipleChoice(['short', 'a medium one', 'the longest option of all'], 2);

  it('is certain for the cue that points at the key, nil for the cue that points away, and a guess by position', () => {
    expect(cueSuccessChance(longestRight, strategy('the longest option'))).toBe(1);
    expect(cueSuccessChance(longestRight, strategy('the shortest option'))).toBe(0);
    expect(cueSuccessChance(longestRight, strategy('a fixed position'))).toBeCloseTo(1 / 3);
  });

  it('splits a tie between equally long options as the shuffle does', () => {
    expect(cueSuccessChance(multipleChoice(['same', 'size', 'longer one'], 0), strategy('the shortest option'))).toBeCloseTo(1 / 2);
  });

  it('answers true/false by the key for always True and always False, and blind for a length cue', () => {
    expect(cueSuccessChance(trueFalse('t', true), strategy('always True'))).toBe(1);
    expect(cueSuccessChance(trueFalse('t', true), strategy('always False'))).toBe(0);
    expect(cueSuccessChance(trueFalse('t', false), strategy('the longest option'))).toBeCloseTo(1 / 2);
  });

  it('ticks a select-all question by the count its cue assumes, or all but the option its rating likes least', () => {
    const allRight = multipleSelect(['a', 'b', 'c', 'd'], [0, 1, 2, 3]);
    const allButOne = multipleSelect(['a', 'b', 'c', 'd'], [0, 1, 3]);
    expect(cueSuccessChance(allRight, strategy('select all'))).toBe(1);
    expect(cueSuccessChance(allButOne, strategy('select all'))).toBe(0);
    expect(cueSuccessChance(allButOne, strategy('all but one'))).toBeCloseTo(1 / 4);
    expect(cueSuccessChance(allButOne, strategy('select none'))).toBe(0);
    expect(cueSuccessChance(multipleSelect(['a longer one', 'x', 'another long one'], [0, 2]), strategy('the longest option'))).toBe(1);
  });
});

describe('the share of attempts a strategy passes, draws included', () => {
  it('counts every set of questions a draw can show: 5 of 10, needing 4 right, half of them always right', () => {
    const pool = Array.from({ length: 10 }, (_, index) => trueFalse(`q${index}`, index < 5));
    // Sets with 4 or 5 of the 5 True keys: C(5,4)·C(5,1) + C(5,5) of C(10,5).
    expect(cuePassRate({ questions: pool, questions_per_attempt: 5, passing_score: 70 }, strategy('always True'))).toBeCloseTo(26 / 252, 12);
  });

  it('gives a blind guess the binomial chance of reaching the passing score', () => {
    const pool = Array.from({ length: 8 }, (_, index) => trueFalse(`q${index}`, index % 2 === 0));
    // 4 or 5 right of 5 coin flips.
    expect(cuePassRate({ questions: pool, questions_per_attempt: 5, passing_score: 70 }, strategy('a fixed position'))).toBeCloseTo(6 / 32, 12);
  });

  it('shows the whole pool when the quiz sets no number per attempt', () => {
    const pool = [trueFalse('a', true), trueFalse('b', true), trueFalse('c', false)];
    expect(cuePassRate({ questions: pool, passing_score: 60 }, strategy('always True'))).toBe(1);
    expect(cuePassRate({ questions: pool, passing_score: 70 }, strategy('always True'))).toBe(0);
  });
});
