import { ConfigError } from '../config';
import { ContentError } from '../content/course-folder';
import { readContentCourse } from '../content/read-content';
import { announceChange } from '../db/change-feed';
import { importCourse } from '../db/seed/import-course';
import { contentCoursesRoot } from '../paths';
import { withCliDatabase } from './cli-database';

const USAGE = 'usage: npm run content:import -- SLUG [SLUG…]   (folders under content/courses/)';

/**
 * `npm run content:import -- ai-101-for-business-owners`: re-imports courses from their folders
 * on purpose, replacing the database's copy (an admin's edits to that course are lost). Every
 * folder is read and checked before anything is written.
 */
async function run(slugs: string[]): Promise<number> {
  if (slugs.length === 0 || slugs.some((slug) => slug.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const contents = slugs.map((slug) => readContentCourse(contentCoursesRoot, slug).course);
  return withCliDatabase(async (db) => {
    for (const course of contents) {
      const outcome = await importCourse(db, course);
      console.log(`${course.slug}: ${outcome} (${course.published ? 'published' : 'draft'})`);
    }
    // App processes running on this database drop their copies of the catalogue.
    await announceChange(db, 'catalog');
    return 0;
  });
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
    console.error(`No such course folder: ${(error as NodeJS.ErrnoException).path ?? ''}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
