import type {
  CompleteLessonResponse,
  MyEnrollmentsResponse,
  PlayerCourseResponse,
  QuizAttemptsResponse,
  QuizDrawResponse,
  SubmitQuizResponse,
} from '../../../shared/api/learning';
import { flattenLessons, isCourseComplete } from '../../../shared/course-progress';
import { parseCurriculum, type Curriculum, type Lesson } from '../../../shared/curriculum';
import { completesByQuiz, PASS_QUIZ_TO_COMPLETE } from '../../../shared/lesson-completion';
import { asShownQuestion, drawQuizQuestions, RefusedAnswerError, scoreShownQuiz, type OptionAnswers, type ShownQuestion } from '../../../shared/quiz-draw';
import type { QuizScore } from '../../../shared/quiz-scoring';
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import type { CourseRow } from '../catalog/catalog.service';
import { findCertificate, issueCertificate, findCertificateIdsByCourse } from '../certificates/certificates.service';
import { findCourseToOpen, listEnrolledCourses, listEnrolledCoursesOf } from '../enrollment/enrollment.service';
import { findResumePoints } from '../video-positions/video-positions.service';
import { assertCanComplete, mayComplete } from '../enrollment/enrollment.policy';
import {
  deleteUnsubmittedQuizDraws,
  findCompletedLessonIds,
  findCompletedLessonIdsByCourse,
  findQuizAttempts,
  findQuizDraw,
  insertProgress,
  insertQuizAttempt,
  insertQuizDraw,
  markQuizDrawSubmitted,
  lockLearnerCourse,
} from './learning.data';
import { presentAttempt, presentCompletion, presentEnrolledCourse, presentPlayerCourse, presentQuizResults } from './learning.presenter';
export { countCompletionsByLesson, lessonCompletionTimes } from './learning.data';

interface OpenedCourse {
  course: CourseRow;
  curriculum: Curriculum;
}

/** The course and its curriculum, if the viewer may open it (the enrollment module decides). */
async function openCourse(db: DbExecutor, viewer: Viewer, slug: string): Promise<OpenedCourse> {
  const course = await findCourseToOpen(db, viewer, slug);
  return { course, curriculum: parseCurriculum(course.curriculum) };
}

function findLesson(curriculum: Curriculum, lessonId: string): Lesson {
  const lesson = flattenLessons(curriculum).find((entry) => entry.lesson.id === lessonId)?.lesson;
  if (!lesson) throw notFound('Lesson not found in this course');
  return lesson;
}

export async function getPlayerCourse(db: DbExecutor, viewer: Viewer, slug: string): Promise<PlayerCourseResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  const [completed, certificate] = await Promise.all([
    findCompletedLessonIds(db, viewer.id, course.id),
    findCertificate(db, viewer.id, course.id),
  ]);
  return presentPlayerCourse(course, curriculum, completed, certificate);
}

/** The learner's enrolled courses with their progress (the dashboard). */
export async function listMyCourses(db: DbExecutor, viewer: Viewer): Promise<MyEnrollmentsResponse> {
  const [courses, completedByCourse, certificates] = await Promise.all([
    listEnrolledCourses(db, viewer),
    findCompletedLessonIdsByCourse(db, viewer.id),
    findCertificateIdsByCourse(db, viewer.id),
  ]);
  const resumePoints = await findResumePoints(db, viewer.id, courses);
  return {
    courses: courses.map((course) =>
      presentEnrolledCourse(course, completedByCourse.get(course.id) ?? [], certificates.get(course.id) ?? null, resumePoints.get(course.id) ?? null),
    ),
  };
}

/**
 * 'Mark as Complete': marks a lesson without a quiz complete. A lesson with a quiz is completed
 * by passing it (decision 0026), so marking it is refused with 409 and nothing is written.
 */
export async function completeLesson(db: DbExecutor, viewer: Viewer, slug: string, lessonId: string): Promise<CompleteLessonResponse> {
  const opened = await openCourse(db, viewer, slug);
  if (completesByQuiz(findLesson(opened.curriculum, lessonId))) throw new AppError('QUIZ_REQUIRED', PASS_QUIZ_TO_COMPLETE);
  return recordCompletion(db, viewer, opened, lessonId);
}

