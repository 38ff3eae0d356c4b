import type {
  CourseFields,
  CreateCourseRequest,
  EditableCourseResponse,
  ListAdminCoursesQuery,
  ListAdminCoursesResponse,
  ListCourseVersionsResponse,
  ParsedSaveCourseRequest,
  SlugAvailabilityResponse,
} from '../../../shared/api/admin-courses';
import { ADMIN_COURSES_PAGE_SIZE, courseFieldsSchema, VERSIONS_LISTED } from '../../../shared/api/admin-courses';
import { describeCourseChanges } from '../../../shared/course-changes';
import { slugFormProblem } from '../../../shared/course-slug';
import { removedLessons } from '../../../shared/curriculum-edit';
import { InvalidCurriculumError, parseCurriculum, type Curriculum } from '../../../shared/curriculum';
import { withTransaction, type Database, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { recordAdminAction } from '../audit/audit.service';
import type { ChangeFeed } from '../../db/change-feed';
import { countEnrollmentsByCourse } from '../enrollment/enrollment.service';
import { countCompletionsByLesson } from '../learning/learning.service';
import {
  deleteCourseRow,
  deleteVersionsUpTo,
  findCourseBySlug,
  findCoursesPage,
  findLatestVersions,
  findVersionById,
  findVersionByNumber,
  findVersionsAfter,
  insertCourse,
  insertVersion,
  isSlugTaken,
  lockCourseBySlug,
  updateCourse,
  type CourseRow,
} from './course-builder.data';
import { presentAdminCourseSummary, presentEditableCourse, presentVersion, snapshotOf } from './course-builder.presenter';
import { assertCanDelete, assertCurrentVersion, assertReadyToPublish, assertRemovalConfirmed } from './course-builder.policy';

/** Versions kept per course; the editor lists the latest VERSIONS_LISTED. */
const VERSIONS_KEPT = 100;
/** Who saved the version a course had before the builder first saved it (the seed or content:import). */
const IMPORTED_BY = 'Content import';

const COURSE_NOT_FOUND = 'Course not found.';

type SavedContent = Pick<ParsedSaveCourseRequest, 'course' | 'curriculum' | 'confirmRemovingCompletedLessons' | 'publishAnyway'>;

function savedByName(viewer: Viewer): string {
  return `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
}

/** A stored curriculum that fails the schema (written around the API) cannot be edited safely. */
function readCurriculum(row: CourseRow): Curriculum {
  try {
    return parseCurriculum(row.curriculum);
  } catch (error) {
    if (!(error instanceof InvalidCurriculumError)) throw error;
    throw new AppError('CONFLICT', `The stored curriculum of this course cannot be edited here: ${error.message}. Fix its content files and import them again.`);
  }
}

/** A kept snapshot as course content; a snapshot that no longer reads is refused rather than restored half. */
function readSnapshot(snapshot: unknown): CourseFields & { curriculum: Curriculum } {
  const record = (snapshot ?? {}) as Record<string, unknown>;
  const { curriculum, ...fields } = record;
  const parsed = courseFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('CONFLICT', 'This version can no longer be restored: its course details do not meet the current rules.');
  try {
    return { ...parsed.data, curriculum: parseCurriculum(curriculum) };
  } catch {
    throw new AppError('CONFLICT', 'This version can no longer be restored: its curriculum does not meet the current rules.');
  }
}

/**
 * The course builder: every course (drafts included), creating, editing and deleting courses,
 * and their versions. A save writes the course and its whole curriculum in one transaction,
 * from the version the admin's copy started at, keeping the version it replaces, and announces
 * `catalog` in it: every process clears its catalogue and rendered pages when it commits.
 */
export class CourseBuilderService {
  constructor(
    private readonly db: Database,
    private readonly changes: ChangeFeed,
  ) {}

  async list(query: ListAdminCoursesQuery): Promise<ListAdminCoursesResponse> {
    const { rows, total } = await findCoursesPage(this.db, {
      status: query.status,
      search: query.q || undefined,
      sort: query.sort,
      direction: query.direction,
      limit: ADMIN_COURSES_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_COURSES_PAGE_SIZE,
    });
    const enrolled = await countEnrollmentsByCourse(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      courses: rows.map((row) => {
        let curriculum: Curriculum;
        try {
          curriculum = parseCurriculum(row.curriculum);
        } catch {
          curriculum = { modules: [] };
        }
        return presentAdminCourseSummary(row, curriculum, enrolled.get(row.id) ?? 0);
      }),
      page: query.page,
      pageSize: ADMIN_COURSES_PAGE_SIZE,
      total,
    };
  }

  async slugAvailability(slug: string): Promise<SlugAvailabilityResponse> {
    const problem = slugFormProblem(slug);
    if (problem) return { slug, available: false, message: problem };
    if (await isSlugTaken(this.db, slug)) return { slug, available: false, message: slugTakenMessage(slug) };
    return { slug, available: true, message: null };
  }

  async create(viewer: Viewer, request: CreateCourseRequest): Promise<EditableCourseResponse> {
    const created = await withTransaction(this.db, async (tx) => {
      const row = await insertCourse(tx, {
        slug: request.slug,
        title: request.title,
        description: '',
        level: 'Beginner',
        duration: '',
        published: false,
        requiredPlan: 'free',
        curriculum: { modules: [] },
        version: 1,
      });
      if (!row) throw badRequest(slugTakenMessage(request.slug));
      await insertVersion(tx, { courseId: row.id, version: 1, snapshot: snapshotOf(row, { modules: [] }), savedBy: viewer.id, savedByName: savedByName(viewer) });
      await this.changes.announce(tx, 'catalog');
      await recordAdminAction(tx, { admin: viewer, action: 'course.created', target: { type: 'course', id: row.slug }, after: auditedFields(row) });
      return row;
    });
    return { course: presentEditableCourse(created, { modules: [] }, 0) };
  }

  async get(slug: string): Promise<EditableCourseResponse> {
    const row = await findCourseBySlug(this.db, slug);
    if (!row) throw notFound(COURSE_NOT_FOUND);
    return { course: presentEditableCourse(row, readCurriculum(row), await this.enrolledIn(this.db, row.id)) };
  }

  save(viewer: Viewer, slug: string, request: ParsedSaveCourseRequest): Promise<EditableCourseResponse> {
    return this.write(viewer, slug, request.baseVersion, () => request, 'course.saved');
  }

  /** Restoring is a save whose content is the kept version's: it needs the same current copy and keeps what it replaces. */
  async restore(viewer: Viewer, slug: string, versionId: string, request: { baseVersion: number; confirmRemovingCompletedLessons: boolean }) {
    return this.write(viewer, slug, request.baseVersion, async (tx, course) => {
      const version = await findVersionById(tx, course.id, versionId);
      if (!version) throw notFound('That version of this course is no longer kept.');
      const { curriculum, ...fields } = readSnapshot(version.snapshot);
      // Bringing back a version as it was is not a new decision to publish: it is not checked again.
      return { course: fields, curriculum, confirmRemovingCompletedLessons: request.confirmRemovingCompletedLessons, publishAnyway: true };
    }, 'course.restored');
  }

  async versions(slug: string): Promise<ListCourseVersionsResponse> {
    const row = await findCourseBySlug(this.db, slug);
    if (!row) throw notFound(COURSE_NOT_FOUND);
    const versions = await findLatestVersions(this.db, row.id, VERSIONS_LISTED);
    return { versions: versions.map((version) => presentVersion(version, row.version)) };
  }

  async delete(viewer: Viewer, slug: string): Promise<{ deleted: true }> {
    await withTransaction(this.db, async (tx) => {
      const row = await lockCourseBySlug(tx, slug);
      if (!row) throw notFound(COURSE_NOT_FOUND);
      assertCanDelete(await this.enrolledIn(tx, row.id));
      await deleteCourseRow(tx, row.id);
      await this.changes.announce(tx, 'catalog');
      await recordAdminAction(tx, { admin: viewer, action: 'course.deleted', target: { type: 'course', id: row.slug }, before: auditedFields(row) });
    });
    return { deleted: true };
  }

  private async write(
    viewer: Viewer,
    slug: string,
    baseVersion: number,
    content: (tx: DbExecutor, course: CourseRow) => SavedContent | Promise<SavedContent>,
    action: 'course.saved' | 'course.restored',
  ): Promise<EditableCourseResponse> {
    const saved = await withTransaction(this.db, async (tx) => {
      const current = await lockCourseBySlug(tx, slug);
      if (!current) throw notFound(COURSE_NOT_FOUND);
      const currentCurriculum = readCurriculum(current);
      await assertCurrentVersion(current.version, baseVersion, () => this.describeStaleSave(tx, current, currentCurriculum, baseVersion));

      const next = await content(tx, current);
      if (next.course.published && !current.published) assertReadyToPublish({ ...next.course, modules: next.curriculum.modules }, next.publishAnyway);
      const removed = removedLessons(currentCurriculum, next.curriculum);
      const completions = await countCompletionsByLesson(
        tx,
        current.id,
        removed.map((lesson) => lesson.id),
      );
      assertRemovalConfirmed(
        removed.filter((lesson) => (completions.get(lesson.id) ?? 0) > 0).map((lesson) => ({ title: lesson.title, learners: completions.get(lesson.id)! })),
        next.confirmRemovingCompletedLessons,
      );

      // A course from the seed has no version row yet: keep the version this save replaces.
      await insertVersion(tx, {
        courseId: current.id,
        version: current.version,
        snapshot: snapshotOf(current, currentCurriculum),
        savedBy: null,
        savedByName: IMPORTED_BY,
        savedAt: current.updatedAt,
      });
      const version = current.version + 1;
      const row = await updateCourse(tx, current.id, { ...next.course, curriculum: next.curriculum, version, updatedAt: new Date() });
      await insertVersion(tx, { courseId: row.id, version, snapshot: snapshotOf(row, next.curriculum), savedBy: viewer.id, savedByName: savedByName(viewer) });
      if (version > VERSIONS_KEPT) await deleteVersionsUpTo(tx, row.id, version - VERSIONS_KEPT);
      await this.changes.announce(tx, 'catalog');
      const publishes = row.published && !current.published;
      await recordAdminAction(tx, {
        admin: viewer,
        action: publishes ? 'course.published' : action,
        target: { type: 'course', id: row.slug },
        before: auditedFields(current),
        after: auditedFields(row),
      });
      return { row, curriculum: next.curriculum, enrolled: await this.enrolledIn(tx, row.id) };
    });
    return { course: presentEditableCourse(saved.row, saved.curriculum, saved.enrolled) };
  }

  private async describeStaleSave(tx: DbExecutor, current: CourseRow, currentCurriculum: Curriculum, baseVersion: number) {
    const [base, since] = await Promise.all([findVersionByNumber(tx, current.id, baseVersion), findVersionsAfter(tx, current.id, baseVersion)]);
    let changes: string[] | null = null;
    if (base && baseVersion < current.version) {
      try {
        changes = describeCourseChanges(readSnapshot(base.snapshot), snapshotOf(current, currentCurriculum));
      } catch {
        changes = null;
      }
    }
    return { savedBy: since.map((version) => version.savedByName), changes };
  }

  private async enrolledIn(db: DbExecutor, courseId: string): Promise<number> {
    return (await countEnrollmentsByCourse(db, [courseId])).get(courseId) ?? 0;
  }
}

/**
 * What the audit log keeps of a course write: its settings and version. The content itself is
 * in the course's versions (`course_versions`), which the version numbers name.
 */
function auditedFields(row: CourseRow) {
  return { version: row.version, title: row.title, slug: row.slug, published: row.published, requiredPlan: row.requiredPlan, level: row.level };
}

function slugTakenMessage(slug: string): string {
  return `Another course already uses the address /courses/${slug}. Choose another.`;
}
