import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { InvalidCurriculumError } from '../../../shared/curriculum';
import { courseCertificates, courseProgress, courses } from '../../db/schema';
import { COURSE_BEING_UPDATED } from '../../http/error-handler';
import { createAdmin, createLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { byQuestionId, learningRequests, quizCurriculum } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const { as, enroll, player, complete, submitQuiz } = learningRequests(() => app);

describe('my courses', () => {
  it('lists the learner’s courses with their progress', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    await complete(course.slug, 'intro', learner);
    const response = await app.server.inject({ method: 'GET', url: '/api/me/courses', headers: as(learner) });
    expect(response.json().courses).toEqual([expect.objectContaining({ slug: course.slug, percent: 25, certificateId: null })]);
  });

  it('gives a completed course’s certificate ID, for the dashboard’s View Certificate', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    const { certificate } = (await complete(course.slug, 'only', learner)).json();
    const response = await app.server.inject({ method: 'GET', url: '/api/me/courses', headers: as(learner) });
    expect(response.json().courses).toEqual([expect.objectContaining({ slug: course.slug, percent: 100, certificateId: certificate.certificateId })]);
  });
});

describe('lesson player access', () => {
  it('gives 403 to a learner not enrolled, and the lesson bodies to one who is', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    const refused = await player(course.slug, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'NOT_ENROLLED', message: 'Please enroll in this course first' });
    expect(refused.body).not.toContain('Members-only lesson body');

    await enroll(course.slug, learner);
    const opened = await player(course.slug, learner);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Members-only lesson body');
  });

  it('never sends quiz answers or explanations before an attempt', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const body = (await player(course.slug, learner)).body;
    expect(body).toContain('Quick check');
    expect(body).not.toContain('correct_answer');
    expect(body).not.toContain('It learns from data.');
  });

  it('sends a quiz with its lesson as a summary only: the questions come with a draw, so the pool cannot be read whole', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const response = await player(course.slug, learner);
    const check = response.json().course.modules[0].lessons[1];
    expect(check.quiz).toEqual({ id: 'q1', title: 'Quick check', description: '', passing_score: 70, questions_per_attempt: 3 });
    expect(response.body).not.toMatch(/AI needs data\?|Pick a and c/);
  });

  it('opens any course to an admin without enrolment, and none to visitors', async () => {
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum, requiredPlan: 'elite' });
    expect((await player(course.slug, admin)).statusCode).toBe(200);
    expect((await player(course.slug)).statusCode).toBe(401);
  });
});

describe('progress', () => {
  it('refuses lessons of another course, unknown lessons and learners not enrolled', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    const other = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'x', title: 'X', lessons: [{ id: 'elsewhere', title: 'Elsewhere' }] }] } });
    expect((await complete(course.slug, 'intro', learner)).statusCode).toBe(403);
    await enroll(course.slug, learner);
    expect((await complete(course.slug, 'elsewhere', learner)).statusCode).toBe(404);
    expect((await complete(course.slug, 'no-such-lesson', learner)).statusCode).toBe(404);
    expect((await complete(other.slug, 'elsewhere', learner)).statusCode).toBe(403);
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toEqual([]);
  });

  it('leaves one progress row after 50 parallel completions of one lesson', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const responses = await Promise.all(Array.from({ length: 50 }, () => complete(course.slug, 'intro', learner)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await app.database.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, learner.id), eq(courseProgress.courseId, course.id)));
    expect(rows).toHaveLength(1);
    expect(responses[0]!.json().progress).toMatchObject({ completedCount: 1, totalLessons: 4, percent: 25 });
  });
});
describe('quizzes', () => {
  it('scores on the server; a failed attempt shows which questions were wrong and what to re-read, a passed one every answer and explanation', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const failed = await submitQuiz(course.slug, { tf: 'True', mc: 'a', ms: ['a'] }, learner);
    expect(failed.statusCode).toBe(201);
    expect(failed.json().attempt).toMatchObject({ score: 1, totalQuestions: 3, percent: 33, passed: false });
    expect(byQuestionId(failed.json().results)).toEqual([
      { questionId: 'mc', correct: false },
      { questionId: 'ms', correct: false },
      { questionId: 'tf', correct: true },
    ]);
    expect(failed.json().reviewLessons).toEqual([{ id: 'intro', title: 'Intro' }]);
    expect(failed.body).not.toMatch(/correctAnswer|explanation|b is right|a and c|It learns from data/);
    const passed = await submitQuiz(course.slug, { tf: 'True', mc: 'b', ms: ['c', 'a'] }, learner);
    expect(passed.json().attempt).toMatchObject({ score: 3, percent: 100, passed: true });
    expect(byQuestionId(passed.json().results)).toEqual([
      // Positions in the options as this attempt showed them, which the draw shuffled.
      { questionId: 'mc', correct: true, correctAnswer: expect.any(Number), explanation: 'b is right.' },
      { questionId: 'ms', correct: true, correctAnswer: [expect.any(Number), expect.any(Number)], explanation: 'a and c.' },
      { questionId: 'tf', correct: true, correctAnswer: true, explanation: 'It learns from data.' },
    ]);
    expect(passed.json().reviewLessons).toEqual([]);

    const attempts = await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(learner) });
    expect(attempts.json().attempts.map((attempt: { percent: number }) => attempt.percent)).toEqual([100, 33]);
    expect(attempts.json().best.percent).toBe(100);
  });

  it('sends a failed attempt back to the lessons its missed questions name, in course order', async () => {
    const learner = await createLearner(app);
    const named = structuredClone(quizCurriculum);
    const [tf, mc, ms] = named.modules[0]!.lessons[1]!.quiz!.questions;
    Object.assign(tf!, { lesson: 'intro' });
    Object.assign(mc!, { lesson: 'wrap' });
    Object.assign(ms!, { lesson: 'apply' });
    const course = await createCourse(app.database.db, { curriculum: named });
    await enroll(course.slug, learner);
    const failed = await submitQuiz(course.slug, { tf: 'True', mc: 'a', ms: ['a'] }, learner);
    expect(failed.json().attempt.passed).toBe(false);
    expect(failed.json().reviewLessons).toEqual([
      { id: 'apply', title: 'Apply' },
      { id: 'wrap', title: 'Wrap up' },
    ]);
  });

  it('answers 400 to answers of the wrong shape', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    for (const answers of ['all of them', [true, 1], { tf: 'yes' }, { mc: -1 }, { ms: [0.5] }, null]) {
      expect((await submitQuiz(course.slug, answers, learner)).statusCode, JSON.stringify(answers)).toBe(400);
    }
  });

  it("keeps each learner's attempts to themselves and refuses learners not enrolled", async () => {
    const learner = await createLearner(app);
    const other = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    await submitQuiz(course.slug, { tf: 'True', mc: 'b', ms: ['a', 'c'] }, learner);
    expect((await submitQuiz(course.slug, { tf: 'True' }, other)).statusCode).toBe(403);
    await enroll(course.slug, other);
    const theirs = await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(other) });
    expect(theirs.json()).toEqual({ attempts: [], best: null });
  });
});

