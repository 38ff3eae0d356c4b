import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, parseCourseFolder, type ContentCourse } from './course-folder';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every file under a course folder, by path relative to it (with / separators). */
export function readCourseFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, absolute).split(path.sep).join('/'), readFileSync(absolute, 'utf8'));
  }
  return files;
}

/** Reads one course folder, `<root>/<slug>/`. */
export function readContentCourse(root: string, slug: string): ContentCourse {
  if (!SLUG.test(slug)) throw new ContentError(slug, 'a course folder is named by its slug (lowercase words joined by hyphens)');
  return parseCourseFolder(slug, readCourseFiles(path.join(root, slug)));
}

/** Every course folder under the root, in catalogue age order (course.json `position`). */
export function readContentCourses(root: string): ContentCourse[] {
  const slugs = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const courses = slugs.map((slug) => readContentCourse(root, slug)).sort((a, b) => a.position - b.position);
  for (const [index, course] of courses.entries()) {
    if (index > 0 && courses[index - 1]!.position === course.position) {
      throw new ContentError(`${course.course.slug}/course.json`, `position ${course.position} is also used by ${courses[index - 1]!.course.slug}`);
    }
  }
  return courses;
}
