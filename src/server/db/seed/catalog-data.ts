import { readContentCourses } from '../../content/read-content';
import { contentCoursesRoot } from '../../paths';
import type { SeedCourse } from './seed-course';

let cached: SeedCourse[] | undefined;

/**
 * The catalogue the seed loads: the course folders of content/courses/, read once per process.
 * The order matters: the seeder gives each course a created_at one day after the previous one,
 * so this (course.json `position`) is the catalogue's age order.
 */
export function loadSeedCourses(): SeedCourse[] {
  cached ??= readContentCourses(contentCoursesRoot).map((entry) => entry.course);
  return cached;
}