describe('completing a lesson with a quiz (decision 0026)', () => {
  const passing = { tf: 'True', mc: 'b', ms: ['a', 'c'] };
  const failing = { tf: 'True', mc: 'a', ms: ['a'] };

  it("refuses 'Mark as Complete' on a lesson with a quiz, with a message saying what is needed, and writes nothing", async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const refused = await complete(course.slug, 'check', learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'QUIZ_REQUIRED', message: 'Pass the quiz to complete this lesson.' });
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toEqual([]);
  });

  it('completes the lesson when the quiz is passed, not when it is failed, and announces it once', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);

    const failed = await submitQuiz(course.slug, failing, learner);
    expect(failed.json()).toMatchObject({ attempt: { passed: false }, completion: null });
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toEqual([]);

    const passed = await submitQuiz(course.slug, passing, learner);
    expect(passed.statusCode).toBe(201);
    expect(passed.json().completion).toEqual({
      progress: { completedLessonIds: ['check'], completedCount: 1, totalLessons: 4, percent: 25 },
      certificate: null,
      certificateIssued: false,
      certificateWhenPublished: false,
    });
    const again = await submitQuiz(course.slug, passing, learner);
    expect(again.json()).toMatchObject({ attempt: { passed: true }, completion: null });
    expect(JSON.parse((await player(course.slug, learner)).body).progress.completedLessonIds).toEqual(['check']);
  });

  it('issues the certificate in the same completion when passing the quiz finishes the course', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    for (const lessonId of ['intro', 'apply', 'wrap']) expect((await complete(course.slug, lessonId, learner)).statusCode).toBe(200);
    const passed = await submitQuiz(course.slug, passing, learner);
    expect(passed.json().completion).toMatchObject({ progress: { percent: 100 }, certificate: { certificateId: expect.stringMatching(/^CERT-\d{4}-[A-Z0-9]{6}$/) }, certificateIssued: true });
    const certificates = await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, learner.id));
    expect(certificates).toHaveLength(1);
  });

  it('scores a quiz in a course gone back to draft but completes nothing there', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    await app.database.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));
    const passed = await submitQuiz(course.slug, passing, learner);
    expect(passed.statusCode).toBe(201);
    expect(passed.json()).toMatchObject({ attempt: { passed: true }, completion: null });
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toEqual([]);
  });
});

describe('drafts', () => {
  it('earns no completion and no certificate in a course that went back to draft after enrolment', async () => {
    const learner = await createLearner(app);
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    await app.database.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));

    const refused = await complete(course.slug, 'only', learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'COURSE_IN_DEVELOPMENT',
      message: 'This course is still in development: lessons cannot be completed and no certificate is issued until it is published.',
    });
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toHaveLength(0);

    // An admin checking the draft may tick lessons off, but earns no certificate either.
    const checked = await complete(course.slug, 'only', admin);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ progress: { percent: 100 }, certificate: null, certificateIssued: false });
    expect(await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.courseId, course.id))).toHaveLength(0);
  });
});

describe('a course whose stored curriculum is malformed (written around the API)', () => {
  it('answers 503 with a message for the learner on every learning route, logs it as an error, and keeps the dashboard working', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    expect((await enroll(course.slug, learner)).statusCode).toBe(201);
    await app.database.db.update(courses).set({ curriculum: { modules: [{ id: 'm1', title: 'Basics', lessons: 'not a list' }] } }).where(eq(courses.id, course.id));
    const logged = vi.spyOn(app.server.log, 'error');
    try {
      const answers = [
        await player(course.slug, learner),
        await complete(course.slug, 'intro', learner),
        await submitQuiz(course.slug, { tf: 'True' }, learner),
        await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(learner) }),
        await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/intro/tools/roi-calculator`, headers: as(learner) }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ error: 'UNAVAILABLE', message: COURSE_BEING_UPDATED });
      }
      expect(logged).toHaveBeenCalledTimes(answers.length);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(InvalidCurriculumError), url: `/api/learn/${course.slug}` }),
        'stored curriculum is malformed; the course cannot be opened',
      );
    } finally {
      logged.mockRestore();
    }
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toEqual([]);
    const dashboard = await app.server.inject({ method: 'GET', url: '/api/me/courses', headers: as(learner) });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().courses).toEqual([expect.objectContaining({ slug: course.slug, percent: 0 })]);
  });
});
