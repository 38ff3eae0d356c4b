import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumInput } from '../../../shared/curriculum';
import { isCertificateId } from '../../../shared/certificate-id';
import { courseCertificates, courseProgress, courses, enrollments, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertCertificate } from './learning.data';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const quizCurriculum: CurriculumInput = {
  modules: [
    {
      id: 'm1',
      title: 'Basics',
      lessons: [
        { id: 'intro', title: 'Intro', content: 'Members-only lesson body' },
        {
          id: 'check',
          title: 'Check',
          quiz: {
            id: 'q1',
            title: 'Quick check',
            passing_score: 70,
            questions: [
              { id: 'tf', type: 'true-false', question: 'AI needs data?', correct_answer: true, explanation: 'It learns from data.' },
              { id: 'mc', type: 'multiple-choice', question: 'Pick b', options: ['a', 'b', 'c'], correct_answer: 1, explanation: 'b is right.' },
              { id: 'ms', type: 'multiple-select', question: 'Pick a and c', options: ['a', 'b', 'c'], correct_answers: [0, 2], explanation: 'a and c.' },
            ],
          },
        },
      ],
    },
    { id: 'm2', title: 'Practice', lessons: [{ id: 'apply', title: 'Apply' }, { id: 'wrap', title: 'Wrap up' }] },
  ],
};

const as = (learner: TestLearner | undefined) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
const enroll = (slug: string, learner?: TestLearner) => app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: as(learner) });
const player = (slug: string, learner?: TestLearner) => app.server.inject({ method: 'GET', url: `/api/learn/${slug}`, headers: as(learner) });
const complete = (slug: string, lessonId: string, learner?: TestLearner) =>
  app.server.inject({ method: 'POST', url: `/api/learn/${slug}/lessons/${lessonId}/completion`, headers: as(learner) });
const submitQuiz = (slug: string, answers: unknown, learner?: TestLearner) =>
  app.server.inject({ method: 'POST', url: `/api/learn/${slug}/lessons/check/quiz-attempts`, headers: as(learner), payload: { answers } as object });

async function subscribe(learner: TestLearner, plan: 'pro' | 'elite') {
  await app.database.db.insert(subscriptions).values({ userId: learner.id, planType: plan, status: 'active' });
}

describe('enrolment', () => {
  it('refuses visitors', async () => {
    const course = await createCourse(app.database.db);
    expect((await enroll(course.slug)).statusCode).toBe(401);
  });

  it('enrols a free learner in a free course once; a repeat counts as already enrolled', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db);
    const first = await enroll(course.slug, learner);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ enrolled: true, alreadyEnrolled: false });
    const again = await enroll(course.slug, learner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ enrolled: true, alreadyEnrolled: true });
    const rows = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.planType).toBe('free');
  });

  it('refuses a pro course to a free learner', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    const response = await enroll(course.slug, learner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'UPGRADE_REQUIRED', message: 'This course requires a pro plan or higher.' });
  });

  it('lets an elite learner into a pro course, recorded on their plan', async () => {
    const learner = await createLearner(app);
    await subscribe(learner, 'elite');
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    expect((await enroll(course.slug, learner)).statusCode).toBe(201);
    const [row] = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(row!.planType).toBe('elite');
  });

  it('lets an admin into any course, recorded on the free plan', async () => {
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'elite' });
    expect((await enroll(course.slug, admin)).statusCode).toBe(201);
    const [row] = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, admin.id));
    expect(row!.planType).toBe('free');
  });

  it('does not enrol learners in drafts or unknown courses', async () => {
    const learner = await createLearner(app);
    const draft = await createCourse(app.database.db, { published: false });
    expect((await enroll(draft.slug, learner)).statusCode).toBe(404);
    expect((await enroll('no-such-course', learner)).statusCode).toBe(404);
    expect((await enroll('Bad_Slug', learner)).statusCode).toBe(400);
  });

  it('lists the learner’s courses with their progress', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    await complete(course.slug, 'intro', learner);
    const response = await app.server.inject({ method: 'GET', url: '/api/me/courses', headers: as(learner) });
    expect(response.json().courses).toEqual([expect.objectContaining({ slug: course.slug, percent: 25 })]);
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

  it('issues exactly one certificate when the last two lessons complete in parallel', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    await complete(course.slug, 'intro', learner);
    await complete(course.slug, 'check', learner);
    const [a, b] = await Promise.all([complete(course.slug, 'apply', learner), complete(course.slug, 'wrap', learner)]);
    const issued = [a!.json(), b!.json()].filter((body) => body.certificateIssued);
    expect(issued).toHaveLength(1);
    expect(isCertificateId(issued[0].certificate.certificateId)).toBe(true);
    const certificates = await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, learner.id));
    expect(certificates).toHaveLength(1);
    const opened = (await player(course.slug, learner)).json();
    expect(opened.progress.percent).toBe(100);
    expect(opened.certificate.certificateId).toBe(certificates[0]!.certificateId);
  });
});

