import type { CompleteLessonResponse, PlayerCourseResponse, QuizAttemptsResponse, SubmitQuizResponse } from '../../../shared/api/learning';
import { generateCertificateId } from '../../../shared/certificate-id';
import { flattenLessons, isCourseComplete } from '../../../shared/course-progress';
import { parseCurriculum, type Curriculum, type Lesson, type Question } from '../../../shared/curriculum';
import { scoreQuiz } from '../../../shared/quiz-scoring';
import type { Database } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { findCourseBySlug, type CourseRow } from '../catalog/catalog.data';
import { isEnrolled } from '../enrollment/enrollment.data';
import { assertCanComplete, assertCanOpen } from '../enrollment/enrollment.policy';
import {
  findCertificate,
  findCompletedLessonIds,
  findQuizAttempts,
  insertCertificate,
  insertProgress,
  insertQuizAttempt,
  lockLearnerCourse,
} from './learning.data';
import { presentPlayerCourse, presentProgress } from './learning.presenter';

interface OpenedCourse {
  course: CourseRow;
  curriculum: Curriculum;
}

/** The course, if the viewer may open it: 404 for an unknown course, 403 without an enrolment (admins pass). */
async function openCourse(db: Database, viewer: Viewer, slug: string): Promise<OpenedCourse> {
  const course = await findCourseBySlug(db, slug);
  if (!course) throw notFound('Course not found');
  assertCanOpen(viewer, viewer.isAdmin || (await isEnrolled(db, viewer.id, course.id)));
  return { course, curriculum: parseCurriculum(course.curriculum) };
}

function findLesson(curriculum: Curriculum, lessonId: string): Lesson {
  const lesson = flattenLessons(curriculum).find((entry) => entry.lesson.id === lessonId)?.lesson;
  if (!lesson) throw notFound('Lesson not found in this course');
  return lesson;
}

export async function getPlayerCourse(db: Database, viewer: Viewer, slug: string): Promise<PlayerCourseResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  const [completed, certificate] = await Promise.all([findCompletedLessonIds(db, viewer.id, course.id), findCertificate(db, viewer.id, course.id)]);
  return presentPlayerCourse(course, curriculum, completed, certificate);
}

/**
 * Marks a lesson complete (once, whatever the retries) and, when that completes a published
 * course, issues the certificate in the same transaction.
 */
export async function completeLesson(db: Database, viewer: Viewer, slug: string, lessonId: string): Promise<CompleteLessonResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  findLesson(curriculum, lessonId);
  assertCanComplete(viewer, course);
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    await lockLearnerCourse(tx, viewer.id, course.id);
    await insertProgress(tx, viewer.id, course.id, lessonId);
    const completed = await findCompletedLessonIds(tx, viewer.id, course.id);
    let certificate = await findCertificate(tx, viewer.id, course.id);
    let certificateIssued = false;
    if (!certificate && course.published && isCourseComplete(curriculum, completed)) {
      const issued = await insertCertificate(tx, viewer.id, course.id, generateCertificateId);
      certificate = issued.row;
      certificateIssued = issued.created;
    }
    return {
      progress: presentProgress(curriculum, completed),
      certificate: certificate ? { certificateId: certificate.certificateId, issuedAt: certificate.issuedAt.toISOString() } : null,
      certificateIssued,
    };
  });
}

function correctAnswerOf(question: Question): boolean | number | number[] {
  return question.type === 'multiple-select' ? question.correct_answers : question.correct_answer;
}

type AttemptRow = typeof quizAttempts.$inferSelect;

function presentAttempt(row: AttemptRow) {
  return {
    id: row.id,
    score: row.score,
    totalQuestions: row.totalQuestions,
    percent: row.totalQuestions === 0 ? 0 : Math.round((row.score / row.totalQuestions) * 100),
    passed: row.passed,
    completedAt: row.completedAt.toISOString(),
  };
}

/** Scores on the server and stores the attempt; only now are answers and explanations revealed. */
export async function submitQuizAttempt(
  db: Database,
  viewer: Viewer,
  slug: string,
  lessonId: string,
  answers: Record<string, unknown>,
): Promise<SubmitQuizResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  const quiz = findLesson(curriculum, lessonId).quiz;
  if (!quiz) throw notFound('This lesson has no quiz');
  const scored = scoreQuiz(quiz, answers);
  const row = await insertQuizAttempt(db, {
    userId: viewer.id,
    courseId: course.id,
    lessonId,
    quizId: quiz.id,
    score: scored.score,
    totalQuestions: scored.totalQuestions,
    passed: scored.passed,
    answers,
  });
  return {
    attempt: presentAttempt(row),
    results: quiz.questions.map((question, index) => ({
      questionId: question.id,
      correct: scored.results[index]!.correct,
      correctAnswer: correctAnswerOf(question),
      explanation: question.explanation,
    })),
  };
}

export async function listQuizAttempts(db: Database, viewer: Viewer, slug: string, lessonId: string): Promise<QuizAttemptsResponse> {
  const { course, curriculum } = await openCourse(db, viewer, slug);
  if (!findLesson(curriculum, lessonId).quiz) throw notFound('This lesson has no quiz');
  const attempts = (await findQuizAttempts(db, viewer.id, course.id, lessonId)).map(presentAttempt);
  const best = attempts.reduce<(typeof attempts)[number] | null>((top, attempt) => (!top || attempt.percent > top.percent ? attempt : top), null);
  return { attempts, best };
}
