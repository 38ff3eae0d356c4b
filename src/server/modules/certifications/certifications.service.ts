import { randomBytes, randomInt } from 'node:crypto';
import type { AssessmentResult, CertificationTrackState, Credential, LessonToReread, OpenAssessment } from '../../../shared/api/certifications';
import { caseStudiesComplete } from '../../../shared/case-studies';
import { generateCertificateId, isCertificateId } from '../../../shared/certificate-id';
import {
  assessmentDeadline,
  CERTIFICATION_TRACKS,
  credentialExpiry,
  findCertificationTrack,
  nextAssessmentAttempt,
  type CertificationTrack,
} from '../../../shared/certification-tracks';
import { parseCurriculum, type Question } from '../../../shared/curriculum';
import { grants, mayTakeTrack } from '../../../shared/entitlements';
import { PLAN_OFFERS } from '../../../shared/plans';
import { drawQuizQuestions, RefusedAnswerError, scoreShownQuiz, type OptionAnswers, type ShownQuestion } from '../../../shared/quiz-draw';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { findHeldPlan } from '../billing/subscription.service';
import { findPublishedCourses, type CourseRow } from '../catalog/catalog.service';
import { findCertificateIdsByCourse } from '../certificates/certificates.service';
import {
  findAttempt,
  findAttempts,
  findCredential,
  insertCredential,
  insertOpenAttempt,
  markSubmitted,
  saveAnswer,
  type AssessmentAttemptRow,
  type CredentialRow,
} from './certifications.data';
import { findCaseStudiesOf } from './case-studies.data';

/**
 * The three certifications (issue 26, decision 0068). A track opens when all its courses are
 * published; a learner whose plan includes it and who finished its courses takes a timed
 * assessment drawn from those courses' quiz pools. The server keeps the time: an answer saved
 * after the deadline is refused, and an attempt left open past it is scored with what was saved.
 */

const RANDOM_RANGE = 2 ** 32;
const secureRandom = () => randomInt(RANDOM_RANGE) / RANDOM_RANGE;
const newOptionId = () => randomBytes(9).toString('base64url');

/** An assessment question's id names where it comes from: course, lesson and question. */
function poolQuestionId(slug: string, lessonId: string, questionId: string): string {
  return `${slug}:${lessonId}:${questionId}`;
}

/** Every module-quiz question of the track's courses, with ids unique across them. */
function assessmentPool(courses: readonly CourseRow[]): Question[] {
  return courses.flatMap((course) =>
    parseCurriculum(course.curriculum).modules.flatMap((module) =>
      module.lessons.flatMap((lesson) => (lesson.quiz?.questions ?? []).map((question) => ({ ...question, id: poolQuestionId(course.slug, lesson.id, question.id) }))),
    ),
  );
}

interface TrackCourses {
  published: CourseRow[];
  missing: string[];
}

function coursesOf(track: CertificationTrack, catalogue: readonly CourseRow[]): TrackCourses {
  const bySlug = new Map(catalogue.map((course) => [course.slug, course]));
  return {
    published: track.courseSlugs.flatMap((slug) => bySlug.get(slug) ?? []),
    missing: track.courseSlugs.filter((slug) => !bySlug.has(slug)),
  };
}

/** `eliteSeal`: the holder is an Elite member now, so the credential carries the Elite seal (decision 0096). */
export function presentCredential(row: CredentialRow, now: Date, eliteSeal: boolean): Credential {
  return {
    eliteSeal,
    credentialId: row.credentialId,
    trackId: row.trackId as Credential['trackId'],
    trackTitle: row.trackTitle,
    learnerName: row.learnerName,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    current: !row.revokedAt && (!row.expiresAt || row.expiresAt.getTime() > now.getTime()),
    revocation: row.revokedAt ? { revokedAt: row.revokedAt.toISOString(), reason: row.revocationReason } : null,
  };
}

function presentOpenAttempt(row: AssessmentAttemptRow): OpenAssessment {
  return {
    attemptId: row.id,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    questions: (row.shown as ShownQuestion[]).map(({ questionId, type, question, options }) => ({ id: questionId, type, question, options })),
    answers: row.answers as OptionAnswers as OpenAssessment['answers'],
  };
}

const percentOf = (score: number, total: number) => (total === 0 ? 0 : Math.round((score / total) * 100));

