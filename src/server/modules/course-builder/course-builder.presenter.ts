import type { AdminCourseSummary, CourseVersionSummary, EditableCourse } from '../../../shared/api/admin-courses';
import type { CourseVersionContent } from '../../../shared/course-changes';
import { countLessons } from '../../../shared/curriculum-outline';
import type { Curriculum } from '../../../shared/curriculum';
import type { CourseRow } from './course-builder.data';

export function presentAdminCourseSummary(row: CourseRow, curriculum: Curriculum, enrollmentCount: number): AdminCourseSummary {
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
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    enrollmentCount,
  };
}

/** The whole course for the editor: lesson bodies, quizzes with their answers, and the version to save against. */
export function presentEditableCourse(row: CourseRow, curriculum: Curriculum, enrollmentCount: number): EditableCourse {
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
    curriculum,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enrollmentCount,
  };
}

export function presentVersion(
  version: { id: string; version: number; savedByName: string; savedAt: Date },
  currentVersion: number,
): CourseVersionSummary {
  return {
    id: version.id,
    version: version.version,
    savedByName: version.savedByName,
    savedAt: version.savedAt.toISOString(),
    current: version.version === currentVersion,
  };
}

/** What a version row keeps of a course: everything the editor saves, not the slug or the ids. */
export function snapshotOf(row: CourseRow, curriculum: Curriculum): CourseVersionContent & { curriculum: Curriculum } {
  return {
    title: row.title,
    description: row.description,
    level: row.level,
    duration: row.duration,
    thumbnailUrl: row.thumbnailUrl,
    requiredPlan: row.requiredPlan,
    published: row.published,
    curriculum,
  };
}
