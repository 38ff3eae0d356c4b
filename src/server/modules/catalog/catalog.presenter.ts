import type { CourseDetail, CoursePreviewResponse, CourseSummary } from '../../../shared/api/catalog';
import type { Curriculum } from '../../../shared/curriculum';
import { countLessons } from '../../../shared/curriculum-outline';
import type { CourseRow } from './catalog.data';

export function presentCourseSummary(row: CourseRow, curriculum: Curriculum): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    level: row.level,
    duration: row.duration,
    thumbnailUrl: row.thumbnailUrl,
    requiredPlan: row.requiredPlan,
    published: row.published,
    moduleCount: curriculum.modules.length,
    lessonCount: countLessons(curriculum),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The public view of a course: its outline, never lesson bodies, videos, resources or quizzes. */
export function presentCourseDetail(row: CourseRow, curriculum: Curriculum): CourseDetail {
  return {
    ...presentCourseSummary(row, curriculum),
    outcomes: row.outcomes,
    modules: curriculum.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        duration: lesson.duration,
        description: lesson.description,
      })),
    })),
  };
}

/** The preview lesson's text and outline; its video, resources and quiz never leave through it. */
export function presentCoursePreview(row: CourseRow, lesson: Curriculum['modules'][number]['lessons'][number]): CoursePreviewResponse {
  return {
    course: { id: row.id, slug: row.slug, title: row.title, requiredPlan: row.requiredPlan },
    lesson: { id: lesson.id, title: lesson.title, duration: lesson.duration, description: lesson.description, content: lesson.content },
  };
}
