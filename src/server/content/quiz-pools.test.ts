import { describe, expect, it } from 'vitest';
import { drawQuizQuestions, scoreShownQuiz, type OptionAnswers, type ShownQuestion } from '../../shared/quiz-draw';
import { contentCoursesRoot } from '../paths';
import { CUE_STRATEGIES, cuePassRate, QUIZ_CUE_STANDARD, type CueStrategy } from './quiz-cue-strategies';
import { readContentCourses } from './read-content';

/**
 * Issues 26 and 52, simulated with the real draw and scoring: a learner who answers every
 * module quiz at random, or by any one cue of `quiz-cue-strategies.ts`, passes fewer than 5% of
 * attempts. The simulation also holds the content check's exact pass rates to what the real
 * draw does.
 */

const GUESSING_ATTEMPTS = 10_000;
const CUE_ATTEMPTS = 2_000;

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

function cueLearner(strategy: CueStrategy): Learner {
  return (shown) => {
    const ids = strategy.choose(shown).map((position) => shown.options[position]!.id);
    return shown.type === 'multiple-select' ? ids : ids[0]!;
  };
}

const quizzes = readContentCourses(contentCoursesRoot)
  .filter((entry) => entry.course.published)
  .flatMap((entry) => entry.course.curriculum.modules.flatMap((module) => module.lessons.flatMap((lesson) => (lesson.quiz ? [{ slug: entry.course.slug, quiz: lesson.quiz }] : []))));

function simulatedPassRate(quiz: (typeof quizzes)[number]['quiz'], learner: Learner, attempts: number, seed: number): number {
  const random = seededRandom(seed);
  let nextId = 0;
  let passes = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const shown = drawQuizQuestions(quiz, random, () => `o${nextId++}`);
    const answers: OptionAnswers = Object.fromEntries(shown.map((entry) => [entry.questionId, learner(entry, random)]));
    if (scoreShownQuiz(quiz, shown, answers).passed) passes++;
  }
  return passes / attempts;
}

describe('every published module quiz, taken by a learner who has not read the lessons', () => {
  it('exists', () => {
    expect(quizzes.length).toBeGreaterThan(30);
  });

  for (const [position, { slug, quiz }] of quizzes.entries()) {
    it(`${slug} ${quiz.id}: guessing passes fewer than 5% of ${GUESSING_ATTEMPTS} attempts`, () => {
      expect(simulatedPassRate(quiz, guessing, GUESSING_ATTEMPTS, 1_000 * position)).toBeLessThan(QUIZ_CUE_STANDARD.maxPassRate);
    });

    it(`${slug} ${quiz.id}: every single cue passes fewer than 5% of attempts, as ${CUE_ATTEMPTS} drawn attempts each confirm`, () => {
      for (const [index, strategy] of CUE_STRATEGIES.entries()) {
        const exact = cuePassRate(quiz, strategy);
        const simulated = simulatedPassRate(quiz, cueLearner(strategy), CUE_ATTEMPTS, 1_000 * position + index + 1);
        // Four standard errors of a sample this size, plus one attempt.
        const tolerance = 4 * Math.sqrt((exact * (1 - exact)) / CUE_ATTEMPTS) + 1 / CUE_ATTEMPTS;
        expect(Math.abs(simulated - exact), `${strategy.name}: ${simulated} drawn, ${exact} exact`).toBeLessThanOrEqual(tolerance);
        expect(exact, strategy.name).toBeLessThan(QUIZ_CUE_STANDARD.maxPassRate);
      }
    });
  }
});
