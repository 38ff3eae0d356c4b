import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { courses } from '../schema';
import { courseColumns, type SeedCourse } from './seed-course';

export type ImportOutcome = 'inserted' | 'replaced';

/**
 * `npm run content:import`: writes a course from its folder over the database's copy, on
 * purpose (unlike the seed, which never touches a course that exists). The row keeps its id,
 * created_at, enrolments and progress; its fields and curriculum become the folder's. Its version
 * goes up as a course-builder save's does, so an admin's save begun before the import is refused
 * as stale (decision 0019) instead of silently writing over the imported content.
 */
export async function importCourse(db: DbExecutor, course: SeedCourse): Promise<ImportOutcome> {
  const fields = { ...courseColumns(course), updatedAt: new Date() };
  const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug)).limit(1);
  if (existing) {
    await db
      .update(courses)
      .set({ ...fields, version: sql`${courses.version} + 1` })
      .where(eq(courses.id, existing.id));
    return 'replaced';
  }
  await db.insert(courses).values({ slug: course.slug, ...fields });
  return 'inserted';
}
