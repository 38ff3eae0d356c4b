import type { AdminCourseSummary, CourseFields, CourseVersionSummary, EditableCourse } from '../../../shared/api/admin-courses';
import type { CourseVersionContent } from '../../../shared/course-changes';
import type { Curriculum } from '../../../shared/curriculum';
import { presentCourseSummary } from '../catalog/catalog.service';
import type { CourseRow } from './course-builder.data';

/** The catalogue's summary of a course (drafts included here), with what the admin list adds. */
export function presentAdminCourseSummary(row: CourseRow, curriculum: Curriculum, enrollmentCount: number): AdminCourseSummary {
  return {
    ...presentCourseSummary(row, curriculum),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    enrollmentCount,
  };
}

/** The course's own fields as stored: what the course form edits and a version keeps. */
function courseFields(row: CourseRow): CourseFields {
  return {
    title: row.title,
    description: row.description,
    level: row.level,
    duration: row.duration,
    thumbnailUrl: row.thumbnailUrl,
    requiredPlan: row.requiredPlan,
    published: row.published,
    earlyAccess: row.earlyAccess,
  };
}

/** The whole course for the editor: lesson bodies, quizzes with their answers, and the version to save against. */
export function presentEditableCourse(row: CourseRow, curriculum: Curriculum, enrollmentCount: number): EditableCourse {
  return {
    id: row.id,
    slug: row.slug,
    ...courseFields(row),
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
  return { ...courseFields(row), curriculum };
}
