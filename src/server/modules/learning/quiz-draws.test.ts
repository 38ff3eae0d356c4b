import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startQuizDraw, submitDrawnQuizAttempt, type QuizDrawResponse } from '../../../shared/api/learning';
import { quizAttempts, quizDraws } from '../../db/schema';
import { createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { cleanAbandonedQuizDraws } from './learning.service';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const { enroll } = learningRequests(() => app);

/** A pool of eight multiple-choice questions whose right option is always 'right'; an attempt shows four. */
const poolCurriculum = oneModuleCurriculum('Basics', [
  { id: 'intro', title: 'Intro', content: 'Read me' },
  {
    id: 'check',
    title: 'Check',
    quiz: {
      id: 'pool',
      title: 'Pool check',
      passing_score: 70,
      questions_per_attempt: 4,
      questions: Array.from({ length: 8 }, (_, index) => ({
        id: `q${index}`,
        type: 'multiple-choice' as const,
        question: `Question ${index}?`,
        options: ['wrong one', 'right', 'wrong two', 'wrong three'],
        correct_answer: 1,
        explanation: `Because ${index}.`,
        lesson: 'intro',
      })),
    },
  },
]);

async function enrolledLearner() {
  const learner = await createLearner(app);
  const course = await createCourse(app.database.db, { curriculum: poolCurriculum });
  await enroll(course.slug, learner);
  return { learner, slug: course.slug };
}

async function start(slug: string, learner: TestLearner): Promise<QuizDrawResponse> {
  const { response } = await injectEndpoint(app.server, startQuizDraw, { cookie: learner.cookie }, { params: { slug, lessonId: 'check' } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function submit(slug: string, learner: TestLearner, drawId: string, answers: Record<string, string | string[]>) {
  return (await injectEndpoint(app.server, submitDrawnQuizAttempt, { cookie: learner.cookie }, { params: { slug, lessonId: 'check', drawId }, body: { answers } })).response;
}

const pick = (draw: QuizDrawResponse, text: string) => Object.fromEntries(draw.questions.map((question) => [question.id, question.options.find((option) => option.text === text)!.id]));
const signature = (draw: QuizDrawResponse) => JSON.stringify(draw.questions.map((question) => [question.id, question.options.map((option) => option.text)]));

describe('quiz draws (issue 26)', () => {
  it('draws questions_per_attempt questions with opaque option ids, and a fresh set or order each time', async () => {
    const { learner, slug } = await enrolledLearner();
    const first = await start(slug, learner);
    const second = await start(slug, learner);
    expect(first.questions).toHaveLength(4);
    expect(JSON.stringify(first)).not.toMatch(/correct|explanation|Because/);
    expect(first.questions.flatMap((question) => question.options.map((option) => option.id))).not.toContain('1');
    expect(signature(first)).not.toBe(signature(second));
  });

  it('scores by option id, stores what the attempt showed on the attempt row, and allows a fresh retake', async () => {
    const { learner, slug } = await enrolledLearner();
    const failing = await start(slug, learner);
    const failed = await submit(slug, learner, failing.drawId, pick(failing, 'wrong one'));
    expect(failed.statusCode).toBe(201);
    expect(failed.json().attempt).toMatchObject({ score: 0, totalQuestions: 4, passed: false });
    expect(failed.json().results.map((result: { questionId: string }) => result.questionId)).toEqual(failing.questions.map((question) => question.id));
    expect(failed.json().reviewLessons).toEqual([{ id: 'intro', title: 'Intro' }]);
    expect(failed.body).not.toMatch(/correctAnswer|explanation|Because/);

    const [row] = await app.database.db.select().from(quizAttempts).where(eq(quizAttempts.drawId, failing.drawId));
    const shown = row!.shown as { questionId: string; question: string; options: { id: string; text: string }[] }[];
    expect(shown.map(({ questionId, question, options }) => ({ id: questionId, type: 'multiple-choice', question, options }))).toEqual(failing.questions);

    const retake = await start(slug, learner);
    const passed = await submit(slug, learner, retake.drawId, pick(retake, 'right'));
    expect(passed.json().attempt).toMatchObject({ score: 4, totalQuestions: 4, percent: 100, passed: true });
    expect(passed.json().completion).not.toBeNull();
    const [firstShown] = retake.questions;
    const firstResult = passed.json().results[0];
    expect(firstResult.questionId).toBe(firstShown!.id);
    expect(firstShown!.options[firstResult.correctAnswer]!.text).toBe('right');
  });

  it('refuses tampering with a 4xx and a message, writing nothing', async () => {
    const { learner, slug } = await enrolledLearner();
    const draw = await start(slug, learner);
    const questionId = draw.questions[0]!.id;
    const notDrawn = Array.from({ length: 8 }, (_, index) => `q${index}`).find((id) => !draw.questions.some((question) => question.id === id))!;
    const attemptsNow = async () => (await app.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id))).length;

    const unknownOption = await submit(slug, learner, draw.drawId, { [questionId]: 'not-an-option' });
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json().message).toMatch(/was not shown the option/);
    const otherQuestionsOption = await submit(slug, learner, draw.drawId, { [questionId]: draw.questions[1]!.options[0]!.id });
    expect(otherQuestionsOption.statusCode).toBe(400);
    const byPosition = await submit(slug, learner, draw.drawId, { [questionId]: '1' });
    expect(byPosition.statusCode).toBe(400);
    const notDrawnAnswer = await submit(slug, learner, draw.drawId, { [notDrawn]: draw.questions[0]!.options[0]!.id });
    expect(notDrawnAnswer.statusCode).toBe(400);
    expect(notDrawnAnswer.json().message).toMatch(/was not drawn/);

    const other = await createLearner(app);
    await enroll(slug, other);
    const anothers = await submit(slug, other, draw.drawId, pick(draw, 'right'));
    expect(anothers.statusCode).toBe(404);
    expect(anothers.json().message).toMatch(/start the quiz again/);
    expect(await attemptsNow()).toBe(0);
    const [untouched] = await app.database.db.select().from(quizDraws).where(eq(quizDraws.id, draw.drawId));
    expect(untouched!.submittedAt).toBeNull();

    expect((await submit(slug, learner, draw.drawId, pick(draw, 'right'))).statusCode).toBe(201);
    const again = await submit(slug, learner, draw.drawId, pick(draw, 'right'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already submitted/);
    expect(await attemptsNow()).toBe(1);
  });

  it('refuses an attempt started more than a day ago, and the cleanup removes only such unsubmitted draws', async () => {
    const { learner, slug } = await enrolledLearner();
    const stale = await start(slug, learner);
    const submitted = await start(slug, learner);
    const fresh = await start(slug, learner);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await app.database.db.update(quizDraws).set({ drawnAt: twoDaysAgo }).where(inArray(quizDraws.id, [stale.drawId, submitted.drawId]));
    await app.database.db.update(quizDraws).set({ submittedAt: twoDaysAgo }).where(eq(quizDraws.id, submitted.drawId));

    const late = await submit(slug, learner, stale.drawId, pick(stale, 'right'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/more than a day ago; start the quiz again/);

    expect(await cleanAbandonedQuizDraws(app.database.db)).toBeGreaterThanOrEqual(1);
    const left = await app.database.db.select({ id: quizDraws.id }).from(quizDraws).where(inArray(quizDraws.id, [stale.drawId, submitted.drawId, fresh.drawId]));
    expect(left.map((row) => row.id).sort()).toEqual([submitted.drawId, fresh.drawId].sort());
    expect((await submit(slug, learner, fresh.drawId, pick(fresh, 'right'))).statusCode).toBe(201);
  });
});
