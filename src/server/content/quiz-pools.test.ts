import { describe, expect, it } from 'vitest';
import { drawQuizQuestions, scoreShownQuiz, type OptionAnswers, type ShownQuestion } from '../../shared/quiz-draw';
import { contentCoursesRoot } from '../paths';
import { readContentCourses } from './read-content';

/**
 * Issue 26's acceptance, simulated with the real draw and scoring: a learner who answers every
 * module quiz at random, or always picks the longest option, passes fewer than 5% of attempts.
 */

const ATTEMPTS = 10_000;
const MAX_PASS_RATE = 0.05;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

type Learner = (shown: ShownQuestion, random: () => number) => string | string[];

const guessing: Learner = (shown, random) => {
  if (shown.type !== 'multiple-select') return shown.options[Math.floor(random() * shown.options.length)]!.id;
  const ticked = shown.options.filter(() => random() < 0.5).map((option) => option.id);
  return ticked.length > 0 ? ticked : [shown.options[Math.floor(random() * shown.options.length)]!.id];
};

const longestOption: Learner = (shown) => {
  const longest = shown.options.reduce((best, option) => (option.text.length > best.text.length ? option : best));
  return shown.type === 'multiple-select' ? [longest.id] : longest.id;
};

const quizzes = readContentCourses(contentCoursesRoot)
  .filter((entry) => entry.course.published)
  .flatMap((entry) => entry.course.curriculum.modules.flatMap((module) => module.lessons.flatMap((lesson) => (lesson.quiz ? [{ slug: entry.course.slug, quiz: lesson.quiz }] : []))));

function passRate(quiz: (typeof quizzes)[number]['quiz'], learner: Learner, seed: number): number {
  const random = seededRandom(seed);
  let nextId = 0;
  let passes = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const shown = drawQuizQuestions(quiz, random, () => `o${nextId++}`);
    const answers: OptionAnswers = Object.fromEntries(shown.map((entry) => [entry.questionId, learner(entry, random)]));
    if (scoreShownQuiz(quiz, shown, answers).passed) passes++;
  }
  return passes / ATTEMPTS;
}

describe('every published module quiz, taken by a learner who has not read the lessons', () => {
  it('exists', () => {
    expect(quizzes.length).toBeGreaterThan(30);
  });

  for (const [position, { slug, quiz }] of quizzes.entries()) {
    it(`${slug} ${quiz.id}: guessing and always-longest each pass fewer than 5% of ${ATTEMPTS} attempts`, () => {
      expect(passRate(quiz, guessing, 2 * position + 1)).toBeLessThan(MAX_PASS_RATE);
      expect(passRate(quiz, longestOption, 2 * position + 2)).toBeLessThan(MAX_PASS_RATE);
    });
  }
});
