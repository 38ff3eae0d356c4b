import type { PlayerCourseResponse } from '../../../shared/api/learning';
import type { Curriculum, Quiz } from '../../../shared/curriculum';
import { countCompleted, progressPercent } from '../../../shared/course-progress';
import { countLessons } from '../../../shared/curriculum-outline';
import type { CourseRow } from '../catalog/catalog.data';

/** A quiz as the runner may see it before an attempt: questions and options, no answers. */
export function presentQuizForRunner(quiz: Quiz) {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    passing_score: quiz.passing_score,
    questions: quiz.questions.map((question) => ({ id: question.id, type: question.type, question: question.question, options: question.options })),
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
  certificate: { certificateId: string; issuedAt: Date } | undefined,
): PlayerCourseResponse {
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      level: course.level,
      modules: curriculum.modules.map((module) => ({
        id: module.id,
        title: module.title,
        lessons: module.lessons.map((lesson) => ({ ...lesson, quiz: lesson.quiz ? presentQuizForRunner(lesson.quiz) : null })),
      })),
    },
    progress: presentProgress(curriculum, completedLessonIds),
    certificate: certificate ? { certificateId: certificate.certificateId, issuedAt: certificate.issuedAt.toISOString() } : null,
  };
}