/**
 * Scores an attempt with what was saved before its deadline, once, and issues the credential on a
 * pass when the track asks nothing more. Returns the result, or undefined when another request
 * scored it first.
 */
async function scoreAttempt(db: DbExecutor, viewer: Viewer, track: CertificationTrack, attempt: AssessmentAttemptRow, submittedAt: Date) {
  const { published } = coursesOf(track, await findPublishedCourses(db));
  const shown = attempt.shown as ShownQuestion[];
  let scored;
  try {
    scored = scoreShownQuiz({ questions: assessmentPool(published), passing_score: track.passPercent }, shown, attempt.answers as OptionAnswers);
  } catch (error) {
    if (error instanceof RefusedAnswerError) throw new AppError('CONFLICT', 'A course of this certification changed during your attempt; start a new attempt');
    throw error;
  }
  return withTransaction(db, async (tx) => {
    if (!(await markSubmitted(tx, attempt.id, { score: scored.score, passed: scored.passed, submittedAt }))) return undefined;
    const credential = scored.passed ? await issueCredentialIfEarned(tx, viewer, track, submittedAt) : null;
    return { scored, shown, credential, courses: published };
  });
}

/**
 * Issues the learner's credential for the track once every requirement is met: a passed
 * assessment and, for the Elite tier, its approved case studies (decision 0093). Called when an
 * attempt passes and when the board approves a case study, whichever comes last; the credential
 * is the one the learner already holds when there is one.
 */
export async function issueCredentialIfEarned(
  tx: DbExecutor,
  learner: Pick<Viewer, 'id' | 'firstName' | 'lastName'>,
  track: CertificationTrack,
  now: Date,
): Promise<CredentialRow | null> {
  const passed = (await findAttempts(tx, learner.id, track.id)).filter((attempt) => attempt.passed).at(-1);
  if (!passed) return null;
  if (track.caseStudies > 0) {
    const statuses = (await findCaseStudiesOf(tx, learner.id)).map((caseStudy) => caseStudy.status);
    if (!caseStudiesComplete(statuses, track.caseStudies)) return null;
  }
  return insertCredential(
    tx,
    {
      userId: learner.id,
      trackId: track.id,
      attemptId: passed.id,
      learnerName: `${learner.firstName} ${learner.lastName}`.trim(),
      trackTitle: track.title,
      issuedAt: now,
      expiresAt: credentialExpiry(track, now),
    },
    generateCertificateId,
  );
}

/** The lessons a failed attempt's wrong questions test, once each, in the order they were shown. */
function lessonsToReread(shown: readonly ShownQuestion[], results: readonly { correct: boolean }[], courses: readonly CourseRow[]): LessonToReread[] {
  const lessons = new Map<string, LessonToReread>();
  for (const [index, question] of shown.entries()) {
    if (results[index]?.correct) continue;
    const [slug, lessonId] = question.questionId.split(':');
    const course = courses.find((entry) => entry.slug === slug);
    const lesson = course && parseCurriculum(course.curriculum).modules.flatMap((module) => module.lessons).find((entry) => entry.id === lessonId);
    if (!course || !lesson || lessons.has(`${slug}:${lessonId}`)) continue;
    lessons.set(`${slug}:${lessonId}`, { courseSlug: course.slug, courseTitle: course.title, lessonId: lesson.id, lessonTitle: lesson.title });
  }
  return [...lessons.values()];
}

/** Closes the learner's open attempt of the track if its time ran out, scoring what was saved in time. */
async function closeExpiredAttempt(db: DbExecutor, viewer: Viewer, track: CertificationTrack, attempts: AssessmentAttemptRow[], now: Date) {
  const open = attempts.find((attempt) => !attempt.submittedAt);
  if (open && open.deadlineAt.getTime() < now.getTime()) {
    await scoreAttempt(db, viewer, track, open, open.deadlineAt);
    return findAttempts(db, viewer.id, track.id);
  }
  return attempts;
}

function requireTrack(trackId: string): CertificationTrack {
  const track = findCertificationTrack(trackId);
  if (!track) throw notFound('There is no such certification');
  return track;
}