/**
 * A tool that completes its lesson (tools.md) was finished: completes the lesson unless it is
 * completed by its quiz or was complete already. Null when nothing was completed, so the
 * learner is told only once.
 */
export async function completeLessonByTool(db: DbExecutor, viewer: Viewer, slug: string, lessonId: string): Promise<CompleteLessonResponse | null> {
  const opened = await openCourse(db, viewer, slug);
  if (completesByQuiz(findLesson(opened.curriculum, lessonId))) return null;
  if ((await findCompletedLessonIds(db, viewer.id, opened.course.id)).includes(lessonId)) return null;
  return recordCompletion(db, viewer, opened, lessonId);
}

/**
 * The one completion path, whatever completes the lesson ('Mark as Complete', a passed quiz, a
 * tool): one progress row (once, whatever the retries) and, when that completes a published
 * course, the certificate in the same transaction.
 */
async function recordCompletion(db: DbExecutor, viewer: Viewer, { course, curriculum }: OpenedCourse, lessonId: string): Promise<CompleteLessonResponse> {
  assertCanComplete(viewer, course);
  return withTransaction(db, async (tx) => {
    await lockLearnerCourse(tx, viewer.id, course.id);
    await insertProgress(tx, viewer.id, course.id, lessonId);
    const completed = await findCompletedLessonIds(tx, viewer.id, course.id);
    let certificate = await findCertificate(tx, viewer.id, course.id);
    let certificateIssued = false;
    // An unconfirmed email gets no certificate yet: confirming it issues the ones earned (issueEarnedCertificates).
    if (!certificate && viewer.emailVerified && course.published && isCourseComplete(curriculum, completed)) {
      const issued = await issueCertificate(tx, viewer.id, course.id);
      certificate = issued.row;
      certificateIssued = issued.created;
    }
    return presentCompletion(curriculum, completed, certificate, certificateIssued, !course.published && isCourseComplete(curriculum, completed));
  });
}

/** Issues the certificates of every published course the learner completed and holds none for (run once their email is confirmed). */
export async function issueEarnedCertificates(db: DbExecutor, userId: string): Promise<number> {
  const [courses, completedByCourse, certificates] = await Promise.all([
    listEnrolledCoursesOf(db, userId),
    findCompletedLessonIdsByCourse(db, userId),
    findCertificateIdsByCourse(db, userId),
  ]);
  let issued = 0;
  for (const course of courses) {
    if (!course.published || certificates.has(course.id)) continue;
    if (!isCourseComplete(parseCurriculum(course.curriculum), completedByCourse.get(course.id) ?? [])) continue;
    if ((await issueCertificate(db, userId, course.id)).created) issued += 1;
  }
  return issued;
}

/**
 * How long a drawn attempt may be answered. A learner takes a quiz in minutes; a day covers a
 * long interruption, and after it the draw is abandoned and cleaned away.
 */
const QUIZ_DRAW_LIFETIME_MS = 24 * 60 * 60 * 1000;

function isQuizDrawExpired(drawnAt: Date, now: Date): boolean {
  return now.getTime() - drawnAt.getTime() > QUIZ_DRAW_LIFETIME_MS;
}

/** Removes attempts started and never submitted within their lifetime; safe to run in every process at once. */
export function cleanAbandonedQuizDraws(db: DbExecutor, now = new Date()): Promise<number> {
  return deleteUnsubmittedQuizDraws(db, new Date(now.getTime() - QUIZ_DRAW_LIFETIME_MS));
}

const RANDOM_RANGE = 2 ** 32;

/** Math.random's shape from the operating system's generator: a draw a learner cannot predict. */
function secureRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}

function newOptionId(): string {
  return randomBytes(9).toString('base64url');
}

/** Starts an attempt: draws its questions from the quiz's pool on the server and stores exactly what it shows. */
export async function startQuizDraw(db: DbExecutor, viewer: Viewer, slug: string, lessonId: string): Promise<QuizDrawResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  const quiz = findLesson(curriculum, lessonId).quiz;
  if (!quiz) throw notFound('This lesson has no quiz');
  const shown = drawQuizQuestions(quiz, secureRandom, newOptionId);
  const draw = await insertQuizDraw(db, { userId: viewer.id, courseId: course.id, lessonId, quizId: quiz.id, shown });
  return { drawId: draw.id, questions: shown.map(({ questionId, type, question, options }) => ({ id: questionId, type, question, options })) };
}

