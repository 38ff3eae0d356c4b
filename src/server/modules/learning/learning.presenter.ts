import type { CompleteLessonResponse, EnrolledCourse, PlayerCourseResponse, SubmitQuizResponse } from '../../../shared/api/learning';
import { parseCurriculum, questionsPerAttempt, type Curriculum, type Question, type Quiz } from '../../../shared/curriculum';
import { countCompleted, progressPercent } from '../../../shared/course-progress';
import { countLessons } from '../../../shared/curriculum-outline';
import type { QuizScore } from '../../../shared/quiz-scoring';
import type { QuizAttemptRow } from './learning.data';
import type { CourseRow } from '../catalog/catalog.service';

type CertificateSummary = { certificateId: string; issuedAt: Date } | undefined;

function presentCertificateSummary(certificate: CertificateSummary) {
  return certificate ? { certificateId: certificate.certificateId, issuedAt: certificate.issuedAt.toISOString() } : null;
}

/** A quiz as the player gets it with its lesson: its questions come only from a draw (issue 26). */
export function presentQuizSummary(quiz: Quiz) {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    passing_score: quiz.passing_score,
    questions_per_attempt: questionsPerAttempt(quiz),
  };
}

export function presentProgress(curriculum: Curriculum, completedLessonIds: string[]) {
  const known = new Set(curriculum.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
  const completed = completedLessonIds.filter((id) => known.has(id));
  const totalLessons = countLessons(curriculum);
  const completedCount = countCompleted(curriculum, completed);
  return { completedLessonIds: completed, completedCount, totalLessons, percent: progressPercent(completedCount, totalLessons) };
}

export function presentPlayerCourse(
  course: CourseRow,
  curriculum: Curriculum,
  completedLessonIds: string[],
  certificate: CertificateSummary,
): PlayerCourseResponse {
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      level: course.level,
      earlyAccess: !course.published && course.earlyAccess,
      modules: curriculum.modules.map((module) => ({
        id: module.id,
        title: module.title,
        lessons: module.lessons.map((lesson) => ({ ...lesson, quiz: lesson.quiz ? presentQuizSummary(lesson.quiz) : null })),
      })),
    },
    progress: presentProgress(curriculum, completedLessonIds),
    certificate: presentCertificateSummary(certificate),
  };
}

export function presentCompletion(
  curriculum: Curriculum,
  completedLessonIds: string[],
  certificate: CertificateSummary,
  certificateIssued: boolean,
  certificateWhenPublished = false,
): CompleteLessonResponse {
  return { progress: presentProgress(curriculum, completedLessonIds), certificate: presentCertificateSummary(certificate), certificateIssued, certificateWhenPublished };
}

/** A course on the learner's dashboard, with the percent of its lessons they completed and their certificate, if earned. */
export function presentEnrolledCourse(
  course: CourseRow,
  completedLessonIds: string[],
  certificateId: string | null,
  resume: EnrolledCourse['resume'],
): EnrolledCourse {
  let percent = 0;
  try {
    const curriculum = parseCurriculum(course.curriculum);
    percent = progressPercent(countCompleted(curriculum, completedLessonIds), countLessons(curriculum));
  } catch {
    // A malformed curriculum shows as 0% rather than hiding the enrolment.
  }
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    level: course.level,
    thumbnailUrl: course.thumbnailUrl,
    requiredPlan: course.requiredPlan,
    percent,
    certificateId,
    resume,
  };
}

export function presentAttempt(row: QuizAttemptRow) {
  return {
    id: row.id,
    score: row.score,
    totalQuestions: row.totalQuestions,
    percent: row.totalQuestions === 0 ? 0 : Math.round((row.score / row.totalQuestions) * 100),
    passed: row.passed,
    completedAt: row.completedAt.toISOString(),
  };
}

function correctAnswerOf(question: Question): boolean | number | number[] {
  return question.type === 'multiple-select' ? question.correct_answers : question.correct_answer;
}

/**
 * What an attempt's result shows. A passed attempt reveals every correct answer and explanation;
 * a failed one only which questions were wrong and the lessons to re-read, since the answers
 * (and the explanations, which give them away) would make the retake a formality.
 */
export function presentQuizResults(curriculum: Curriculum, lessonId: string, quiz: Quiz, scored: QuizScore): Pick<SubmitQuizResponse, 'results' | 'reviewLessons'> {
  const results = quiz.questions.map((question, index) => {
    const correct = scored.results[index]!.correct;
    return scored.passed
      ? { questionId: question.id, correct, correctAnswer: correctAnswerOf(question), explanation: question.explanation }
      : { questionId: question.id, correct };
  });
  if (scored.passed) return { results, reviewLessons: [] };
  const missed = quiz.questions.filter((_, index) => !scored.results[index]!.correct);
  return { results, reviewLessons: lessonsToReread(curriculum, lessonId, missed) };
}

/**
 * The lessons a failed attempt sends the learner back to, in course order: the lesson each missed
 * question names. A missed question that names none (or a lesson no longer in the course) points
 * to everything the quiz covers: its module up to and including the quiz's own lesson.
 */
function lessonsToReread(curriculum: Curriculum, lessonId: string, missed: readonly Question[]) {
  const lessons = curriculum.modules.flatMap((module) => module.lessons);
  const named = new Set(missed.map((question) => question.lesson).filter((id) => id !== undefined && lessons.some((lesson) => lesson.id === id)));
  const coverAll = missed.some((question) => question.lesson === undefined || !named.has(question.lesson));
  const covered = coverAll ? lessonsCoveredBy(curriculum, lessonId) : [];
  return lessons.filter((lesson) => named.has(lesson.id) || covered.includes(lesson.id)).map((lesson) => ({ id: lesson.id, title: lesson.title }));
}

/** The quiz's module up to and including the quiz's own lesson (when it has text of its own): what the quiz checks. */
function lessonsCoveredBy(curriculum: Curriculum, lessonId: string): string[] {
  const module = curriculum.modules.find((entry) => entry.lessons.some((lesson) => lesson.id === lessonId));
  if (!module) return [];
  const upToQuiz = module.lessons.slice(0, module.lessons.findIndex((lesson) => lesson.id === lessonId) + 1);
  return upToQuiz.filter((lesson) => lesson.id !== lessonId || lesson.content.trim() !== '').map((lesson) => lesson.id);
}