export async function listCertificationTracks(db: DbExecutor, viewer: Viewer, now: Date): Promise<{ tracks: CertificationTrackState[] }> {
  const catalogue = await findPublishedCourses(db);
  const certified = new Set((await findCertificateIdsByCourse(db, viewer.id)).keys());
  const tracks = [];
  for (const track of CERTIFICATION_TRACKS) {
    const attempts = await closeExpiredAttempt(db, viewer, track, await findAttempts(db, viewer.id, track.id), now);
    const { published, missing } = coursesOf(track, catalogue);
    const bySlug = new Map(published.map((course) => [course.slug, course]));
    const next = nextAssessmentAttempt(
      attempts.map((attempt) => attempt.startedAt),
      now,
    );
    const open = attempts.find((attempt) => !attempt.submittedAt);
    const last = attempts.filter((attempt) => attempt.submittedAt).at(-1);
    const caseStudies = track.caseStudies > 0 ? await findCaseStudiesOf(db, viewer.id) : [];
    const credential =
      (await findCredential(db, { userId: viewer.id, trackId: track.id })) ??
      // Catches up a credential whose last requirement was met while another request was deciding the other (a pass and an approval at once).
      (last?.passed && track.caseStudies > 0 ? await withTransaction(db, (tx) => issueCredentialIfEarned(tx, viewer, track, now)) : undefined);
    tracks.push({
      id: track.id,
      title: track.title,
      plan: track.plan,
      open: missing.length === 0,
      courses: track.courseSlugs.map((slug) => {
        const course = bySlug.get(slug);
        return { slug, title: course?.title ?? slug, published: course !== undefined, completed: course !== undefined && certified.has(course.id) };
      }),
      questionsPerAttempt: track.questionsPerAttempt,
      passPercent: track.passPercent,
      timeLimitMinutes: track.timeLimitMinutes,
      planIncluded: mayTakeTrack(viewer.plan, track.plan),
      attemptsLeft: next.attemptsLeft,
      nextAttemptAt: next.allowed ? null : next.retryAt.toISOString(),
      openAttempt: open ? { attemptId: open.id, deadlineAt: open.deadlineAt.toISOString() } : null,
      lastAttempt: last ? { percent: percentOf(last.score ?? 0, last.totalQuestions), passed: last.passed ?? false, submittedAt: last.submittedAt!.toISOString() } : null,
      credential: credential ? presentCredential(credential, now, grants(viewer.plan, 'eliteSeal')) : null,
      caseStudies:
        track.caseStudies > 0
          ? { required: track.caseStudies, items: caseStudies.map(({ id, title, status }) => ({ id, title, status })) }
          : null,
    });
  }
  return { tracks };
}

const formatDate = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * Starts the track's assessment, or resumes the learner's open attempt (`resumed`). Refused, with
 * what to do, for a plan that does not include it, a track whose courses are not all published,
 * courses not yet finished, a certification already held, or an attempt too soon.
 */
export async function startAssessment(db: DbExecutor, viewer: Viewer, trackId: string, now: Date): Promise<{ attempt: OpenAssessment; resumed: boolean }> {
  const track = requireTrack(trackId);
  if (!mayTakeTrack(viewer.plan, track.plan)) {
    throw new AppError('UPGRADE_REQUIRED', `${track.title} is included in the ${PLAN_OFFERS[track.plan].name} plan; upgrade to take its assessment`);
  }
  const { published, missing } = coursesOf(track, await findPublishedCourses(db));
  if (missing.length > 0) throw new AppError('CONFLICT', `${track.title} opens when all its courses are published; ${missing.length} still to come`);
  const certified = new Set((await findCertificateIdsByCourse(db, viewer.id)).keys());
  const unfinished = published.filter((course) => !certified.has(course.id));
  if (unfinished.length > 0) throw new AppError('CONFLICT', `Finish ${unfinished.map((course) => course.title).join(', ')} before the assessment`);
  const held = await findCredential(db, { userId: viewer.id, trackId: track.id });
  if (held && (!held.expiresAt || held.expiresAt.getTime() > now.getTime())) throw new AppError('CONFLICT', `You already hold ${track.title}`);

  const attempts = await closeExpiredAttempt(db, viewer, track, await findAttempts(db, viewer.id, track.id), now);
  const open = attempts.find((attempt) => !attempt.submittedAt);
  if (open) return { attempt: presentOpenAttempt(open), resumed: true };
  const next = nextAssessmentAttempt(
    attempts.map((attempt) => attempt.startedAt),
    now,
  );
  if (!next.allowed) {
    throw new AppError(
      'CONFLICT',
      next.reason === 'wait'
        ? `Attempts are 24 hours apart: you can start your next attempt on ${formatDate(next.retryAt)}`
        : `You have used your three attempts in 30 days: the next one opens on ${formatDate(next.retryAt)}`,
    );
  }
  const pool = assessmentPool(published);
  if (pool.length < track.minimumPool) throw new AppError('CONFLICT', `${track.title} is not ready yet: its question pool is being written`);
  const shown = drawQuizQuestions({ questions: pool, questions_per_attempt: track.questionsPerAttempt }, secureRandom, newOptionId);
  const inserted = await insertOpenAttempt(db, {
    userId: viewer.id,
    trackId: track.id,
    shown,
    startedAt: now,
    deadlineAt: assessmentDeadline(track, now),
    totalQuestions: shown.length,
  });
  if (inserted) return { attempt: presentOpenAttempt(inserted), resumed: false };
  const other = (await findAttempts(db, viewer.id, track.id)).find((attempt) => !attempt.submittedAt);
  if (!other) throw new AppError('CONFLICT', 'Your attempt could not be started; try again');
  return { attempt: presentOpenAttempt(other), resumed: true };
}