/**
 * Scores answers given by option id against the draw they answer, then stores the attempt with
 * what it showed. Answers and explanations are revealed only with a pass. An attempt that cannot
 * be stored is logged and the results still go back (spec §8), with no id. A passed attempt
 * completes its lesson through the one completion path (decision 0026), after the attempt is
 * stored: the server scored it, so the pass counts even if the row was lost. Another
 * learner's draw, a draw already submitted, a question not drawn or an option not shown is
 * refused before anything is written.
 */
export async function submitDrawnQuizAttempt(
  db: DbExecutor,
  viewer: Viewer,
  slug: string,
  lessonId: string,
  drawId: string,
  answers: OptionAnswers,
  log: FastifyBaseLogger,
): Promise<SubmitQuizResponse> {
  const opened = await openCourse(db, viewer, slug);
  const { course, curriculum } = opened;
  const quiz = findLesson(curriculum, lessonId).quiz;
  if (!quiz) throw notFound('This lesson has no quiz');
  const draw = await findQuizDraw(db, drawId);
  if (!draw || draw.userId !== viewer.id || draw.courseId !== course.id || draw.lessonId !== lessonId) throw notFound('This quiz attempt was not started; start the quiz again');
  if (draw.submittedAt) throw new AppError('CONFLICT', 'This attempt was already submitted; start the quiz again for a new one');
  if (isQuizDrawExpired(draw.drawnAt, new Date())) throw new AppError('CONFLICT', 'This attempt was started more than a day ago; start the quiz again for a fresh one');
  const shown = draw.shown as ShownQuestion[];
  let scored: QuizScore;
  try {
    scored = scoreShownQuiz(quiz, shown, answers);
  } catch (error) {
    if (error instanceof RefusedAnswerError) throw badRequest(error.message, 'answers');
    throw error;
  }
  if (!(await markQuizDrawSubmitted(db, drawId))) throw new AppError('CONFLICT', 'This attempt was already submitted; start the quiz again for a new one');
  const attempt = {
    userId: viewer.id,
    courseId: course.id,
    lessonId,
    quizId: quiz.id,
    score: scored.score,
    totalQuestions: scored.totalQuestions,
    passed: scored.passed,
    answers,
    drawId,
    shown,
  };
  let saved: SubmitQuizResponse['attempt'];
  try {
    saved = presentAttempt(await insertQuizAttempt(db, attempt));
  } catch (error) {
    log.error({ err: error, userId: viewer.id, courseId: course.id, lessonId }, 'quiz attempt not saved; the results are shown all the same');
    const { score, totalQuestions, percent, passed } = scored;
    saved = { id: null, score, totalQuestions, percent, passed, completedAt: new Date().toISOString() };
  }
  let completion: SubmitQuizResponse['completion'] = null;
  if (scored.passed && mayComplete(viewer, course) && !(await findCompletedLessonIds(db, viewer.id, course.id)).includes(lessonId)) {
    completion = await recordCompletion(db, viewer, opened, lessonId);
  }
  const drawnQuiz = { ...quiz, questions: shown.map((entry) => asShownQuestion(quiz.questions.find((question) => question.id === entry.questionId)!, entry)) };
  return { attempt: saved, ...presentQuizResults(curriculum, lessonId, drawnQuiz, scored), completion };
}

export async function listQuizAttempts(db: DbExecutor, viewer: Viewer, slug: string, lessonId: string): Promise<QuizAttemptsResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  if (!findLesson(curriculum, lessonId).quiz) throw notFound('This lesson has no quiz');
  const attempts = (await findQuizAttempts(db, viewer.id, course.id, lessonId)).map(presentAttempt);
  const best = attempts.reduce<(typeof attempts)[number] | null>((top, attempt) => (!top || attempt.percent > top.percent ? attempt : top), null);
  return { attempts, best };
}

