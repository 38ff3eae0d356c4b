import { eq } from 'drizzle-orm';
import { withTransaction, type DbExecutor } from '../client';
import { appMeta, courses } from '../schema';
import { loadSeedCourses } from './catalog-data';
import { courseColumns } from './seed-course';

const SEEDED_KEY = 'catalog_seeded_at';

/**
 * Loads the demo catalogue on first start only: once recorded, a course an admin later
 * deletes or edits stays that way across restarts.
 */
export async function seedCatalogOnce(db: DbExecutor): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker) return false;
  await withTransaction(db, async (tx) => {
    await seedCatalog(tx);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return true;
}

/** Inserts every seed course that is not there yet, oldest first so the catalogue order is stable. */
export async function seedCatalog(db: DbExecutor): Promise<void> {
  const base = Date.UTC(2025, 9, 1);
  const rows = loadSeedCourses().map((course, index) => ({
    slug: course.slug,
    ...courseColumns(course),
    createdAt: new Date(base + index * 86_400_000),
  }));
  await db.insert(courses).values(rows).onConflictDoNothing({ target: courses.slug });
}
