import { gzipSync } from 'node:zlib';
import type { CourseDetail } from '../../../shared/api/catalog';
import { compareCoursesForCatalog } from '../../../shared/catalog-order';
import { InvalidCurriculumError, parseCurriculum, type Curriculum } from '../../../shared/curriculum';
import type { CourseLevel } from '../../../shared/levels';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findCourseBySlug, findPublishedCourses, type CourseRow } from './catalog.data';
import { presentCourseDetail, presentCourseSummary } from './catalog.presenter';

/** A serialized catalogue response, ready to send as it is or gzipped. */
export interface CatalogSnapshot {
  json: string;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * The published catalogue is read on every visit and changes only when an admin saves a
 * course, so each process keeps the serialized answer for a few seconds. Writes in this
 * process clear it at once; other processes see the change within `ttlMs`.
 */
export class CatalogService {
  private readonly snapshots = new Map<string, CatalogSnapshot>();
  private version = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = 5_000,
  ) {}

  async listPublished(level?: CourseLevel): Promise<CatalogSnapshot> {
    const key = level ?? 'all';
    const cached = this.snapshots.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;

    const version = this.version;
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
      expiresAt: Date.now() + this.ttlMs,
    };
    if (version === this.version) this.snapshots.set(key, snapshot);
    return snapshot;
  }

  async getBySlug(slug: string): Promise<CourseDetail> {
    const row = await findCourseBySlug(this.db, slug);
    if (!row) throw notFound('Course not found');
    return presentCourseDetail(row, this.readCurriculum(row) ?? { modules: [] });
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

  /** Called after any write to courses. */
  invalidate(): void {
    this.version++;
    this.snapshots.clear();
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
