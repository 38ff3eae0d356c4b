import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCertificationTracks, saveAssessmentAnswer, startAssessment, submitAssessment, verifyCredential, type OpenAssessment } from '../../../shared/api/certifications';
import type { CertificationTrackId } from '../../../shared/certification-tracks';
import { parseCurriculum, type Question } from '../../../shared/curriculum';
import { certificationAttempts, courses, subscriptions } from '../../db/schema';
import { createLearner, type TestLearner } from '../../testing/accounts';
import type { AnyEndpoint, EndpointArgs } from '../../../shared/api/endpoint';
import { injectEndpoint } from '../../testing/endpoint-request';
import { useTestApp } from '../../testing/test-app';
import { issueCertificate } from '../certificates/certificates.service';

const AI_101 = 'ai-101-for-business-owners';
const FUNDAMENTALS = 'ai-ready-fundamentals';
const HOUR = 60 * 60 * 1000;

const app = useTestApp({ seed: true });
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (Date only: the app's timers keep running). */
function setClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

const call = async <E extends AnyEndpoint>(endpoint: E, learner: TestLearner | undefined, ...input: EndpointArgs<E>) =>
  (await injectEndpoint(app.server, endpoint, { cookie: learner?.cookie }, ...input)).response;

async function ai101Pool(): Promise<Map<string, Question>> {
  const [course] = await app.database.db.select().from(courses).where(eq(courses.slug, AI_101));
  const pool = new Map<string, Question>();
  for (const lesson of parseCurriculum(course!.curriculum).modules.flatMap((module) => module.lessons)) {
    for (const question of lesson.quiz?.questions ?? []) pool.set(`${AI_101}:${lesson.id}:${question.id}`, question);
  }
  return pool;
}

/** The option ids to send for a shown question: the right ones, or deliberately wrong ones. */
function answerFor(shown: OpenAssessment['questions'][number], question: Question, right: boolean): string | string[] {
  const idOf = (text: string) => shown.options.find((option) => option.text === text)!.id;
  if (question.type === 'true-false') return idOf(question.correct_answer === right ? 'True' : 'False');
  if (question.type === 'multiple-choice') return idOf(question.options[right ? question.correct_answer : (question.correct_answer + 1) % question.options.length]!);
  const correct = question.options.filter((_, index) => question.correct_answers.includes(index));
  return right ? correct.map(idOf) : [idOf(question.options.find((_, index) => !question.correct_answers.includes(index))!)];
}

async function learnerWhoFinishedAi101(): Promise<TestLearner> {
  const learner = await createLearner(app, { firstName: 'Maria', lastName: 'Lopez' });
  const [course] = await app.database.db.select().from(courses).where(eq(courses.slug, AI_101));
  await issueCertificate(app.database.db, learner.id, course!.id);
  return learner;
}

const start = (learner: TestLearner, trackId = FUNDAMENTALS) => call(startAssessment, learner, { params: { trackId: trackId as CertificationTrackId } });
const save = (learner: TestLearner, attemptId: string, questionId: string, answer: string | string[]) =>
  call(saveAssessmentAnswer, learner, { params: { attemptId, questionId }, body: { answer } });
const submit = (learner: TestLearner, attemptId: string) => call(submitAssessment, learner, { params: { attemptId } });

/** Answers every question of the attempt: all right, or the first `wrong` of them wrong. */
async function answerAll(learner: TestLearner, attempt: OpenAssessment, wrong = 0) {
  const pool = await ai101Pool();
  for (const [index, shown] of attempt.questions.entries()) {
    expect((await save(learner, attempt.attemptId, shown.id, answerFor(shown, pool.get(shown.id)!, index >= wrong))).statusCode).toBe(200);
  }
}

describe('the AI-Ready Business Fundamentals assessment', () => {
  it('refuses visitors, learners who have not finished AI 101, and a track above the learner’s plan', async () => {
    const visitor = await call(startAssessment, undefined, { params: { trackId: FUNDAMENTALS } });
    expect(visitor.statusCode).toBe(401);
    const beginner = await createLearner(app);
    const early = await start(beginner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Finish AI 101 for Business Owners before the assessment/);
    const strategist = await start(beginner, 'ai-business-strategist');
    expect(strategist.statusCode).toBe(403);
    expect(strategist.json()).toMatchObject({ error: 'UPGRADE_REQUIRED', message: expect.stringMatching(/Pro Member/) });
    expect((await start(beginner, 'no-such-track')).statusCode).toBe(400);
    expect(await app.database.db.select().from(certificationAttempts).where(eq(certificationAttempts.userId, beginner.id))).toEqual([]);
  });

  it('draws 20 questions from the course’s pool, resumes the same attempt in a second tab, and issues a credential anyone can verify on a pass', async () => {
    const learner = await learnerWhoFinishedAi101();
    const [first, ...others] = await Promise.all([start(learner), start(learner), start(learner)]);
    const attempt: OpenAssessment = first!.json();
    expect(attempt.questions).toHaveLength(20);
    expect(JSON.stringify(attempt)).not.toMatch(/correct|explanation/);
    for (const other of others) expect(other.json().attemptId).toBe(attempt.attemptId);
    expect([first, ...others].map((response) => response!.statusCode).sort()).toEqual([200, 200, 201]);

    await answerAll(learner, attempt);
    const resumed: OpenAssessment = (await start(learner)).json();
    expect(Object.keys(resumed.answers)).toHaveLength(20);

    const result = await submit(learner, attempt.attemptId);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ score: 20, percent: 100, passed: true, lessonsToReread: [], credential: { trackTitle: 'AI-Ready Business Fundamentals', learnerName: 'Maria Lopez', expiresAt: null, current: true } });
    expect(result.body).not.toMatch(/correctAnswer|explanation/);
    const { credentialId } = result.json().credential;
    const verified = await call(verifyCredential, undefined, { params: { credentialId: credentialId.toLowerCase() } });
    expect(verified.json().credential).toMatchObject({ credentialId, learnerName: 'Maria Lopez', trackTitle: 'AI-Ready Business Fundamentals' });
    expect((await submit(learner, attempt.attemptId)).statusCode).toBe(409);
    expect((await start(learner)).json().message).toBe('You already hold AI-Ready Business Fundamentals');

    const tracks = (await call(listCertificationTracks, learner)).json().tracks;
    expect(tracks[0]).toMatchObject({ id: FUNDAMENTALS, open: true, courses: [{ slug: AI_101, completed: true }], credential: { credentialId } });
  });

  it('fails below 80 %, makes the learner wait 24 hours, and allows three attempts in 30 days', async () => {
    const learner = await learnerWhoFinishedAi101();
    const day0 = new Date();
    setClock(day0);
    const first: OpenAssessment = (await start(learner)).json();
    await answerAll(learner, first, 5);
    const failed = await submit(learner, first.attemptId);
    expect(failed.json()).toMatchObject({ score: 15, percent: 75, passed: false, credential: null });
    const wrongLessons = [...new Set(first.questions.slice(0, 5).map((question) => question.id.split(':')[1]))];
    expect(failed.json().lessonsToReread.map((lesson: { lessonId: string }) => lesson.lessonId)).toEqual(wrongLessons);
    expect(failed.json().lessonsToReread[0]).toMatchObject({ courseSlug: AI_101, courseTitle: 'AI 101 for Business Owners', lessonTitle: expect.any(String) });
    expect(failed.body).not.toMatch(/correctAnswer|explanation|correct_answer/);

    const tooSoon = await start(learner);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/^Attempts are 24 hours apart: you can start your next attempt on /);

    setClock(new Date(day0.getTime() + 25 * HOUR));
    const second: OpenAssessment = (await start(learner)).json();
    expect(second.attemptId).not.toBe(first.attemptId);
    await submit(learner, second.attemptId);
    setClock(new Date(day0.getTime() + 50 * HOUR));
    await submit(learner, (await start(learner)).json().attemptId);
    setClock(new Date(day0.getTime() + 75 * HOUR));
    const fourth = await start(learner);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/^You have used your three attempts in 30 days: the next one opens on /);
    const tracks = (await call(listCertificationTracks, learner)).json().tracks;
    expect(tracks[0]).toMatchObject({ attemptsLeft: 0, lastAttempt: { passed: false } });
  });

  it('does not count an answer sent after the 60 minutes, and scores an abandoned attempt with what was saved in time', async () => {
    const learner = await learnerWhoFinishedAi101();
    const startedAt = new Date();
    setClock(startedAt);
    const attempt: OpenAssessment = (await start(learner)).json();
    const pool = await ai101Pool();
    const [inTime, late] = attempt.questions;
    expect((await save(learner, attempt.attemptId, inTime!.id, answerFor(inTime!, pool.get(inTime!.id)!, true))).statusCode).toBe(200);

    setClock(new Date(startedAt.getTime() + 61 * 60 * 1000));
    const refused = await save(learner, attempt.attemptId, late!.id, answerFor(late!, pool.get(late!.id)!, true));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Time is up: answers sent after the 60 minutes are not counted/);
    const result = await submit(learner, attempt.attemptId);
    expect(result.json()).toMatchObject({ score: 1, totalQuestions: 20, passed: false });
  });

  it('refuses another learner’s attempt, a question not drawn and an option not shown, writing nothing', async () => {
    const learner = await learnerWhoFinishedAi101();
    const other = await createLearner(app);
    const attempt: OpenAssessment = (await start(learner)).json();
    const [question] = attempt.questions;
    expect((await save(other, attempt.attemptId, question!.id, question!.options[0]!.id)).statusCode).toBe(404);
    expect((await submit(other, attempt.attemptId)).statusCode).toBe(404);
    expect((await save(learner, attempt.attemptId, 'not-drawn', question!.options[0]!.id)).statusCode).toBe(400);
    expect((await save(learner, attempt.attemptId, question!.id, 'not-an-option')).statusCode).toBe(400);
    expect((await start(learner)).json().answers).toEqual({});
  });

  it('opens the Elite track only to Elite members, who see which courses are left', async () => {
    const elite = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: elite.id, planType: 'elite', status: 'active' });
    const tracks = (await call(listCertificationTracks, elite)).json().tracks;
    const partner = tracks.find((track: { id: string }) => track.id === 'ai-implementation-partner');
    expect(partner).toMatchObject({ planIncluded: true, open: true, questionsPerAttempt: 40, passPercent: 90 });
    expect(partner.courses.every((course: { completed: boolean }) => !course.completed)).toBe(true);
    expect((await start(elite, 'ai-implementation-partner')).json().message).toMatch(/^Finish AI Strategy Blueprint/);
  });
});