describe('quizzes', () => {
  it('scores on the server and reveals answers and explanations only with the result', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await enroll(course.slug, learner);
    const failed = await submitQuiz(course.slug, { tf: true, mc: 0, ms: [0] }, learner);
    expect(failed.statusCode).toBe(201);
    expect(failed.json().attempt).toMatchObject({ score: 1, totalQuestions: 3, percent: 33, passed: false });
    expect(failed.json().results).toEqual([
      { questionId: 'tf', correct: true, correctAnswer: true, explanation: 'It learns from data.' },
      { questionId: 'mc', correct: false, correctAnswer: 1, explanation: 'b is right.' },
      { questionId: 'ms', correct: false, correctAnswer: [0, 2], explanation: 'a and c.' },
    ]);
    const passed = await submitQuiz(course.slug, { tf: true, mc: 1, ms: [2, 0] }, learner);
    expect(passed.json().attempt).toMatchObject({ score: 3, percent: 100, passed: true });

    const attempts = await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(learner) });
    expect(attempts.json().attempts.map((attempt: { percent: number }) => attempt.percent)).toEqual([100, 33]);
    expect(attempts.json().best.percent).toBe(100);
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
    await submitQuiz(course.slug, { tf: true, mc: 1, ms: [0, 2] }, learner);
    expect((await submitQuiz(course.slug, { tf: true }, other)).statusCode).toBe(403);
    await enroll(course.slug, other);
    const theirs = await app.server.inject({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts`, headers: as(other) });
    expect(theirs.json()).toEqual({ attempts: [], best: null });
  });
});

describe('certificates', () => {
  it('earns no completion and no certificate in a course that went back to draft after enrolment', async () => {
    const learner = await createLearner(app);
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    await app.database.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));

    const refused = await complete(course.slug, 'only', learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'This course is still in development: lessons cannot be completed and no certificate is issued until it is published.',
    });
    expect(await app.database.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id))).toHaveLength(0);

    // An admin checking the draft may tick lessons off, but earns no certificate either.
    const checked = await complete(course.slug, 'only', admin);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ progress: { percent: 100 }, certificate: null, certificateIssued: false });
    expect(await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.courseId, course.id))).toHaveLength(0);
  });

  it('shows a learner their own certificate, nobody else’s, and verifies it publicly', async () => {
    const learner = await createLearner(app, { firstName: 'Grace', lastName: 'Okafor' });
    const other = await createLearner(app);
    const course = await createCourse(app.database.db, { title: 'Certified Course', curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    const { certificate } = (await complete(course.slug, 'only', learner)).json();

    const mine = await app.server.inject({ method: 'GET', url: `/api/certificates/${course.id}`, headers: as(learner) });
    expect(mine.json().certificate).toMatchObject({ certificateId: certificate.certificateId, learnerName: 'Grace Okafor', courseTitle: 'Certified Course' });
    expect((await app.server.inject({ method: 'GET', url: `/api/certificates/${course.id}`, headers: as(other) })).statusCode).toBe(404);
    expect((await app.server.inject({ method: 'GET', url: `/api/certificates/${course.id}` })).statusCode).toBe(401);
    expect((await app.server.inject({ method: 'GET', url: '/api/certificates/not-a-uuid', headers: as(learner) })).statusCode).toBe(400);

    const verified = await app.server.inject({ method: 'GET', url: `/api/verify/${certificate.certificateId.toLowerCase()}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().certificate).toMatchObject({ learnerName: 'Grace Okafor', courseTitle: 'Certified Course' });
    expect((await app.server.inject({ method: 'GET', url: '/api/verify/CERT-2026-ZZZZZZ' })).statusCode).toBe(404);
    expect((await app.server.inject({ method: 'GET', url: '/api/verify/%3Cscript%3E' })).statusCode).toBe(404);
  });
});

describe('certificate IDs', () => {
  it('draws another ID when the first is already held by another learner’s certificate', async () => {
    const [first, second] = [await createLearner(app), await createLearner(app)];
    const course = await createCourse(app.database.db);
    const { row: held } = await insertCertificate(app.database.db, first.id, course.id, () => 'CERT-2026-AAAAAA');
    const draws = ['CERT-2026-AAAAAA', 'CERT-2026-BBBBBB'];
    const issued = await insertCertificate(app.database.db, second.id, course.id, () => draws.shift()!);
    expect(issued).toMatchObject({ created: true, row: { userId: second.id, certificateId: 'CERT-2026-BBBBBB' } });
    expect(held.certificateId).toBe('CERT-2026-AAAAAA');
  });

  it('returns the learner’s existing certificate instead of a second one', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db);
    await insertCertificate(app.database.db, learner.id, course.id, () => 'CERT-2026-CCCCCC');
    const again = await insertCertificate(app.database.db, learner.id, course.id, () => 'CERT-2026-DDDDDD');
    expect(again).toMatchObject({ created: false, row: { certificateId: 'CERT-2026-CCCCCC' } });
  });
});
