import type { APIRequestContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { readContentCourse } from '../../../src/server/content/read-content';
import { contentCoursesRoot } from '../../../src/server/paths';
import type { QuizDrawResponse } from '../../../src/shared/api/learning';
import type { Lesson, Question, Quiz } from '../../../src/shared/curriculum';
import { baseUrl, expectVisible } from './browser';

/**
 * Completing lessons as a learner must (decision 0026): a lesson with a quiz by passing it, the
 * others by 'Complete and continue' ('Mark as Complete' where nothing follows). The right answers come from the course's content files.
 */

/** A course as its folder in content/courses/ describes it, answers included, with its lessons in order. */
export function contentCourse(slug: string) {
  const { course } = readContentCourse(contentCoursesRoot, slug);
  return { ...course, lessons: course.curriculum.modules.flatMap((module) => module.lessons) };
}

/** The right answers to a draw, by the option ids it gave, found by the options' texts in the content's pool. */
export function drawAnswers(quiz: Quiz, draw: QuizDrawResponse): Record<string, string | string[]> {
  return Object.fromEntries(
    draw.questions.map((shown) => {
      const question = quiz.questions.find((entry) => entry.id === shown.id)!;
      const idOf = (text: string) => shown.options.find((option) => option.text === text)!.id;
      if (question.type === 'true-false') return [shown.id, idOf(question.correct_answer ? 'True' : 'False')];
      if (question.type === 'multiple-choice') return [shown.id, idOf(question.options[question.correct_answer]!)];
      return [shown.id, question.correct_answers.map((index) => idOf(question.options[index]!))];
    }),
  );
}

interface Completion {
  certificate: { certificateId: string; issuedAt: string } | null;
}

/**
 * Completes one lesson through the API as the request context's learner; the completion's answer.
 * `site` is the shared journey server unless a journey runs its own.
 */
export async function completeLessonThroughApi(api: APIRequestContext, slug: string, lesson: Lesson, site = baseUrl()): Promise<Completion> {
  const headers = { origin: site };
  const base = `${site}/api/learn/${slug}/lessons/${lesson.id}`;
  if (!lesson.quiz) {
    const response = await api.post(`${base}/completion`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as Completion;
  }
  const started = await api.post(`${base}/quiz-draws`, { headers });
  expect(started.status()).toBe(201);
  const draw = (await started.json()) as QuizDrawResponse;
  const response = await api.post(`${base}/quiz-draws/${draw.drawId}/attempt`, { headers, data: { answers: drawAnswers(lesson.quiz, draw) } });
  expect(response.status()).toBe(201);
  const { completion } = (await response.json()) as { completion: Completion | null };
  if (!completion) throw new Error(`Passing the quiz of ${lesson.id} did not complete it`);
  return completion;
}

/** The options to pick in the quiz runner for a question, right or deliberately wrong. */
export function quizChoices(question: Question, right: boolean): { radio?: string; checkboxes?: string[] } {
  if (question.type === 'true-false') return { radio: question.correct_answer === right ? 'True' : 'False' };
  if (question.type === 'multiple-choice') {
    const index = right ? question.correct_answer : question.options.findIndex((_, i) => i !== question.correct_answer);
    return { radio: question.options[index]! };
  }
  const correct = new Set(question.correct_answers);
  const picked = right ? question.options.filter((_, i) => correct.has(i)) : [question.options.find((_, i) => !correct.has(i)) ?? question.options[0]!];
  return { checkboxes: picked };
}

/**
 * Takes the quiz in the lesson player's Quiz tab (the region named by the quiz), from 'Start Quiz'
 * or 'Retake' to 'Submit Quiz'. The server draws the questions from the pool, so each one shown
 * is found in `pool` (the content's questions) by its text.
 */
export async function answerQuiz(quiz: Locator, pool: Question[], right: boolean): Promise<void> {
  await quiz.getByRole('button', { name: 'Start Quiz' }).click();
  const first = quiz.getByRole('heading', { name: /^Question 1 of \d+$/ });
  await expectVisible(first);
  const total = Number((await first.textContent())!.replace(/^Question 1 of /, ''));
  for (let index = 0; index < total; index++) {
    await expectVisible(quiz.getByRole('heading', { name: `Question ${index + 1} of ${total}` }));
    const shownText = (await quiz.locator('legend').textContent())!.trim();
    const question = pool.find((entry) => entry.question === shownText);
    if (!question) throw new Error(`The quiz showed a question not in its pool: ${shownText}`);
    const pick = quizChoices(question, right);
    if (pick.radio) await quiz.getByRole('radio', { name: pick.radio, exact: true }).check();
    for (const label of pick.checkboxes ?? []) await quiz.getByRole('checkbox', { name: label, exact: true }).check();
    await quiz.getByRole('button', { name: index === total - 1 ? 'Submit Quiz' : 'Next' }).click();
  }
}
