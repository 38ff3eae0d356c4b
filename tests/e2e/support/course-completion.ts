import type { APIRequestContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { readContentCourse } from '../../../src/server/content/read-content';
import { contentCoursesRoot } from '../../../src/server/paths';
import type { Lesson, Question, Quiz } from '../../../src/shared/curriculum';
import { baseUrl, expectVisible } from './browser';

/**
 * Completing lessons as a learner must (decision 0026): a lesson with a quiz by passing it, the
 * others by 'Mark as Complete'. The right answers come from the course's content files.
 */

/** A course as its folder in content/courses/ describes it, answers included, with its lessons in order. */
export function contentCourse(slug: string) {
  const { course } = readContentCourse(contentCoursesRoot, slug);
  return { ...course, lessons: course.curriculum.modules.flatMap((module) => module.lessons) };
}

/** A quiz's answers as the API takes them, all right or all wrong. */
export function quizAnswers(quiz: Quiz, right = true): Record<string, boolean | number | number[]> {
  return Object.fromEntries(
    quiz.questions.map((question) => {
      if (question.type === 'true-false') return [question.id, right ? question.correct_answer : !question.correct_answer];
      if (question.type === 'multiple-choice') return [question.id, right ? question.correct_answer : (question.correct_answer + 1) % question.options.length];
      return [question.id, right ? question.correct_answers : question.options.map((_, index) => index).filter((index) => !question.correct_answers.includes(index))];
    }),
  );
}

interface Completion {
  certificate: { certificateId: string; issuedAt: string } | null;
}

/** Completes one lesson through the API as the request context's learner; the completion's answer. */
export async function completeLessonThroughApi(api: APIRequestContext, slug: string, lesson: Lesson): Promise<Completion> {
  const headers = { origin: baseUrl() };
  const base = `${baseUrl()}/api/learn/${slug}/lessons/${lesson.id}`;
  if (!lesson.quiz) {
    const response = await api.post(`${base}/completion`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as Completion;
  }
  const response = await api.post(`${base}/quiz-attempts`, { headers, data: { answers: quizAnswers(lesson.quiz) } });
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

/** Takes the quiz in the lesson player's Quiz tab (the region named by the quiz), from 'Start Quiz' or 'Retake' to 'Submit Quiz'. */
export async function answerQuiz(quiz: Locator, questions: Question[], right: boolean): Promise<void> {
  await quiz.getByRole('button', { name: 'Start Quiz' }).click();
  for (const [index, question] of questions.entries()) {
    await expectVisible(quiz.getByRole('heading', { name: `Question ${index + 1} of ${questions.length}` }));
    const pick = quizChoices(question, right);
    if (pick.radio) await quiz.getByRole('radio', { name: pick.radio, exact: true }).check();
    for (const label of pick.checkboxes ?? []) await quiz.getByRole('checkbox', { name: label, exact: true }).check();
    await quiz.getByRole('button', { name: index === questions.length - 1 ? 'Submit Quiz' : 'Next' }).click();
  }
}
