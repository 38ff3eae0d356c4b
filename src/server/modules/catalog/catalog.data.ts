import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CourseLevel } from '../../../shared/levels';
import type { DbExecutor } from '../../db/client';
import { courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;

/** The published courses, oldest first (the sitemap). */
export function findPublishedCourses(db: DbExecutor, level?: CourseLevel): Promise<CourseRow[]> {
  const published = eq(courses.published, true);
  return db
    .select()
    .from(courses)
    .where(level ? and(published, eq(courses.level, level)) : published)
    .orderBy(asc(courses.createdAt));
}

/** Drafts an admin marked early access, oldest first (decision 0094). */
export function findEarlyAccessCourses(db: DbExecutor): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.published, false), eq(courses.earlyAccess, true)))
    .orderBy(asc(courses.createdAt));
}

/** Any course by its slug, drafts included: callers apply their own policy (enrolment, learning, page meta). */
export async function findCourseBySlug(db: DbExecutor, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1);
  return row;
}

/** Every course, drafts included, whose stored curriculum holds `text` anywhere (object or JSON-string storage alike). */
export function findCoursesMentioning(db: DbExecutor, text: string): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(sql`strpos(${courses.curriculum}::text, ${text}) > 0`)
    .orderBy(asc(courses.createdAt));
}

/** Courses whose thumbnail is `url` or whose lessons mention it (drafts included). */
export function findCoursesMentioningImage(db: DbExecutor, url: string): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(or(eq(courses.thumbnailUrl, url), sql`strpos(${courses.curriculum}::text, ${url}) > 0`))
    .orderBy(asc(courses.createdAt));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The courses (drafts included) among `ids`; an id that cannot be a course's is left out, not an error. */
export function findCoursesByIds(db: DbExecutor, ids: string[]): Promise<Pick<CourseRow, 'id' | 'title' | 'curriculum'>[]> {
  const courseIds = ids.filter((id) => UUID.test(id));
  if (courseIds.length === 0) return Promise.resolve([]);
  return db.select({ id: courses.id, title: courses.title, curriculum: courses.curriculum }).from(courses).where(inArray(courses.id, courseIds));
}
