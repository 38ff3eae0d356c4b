import { gzipSync } from 'node:zlib';
import type { CourseDetail, CoursePreviewResponse } from '../../../shared/api/catalog';
import { previewLessonId } from '../../../shared/course-preview';
import { compareCoursesForCatalog } from '../../../shared/catalog-order';
import { InvalidCurriculumError, parseCurriculum, type Curriculum } from '../../../shared/curriculum';
import { filesUsedBy, type FileUse } from '../../../shared/curriculum-files';
import type { CourseLevel } from '../../../shared/levels';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findCourseBySlug, findCoursesByIds, findCoursesMentioning, findPublishedCourses, type CourseRow } from './catalog.data';
import { presentCourseDetail, presentCoursePreview, presentCourseSummary } from './catalog.presenter';

/** The catalogue's summary of a course, which the course builder's admin list extends. */
export { presentCourseSummary };

/** Read as they are by other modules (enrolment, media, certifications, the sitemap). */
export { findCourseBySlug, findCoursesMentioningImage, findEarlyAccessCourses, findPublishedCourses } from './catalog.data';

export type { CourseRow } from './catalog.data';

/**
 * The courses (drafts included) whose lessons use a file address starting with `prefix`
 * (`/media/videos/`), each with those uses. A course whose curriculum fails the schema is skipped.
 */
export async function findFileUses(db: DbExecutor, prefix: string): Promise<{ course: CourseRow; uses: FileUse[] }[]> {
  const rows = await findCoursesMentioning(db, prefix);
  return rows.flatMap((course) => {
    try {
      const uses = filesUsedBy(parseCurriculum(course.curriculum)).filter((use) => use.url.startsWith(prefix));
      return uses.length > 0 ? [{ course, uses }] : [];
    } catch (error) {
      if (error instanceof InvalidCurriculumError) return [];
      throw error;
    }
  });
}

/** What a course and its lessons are called today. */
export interface CourseNames {
  title: string;
  /** Lesson id to title; empty when the stored curriculum fails the schema. */
  lessonTitles: Map<string, string>;
}

/**
 * The names of the courses among `ids` that still exist, by id, for reports that recorded
 * courses and lessons by id (the analytics dashboard). A course deleted since is absent; a
 * lesson deleted since is absent from its course's `lessonTitles`.
 */
export async function findCourseNames(db: DbExecutor, ids: string[]): Promise<Map<string, CourseNames>> {
  const rows = await findCoursesByIds(db, ids);
  return new Map(
    rows.map((row) => {
      let lessons: [string, string][] = [];
      try {
        lessons = parseCurriculum(row.curriculum).modules.flatMap((module) => module.lessons.map((lesson): [string, string] => [lesson.id, lesson.title]));
      } catch (error) {
        if (!(error instanceof InvalidCurriculumError)) throw error;
      }
      return [row.id, { title: row.title, lessonTitles: new Map(lessons) }];
    }),
  );
}

/** A serialized catalogue response, ready to send as it is or gzipped. */
export interface CatalogSnapshot {
  json: string;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/** How long a process keeps a serialized catalogue answer. */
export const CATALOG_CACHE_MS = 5_000;

/**
 * The published catalogue is read on every visit and changes only when courses are written,
 * so each process keeps the serialized answer for a few seconds. A write to courses announces
 * `catalog` on the change feed (db/change-feed.ts), which every process answers with
 * `forgetSnapshots`; `CATALOG_CACHE_MS` bounds a copy's age should a notification be lost.
 */
export class CatalogService {
  private readonly snapshots = new Map<string, CatalogSnapshot>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts clears, so an answer read before a clear is not kept after it. */
  private generation = 0;

  forgetSnapshots(): void {
    this.generation += 1;
    this.snapshots.clear();
  }

  async listPublished(level?: CourseLevel): Promise<CatalogSnapshot> {
    const key = level ?? 'all';
    const cached = this.snapshots.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;

    const generation = this.generation;
    const rows = await findPublishedCourses(this.db, level);
    const courses = rows
      .flatMap((row) => {
        const curriculum = this.readCurriculum(row);
        return curriculum ? [presentCourseSummary(row, curriculum)] : [];
      })
      .sort(compareCoursesForCatalog);
    const json = JSON.stringify({ courses });
    const snapshot: CatalogSnapshot = {
      json,
      gzip: gzipSync(json),
      etag: `W/"${Buffer.from(json).length.toString(36)}-${hashString(json)}"`,
      expiresAt: Date.now() + CATALOG_CACHE_MS,
    };
    if (generation === this.generation) this.snapshots.set(key, snapshot);
    return snapshot;
  }

  async getBySlug(slug: string): Promise<CourseDetail> {
    const row = await findCourseBySlug(this.db, slug);
    if (!row) throw notFound('Course not found');
    return presentCourseDetail(row, this.readCurriculum(row) ?? { modules: [] });
  }

  /**
   * The free preview lesson of a published paid course (decision 0070): its text for anyone, while
   * its quiz, tools, video and files stay behind enrolment like every other lesson's.
   */
  async getPreview(slug: string): Promise<CoursePreviewResponse> {
    const row = await findCourseBySlug(this.db, slug);
    if (!row || !row.published) throw notFound('Course not found');
    const curriculum = this.readCurriculum(row) ?? { modules: [] };
    const lessonId = previewLessonId({ requiredPlan: row.requiredPlan, published: row.published, modules: curriculum.modules });
    const lesson = curriculum.modules.flatMap((module) => module.lessons).find((candidate) => candidate.id === lessonId);
    if (!lesson) throw notFound('This course has no free preview lesson: every lesson opens once you sign up for free.');
    return presentCoursePreview(row, lesson);
  }

  /**
   * A curriculum that fails the schema (written around the API, say) must not take the
   * catalogue down: the course is left out of the list, shown without its outline, and logged.
   */
  private readCurriculum(row: CourseRow): Curriculum | undefined {
    try {
      return parseCurriculum(row.curriculum);
    } catch (error) {
      if (!(error instanceof InvalidCurriculumError)) throw error;
      this.log.warn({ courseId: row.id, slug: row.slug, reason: error.message }, 'course has an invalid curriculum');
      return undefined;
    }
  }
}

function hashString(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
