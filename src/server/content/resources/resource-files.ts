import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileExtension, formatFileSize } from '../../../shared/file-size';
import { contentCoursesRoot, projectRoot } from '../../paths';
import { parseResourceUrl } from './resource-url';

/**
 * The downloadable resources of the courses (worksheets, templates, checklists): each built from
 * a source beside it in `content/resources/<course-slug>/` by `npm run content:resources`,
 * a markdown file into a PDF and a JSON file into an XLSX workbook, and committed. Lessons link
 * them as `/media/resources/<course-slug>/<file>`; the import puts them into storage under that
 * key. `resources.lock.json` records, per built file, the hash of what it was built from (the
 * source and the renderer), the hash of the file and the date it carries, so the content check
 * can tell a stale or hand-edited file without building.
 */

export const contentResourcesRoot = path.join(projectRoot, 'content/resources');
export const resourcesLockFile = path.join(contentResourcesRoot, 'resources.lock.json');

/** The code each kind of file is built by: a change to any of it makes the built files stale. */
const RENDERERS = { pdf: ['render-pdf.ts'], xlsx: ['render-xlsx.ts', 'formula-evaluator.ts', 'xlsx-package.ts'] } as const;
const SOURCE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(md|json)$/;

export interface ResourceSource {
  courseSlug: string;
  /** `ai-use-policy.md` */
  sourceName: string;
  /** `ai-use-policy.pdf` */
  fileName: string;
  kind: 'pdf' | 'xlsx';
  sourcePath: string;
  outputPath: string;
}

export interface LockEntry {
  /** sha256 of the renderer and the source. */
  built_from: string;
  /** sha256 of the built file. */
  file: string;
  /** The date the file carries (YYYY-MM-DD). */
  date: string;
}

export type ResourcesLock = Record<string, LockEntry>;

/** The key of a built file in the lock and in storage: `<course-slug>/<file>`. */
export function resourceKey(source: Pick<ResourceSource, 'courseSlug' | 'fileName'>): string {
  return `${source.courseSlug}/${source.fileName}`;
}

/** Every resource source, in a stable order. */
export function listResourceSources(root = contentResourcesRoot): ResourceSource[] {
  if (!existsSync(root)) return [];
  const sources: ResourceSource[] = [];
  for (const courseSlug of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    for (const sourceName of readdirSync(path.join(root, courseSlug)).sort()) {
      const match = SOURCE_NAME.exec(sourceName);
      if (!match) continue;
      const kind = match[2] === 'md' ? 'pdf' : 'xlsx';
      const fileName = `${match[1]}.${kind}`;
      sources.push({
        courseSlug,
        sourceName,
        fileName,
        kind,
        sourcePath: path.join(root, courseSlug, sourceName),
        outputPath: path.join(root, courseSlug, fileName),
      });
    }
  }
  return sources;
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What a built file depends on: its renderer's code and its source. */
export function builtFromHash(source: ResourceSource): string {
  const renderer = RENDERERS[source.kind].map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8')).join('\u0000');
  return sha256(`${renderer}\u0000${readFileSync(source.sourcePath, 'utf8')}`);
}

export function readResourcesLock(file = resourcesLockFile): ResourcesLock {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ResourcesLock) : {};
}

/** The title of a course, for a resource's footer, from its folder's course.json. */
export function courseTitleOf(courseSlug: string): string {
  const course = JSON.parse(readFileSync(path.join(contentCoursesRoot, courseSlug, 'course.json'), 'utf8')) as { title: string };
  return course.title;
}

/** Problems with the built resources: missing, stale against their source, or changed by hand. Empty when all is well. */
export function checkBuiltResources(sources = listResourceSources(), lock = readResourcesLock()): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  for (const source of sources) {
    const key = resourceKey(source);
    known.add(key);
    const entry = lock[key];
    if (!existsSync(source.outputPath)) problems.push(`${key} is not built: run npm run content:resources`);
    else if (!entry) problems.push(`${key} is not in resources.lock.json: run npm run content:resources`);
    else if (entry.built_from !== builtFromHash(source)) problems.push(`${key} is older than ${source.sourceName} or its renderer: run npm run content:resources`);
    else if (entry.file !== sha256(readFileSync(source.outputPath))) problems.push(`${key} differs from what was built: edit ${source.sourceName}, not the built file, and run npm run content:resources`);
  }
  for (const key of Object.keys(lock)) if (!known.has(key)) problems.push(`resources.lock.json lists ${key}, which has no source`);
  return problems;
}

/** The size of a built resource file, or null when there is none. */
export function resourceFileSize(courseSlug: string, fileName: string, root = contentResourcesRoot): number | null {
  const file = path.join(root, courseSlug, fileName);
  return existsSync(file) ? statSync(file).size : null;
}

/**
 * Writes each built file's type and formatted size into the lessons' `.resources.json` entries
 * that link it, so what the player shows matches the file. Returns the files it changed.
 */
export function syncResourceListings(): string[] {
  const changed: string[] = [];
  for (const entry of readdirSync(contentCoursesRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.resources.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const resources = JSON.parse(text) as { file_url: string; file_type?: string; file_size?: string }[];
    for (const resource of resources) {
      const media = parseResourceUrl(resource.file_url);
      const size = media && resourceFileSize(media.courseSlug, media.fileName);
      if (!media || size === null) continue;
      resource.file_type = fileExtension(media.fileName);
      resource.file_size = formatFileSize(size);
    }
    const next = `${JSON.stringify(resources, null, 2)}\n`;
    if (next !== text) {
      writeFileSync(file, next);
      changed.push(path.relative(contentCoursesRoot, file));
    }
  }
  return changed;
}