async function requireOwnAttempt(db: DbExecutor, viewer: Viewer, attemptId: string): Promise<AssessmentAttemptRow> {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.userId !== viewer.id) throw notFound('There is no such assessment attempt');
  if (attempt.submittedAt) throw new AppError('CONFLICT', 'This attempt was already submitted');
  return attempt;
}

/** Saves one answer by option id. After the deadline nothing is saved and the answer does not count. */
export async function saveAssessmentAnswer(db: DbExecutor, viewer: Viewer, attemptId: string, questionId: string, answer: string | string[], now: Date) {
  const attempt = await requireOwnAttempt(db, viewer, attemptId);
  const shown = (attempt.shown as ShownQuestion[]).find((question) => question.questionId === questionId);
  if (!shown) throw badRequest('This question is not part of your attempt', 'answer');
  const given = Array.isArray(answer) ? answer : [answer];
  if ((shown.type === 'multiple-select') !== Array.isArray(answer)) throw badRequest(shown.type === 'multiple-select' ? 'This question takes a list of options' : 'This question takes one option', 'answer');
  if (given.some((id) => !shown.options.some((option) => option.id === id))) throw badRequest('That option was not shown with this question', 'answer');
  if (!(await saveAnswer(db, attemptId, questionId, answer, now))) {
    throw new AppError('CONFLICT', 'Time is up: answers sent after the 60 minutes are not counted. Submit to see your result');
  }
  return { saved: true as const };
}

/** Scores the attempt with the answers saved before its deadline. */
export async function submitAssessment(db: DbExecutor, viewer: Viewer, attemptId: string, now: Date): Promise<AssessmentResult> {
  const attempt = await requireOwnAttempt(db, viewer, attemptId);
  const track = requireTrack(attempt.trackId);
  const submittedAt = now.getTime() > attempt.deadlineAt.getTime() ? attempt.deadlineAt : now;
  const outcome = await scoreAttempt(db, viewer, track, attempt, submittedAt);
  if (!outcome) throw new AppError('CONFLICT', 'This attempt was already submitted');
  const { scored, shown, credential, courses } = outcome;
  return {
    score: scored.score,
    totalQuestions: scored.totalQuestions,
    percent: scored.percent,
    passed: scored.passed,
    results: shown.map((question, index) => ({ questionId: question.questionId, correct: scored.results[index]!.correct })),
    credential: credential ? presentCredential(credential, now, grants(viewer.plan, 'eliteSeal')) : null,
    lessonsToReread: scored.passed ? [] : lessonsToReread(shown, scored.results, courses),
  };
}

/** Public: anyone holding a credential ID can confirm it, and whether it is still current. */
export async function verifyCredential(db: DbExecutor, credentialId: string, now: Date): Promise<{ credential: Credential }> {
  const id = credentialId.toUpperCase();
  const row = isCertificateId(id) ? await findCredential(db, { credentialId: id }) : undefined;
  if (!row) throw notFound('No certification has this ID');
  return { credential: presentCredential(row, now, grants((await findHeldPlan(db, row.userId, now)).plan, 'eliteSeal')) };
}
