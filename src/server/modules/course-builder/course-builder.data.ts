import { and, asc, count, desc, eq, gt, ilike, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminCourseSort, CourseStatus } from '../../../shared/api/admin-courses';
import { escapeLike } from '../../db/like';
import type { DbExecutor } from '../../db/client';
import { courses, courseVersions } from '../../db/schema';

/** The course builder's queries: it is the one writer of courses and their versions. */

export type CourseRow = typeof courses.$inferSelect;
export type CourseVersionRow = typeof courseVersions.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type NewCourseVersionRow = typeof courseVersions.$inferInsert;

const SORT_COLUMNS: Record<AdminCourseSort, AnyPgColumn> = { created: courses.createdAt, title: courses.title, updated: courses.updatedAt };

/** One page of every course, drafts included (spec §7, the admin variant): newest first unless sorted; `search` matches the title. */
export async function findCoursesPage(
  db: DbExecutor,
  options: { status: CourseStatus | undefined; search: string | undefined; sort: AdminCourseSort; direction: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  const order = options.direction === 'asc' ? asc : desc;
  const where = and(
    options.status === undefined ? undefined : eq(courses.published, options.status === 'published'),
    options.search ? ilike(courses.title, `%${escapeLike(options.search)}%`) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(courses).where(where).orderBy(order(SORT_COLUMNS[options.sort]), order(courses.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCourseBySlug(db: DbExecutor, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1);
  return row;
}

/** The course row, locked until the transaction ends: saves of one course take turns. */
export async function lockCourseBySlug(db: DbExecutor, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1).for('update');
  return row;
}

export async function isSlugTaken(db: DbExecutor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).limit(1);
  return row !== undefined;
}

/** The new course, or undefined when its slug was taken meanwhile (the unique constraint decides). */
export async function insertCourse(db: DbExecutor, values: NewCourseRow): Promise<CourseRow | undefined> {
  const [row] = await db.insert(courses).values(values).onConflictDoNothing({ target: courses.slug }).returning();
  return row;
}

export async function updateCourse(db: DbExecutor, id: string, values: Partial<NewCourseRow>): Promise<CourseRow> {
  const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
  return row!;
}

export async function deleteCourseRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

/** Records a version unless that version of the course is already recorded. */
export async function insertVersion(db: DbExecutor, values: NewCourseVersionRow): Promise<void> {
  await db.insert(courseVersions).values(values).onConflictDoNothing({ target: [courseVersions.courseId, courseVersions.version] });
}

export async function findVersionByNumber(db: DbExecutor, courseId: string, version: number): Promise<CourseVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, courseId), eq(courseVersions.version, version)))
    .limit(1);
  return row;
}

export async function findVersionById(db: DbExecutor, courseId: string, id: string): Promise<CourseVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, courseId), eq(courseVersions.id, id)))
    .limit(1);
  return row;
}

/** Who saved the course after `version`, oldest first. */
export function findVersionsAfter(db: DbExecutor, courseId: string, version: number) {
  return db
    .select({ savedByName: courseVersions.savedByName, savedAt: courseVersions.savedAt, version: courseVersions.version })
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, courseId), gt(courseVersions.version, version)))
    .orderBy(courseVersions.version);
}

/** The latest versions, newest first, without their snapshots. */
export function findLatestVersions(db: DbExecutor, courseId: string, limit: number) {
  return db
    .select({ id: courseVersions.id, version: courseVersions.version, savedByName: courseVersions.savedByName, savedAt: courseVersions.savedAt })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId))
    .orderBy(desc(courseVersions.version))
    .limit(limit);
}

/** Forgets versions at or below `version` (the oldest, past what the builder keeps). */
export async function deleteVersionsUpTo(db: DbExecutor, courseId: string, version: number): Promise<void> {
  await db.delete(courseVersions).where(and(eq(courseVersions.courseId, courseId), lte(courseVersions.version, version)));
}
