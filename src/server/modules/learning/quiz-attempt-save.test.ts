import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Spec §8: a quiz attempt that cannot be saved is only logged; the learner still gets the results. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const quizCurriculum = {
  modules: [
    {
      id: 'm1',
      title: 'Basics',
      lessons: [
        {
          id: 'check',
          title: 'Check',
          quiz: {
            id: 'q1',
            title: 'Quick check',
            passing_score: 70,
            questions: [
              { id: 'tf', type: 'true-false' as const, question: 'AI needs data?', correct_answer: true, explanation: 'It learns from data.' },
              { id: 'mc', type: 'multiple-choice' as const, question: 'Pick b', options: ['a', 'b', 'c'], correct_answer: 1, explanation: 'b is right.' },
            ],
          },
        },
      ],
    },
  ],
};

const as = (learner: TestLearner) => ({ ...SAME_ORIGIN, cookie: learner.cookie });

describe('a quiz attempt the database refuses to store', () => {
  it('still answers with the score and every explanation, marked as not saved', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    expect((await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: as(learner) })).statusCode).toBe(201);
    // This test file has a database of its own: from here on, no attempt can be stored.
    await app.database.db.execute(sql`ALTER TABLE quiz_attempts ADD CONSTRAINT refuse_new_attempts CHECK (false) NOT VALID`);

    const url = `/api/learn/${course.slug}/lessons/check/quiz-attempts`;
    const response = await app.server.inject({ method: 'POST', url, headers: as(learner), payload: { answers: { tf: true, mc: 0 } } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.attempt).toMatchObject({ id: null, score: 1, totalQuestions: 2, percent: 50, passed: false });
    expect(body.results).toEqual([
      { questionId: 'tf', correct: true, correctAnswer: true, explanation: 'It learns from data.' },
      { questionId: 'mc', correct: false, correctAnswer: 1, explanation: 'b is right.' },
    ]);
    const attempts = await app.server.inject({ method: 'GET', url, headers: as(learner) });
    expect(attempts.json()).toEqual({ attempts: [], best: null });
  });
});
