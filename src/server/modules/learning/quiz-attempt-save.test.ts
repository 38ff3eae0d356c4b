import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { byQuestionId, learningRequests, quizCurriculum } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

/** Spec §8: a quiz attempt that cannot be saved is only logged; the learner still gets the results. */

const app = useTestApp();

const { as, enroll, submitQuiz } = learningRequests(() => app);

describe('a quiz attempt the database refuses to store', () => {
  beforeAll(async () => {
    // This test file has a database of its own: from here on, no attempt can be stored.
    await app.database.db.execute(sql`ALTER TABLE quiz_attempts ADD CONSTRAINT refuse_new_attempts CHECK (false) NOT VALID`);
  });

  it('still answers with the score and which questions were wrong, marked as not saved', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    expect((await enroll(course.slug, learner)).statusCode).toBe(201);

    const response = await submitQuiz(course.slug, { tf: 'True', mc: 'a', ms: ['a'] }, learner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.attempt).toMatchObject({ id: null, score: 1, totalQuestions: 3, percent: 33, passed: false });
    expect(byQuestionId(body.results)).toEqual([
      { questionId: 'mc', correct: false },
      { questionId: 'ms', correct: false },
      { questionId: 'tf', correct: true },
    ]);
    expect(body.reviewLessons).toEqual([{ id: 'intro', title: 'Intro' }]);
    const attempts = await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(learner) });
    expect(attempts.json()).toEqual({ attempts: [], best: null });
  });

  it('still completes the lesson when the unsaved attempt passed: the server scored it (decision 0026)', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    expect((await enroll(course.slug, learner)).statusCode).toBe(201);
    const response = await submitQuiz(course.slug, { tf: 'True', mc: 'b', ms: ['a', 'c'] }, learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ attempt: { id: null, passed: true }, completion: { progress: { completedLessonIds: ['check'] } } });
  });
});
