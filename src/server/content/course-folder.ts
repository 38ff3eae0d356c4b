import { z } from 'zod';
import { courseOutcomesSchema } from '../../shared/course-outcomes';
import { curriculumSchema, quizSchema, resourceSchema, type Curriculum } from '../../shared/curriculum';
import { COURSE_LEVELS } from '../../shared/levels';
import { PLANS } from '../../shared/plans';
import type { SeedCourse } from '../db/seed/seed-course';
import { figureSpecSchema, type FigureSpec } from './figures/figure-spec';
import { FrontMatterError, splitFrontMatter } from './front-matter';

/**
 * A course folder turned into a course, without touching the disk: the caller passes the
 * folder's files as a map of relative path → text. Layout:
 *
 *   course.json                          the course's own fields
 *   NN-module-slug/module.json           { "id", "title" }
 *   NN-module-slug/NN-lesson-slug.md     front matter (id, title, duration, description, …) + markdown
 *   NN-module-slug/NN-lesson-slug.quiz.json       the lesson's quiz, if any
 *   NN-module-slug/NN-lesson-slug.resources.json  the lesson's resources, if any
 *   figures/<name>.json                  a lesson figure's spec (decision 0116)
 *   figures/<name>.svg                   that figure drawn, by npm run content:figures
 *
 * Modules and lessons are ordered by their NN prefix.
 */

export type CourseFiles = ReadonlyMap<string, string>;

export interface ContentLessonNotes {
  /** Minutes the lesson's exercise takes, beyond reading (front matter `exercise_minutes`). */
  exerciseMinutes: number | null;
  /** The month its dated facts were last checked against their sources (front matter `as_of`, `2026-11`). */
  asOf: string | null;
  /** The lesson's markdown file, for messages. */
  file: string;
}

export interface ContentCourse {
  course: Omit<SeedCourse, 'curriculum'> & { curriculum: Curriculum };
  /** Where the course sits in the catalogue's age order (course.json `position`). */
  position: number;
  /** Facts about each lesson that are not part of the curriculum, by lesson id. */
  lessonNotes: Map<string, ContentLessonNotes>;
  /** The course's figures by name (`figures/<name>.json`), each with its drawn SVG if built. */
  figures: Map<string, ContentFigure>;
}

export interface ContentFigure {
  spec: FigureSpec;
  /** The committed `figures/<name>.svg`; null when it has not been drawn. */
  svg: string | null;
}

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

const courseFileSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
  outcomes: courseOutcomesSchema.default([]),
  level: z.enum(COURSE_LEVELS),
  duration: z.string().trim().min(1).max(64),
  thumbnail_url: z.string().regex(/^\/images\/courses\/[a-z0-9-]+\.(svg|webp|png|jpg)$/),
  required_plan: z.enum(PLANS),
  published: z.boolean(),
  position: z.number().int().min(1),
});

const moduleFileSchema = z.strictObject({ id: z.string().trim().min(1).max(64), title: z.string().trim().min(1).max(200) });

const lessonFrontMatterSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  duration: z.string().min(1),
  description: z.string().default(''),
  video_url: z.string().default(''),
  exercise_minutes: z
    .string()
    .regex(/^\d+$/, 'exercise_minutes must be a whole number of minutes')
    .transform(Number)
    .optional(),
  as_of: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'as_of is the month the facts were checked, like 2026-11')
    .optional(),
});

const ORDERED_NAME = /^(\d{2})-[a-z0-9-]+$/;
const LESSON_FILE = /^(\d{2})-[a-z0-9-]+\.md$/;
const SIDE_FILE = /^(\d{2}-[a-z0-9-]+)\.(quiz|resources)\.json$/;
const FIGURE_FILE = /^figures\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(json|svg)$/;

export function parseCourseFolder(slug: string, files: CourseFiles): ContentCourse {
  const courseFields = parseWith(courseFileSchema, 'course.json', readJson(files, 'course.json'));
  const lessonNotes = new Map<string, ContentLessonNotes>();
  const moduleFolders = new Set<string>();

  for (const file of files.keys()) {
    if (file === 'course.json' || FIGURE_FILE.test(file)) continue;
    const parts = file.split('/');
    if (parts.length !== 2 || !ORDERED_NAME.test(parts[0]!)) {
      throw new ContentError(file, 'unexpected file: a course folder holds course.json, NN-module-slug/ folders and figures/<name>.json|svg only');
    }
    moduleFolders.add(parts[0]!);
  }
  const figures = readFigures(files);

  const modules = [...moduleFolders].sort().map((folder) => {
    const moduleFields = parseWith(moduleFileSchema, `${folder}/module.json`, readJson(files, `${folder}/module.json`));
    const names = [...files.keys()].filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1));
    const lessonNames = names.filter((name) => LESSON_FILE.test(name)).sort();
    for (const name of names) {
      if (name === 'module.json' || LESSON_FILE.test(name)) continue;
      const side = SIDE_FILE.exec(name);
      if (!side || !lessonNames.includes(`${side[1]}.md`)) {
        throw new ContentError(`${folder}/${name}`, 'unexpected file: expected NN-lesson.md, NN-lesson.quiz.json or NN-lesson.resources.json beside its lesson');
      }
    }
    const lessons = lessonNames.map((name) => {
      const file = `${folder}/${name}`;
      const base = name.slice(0, -'.md'.length);
      let document;
      try {
        document = splitFrontMatter(files.get(file)!);
      } catch (error) {
        if (error instanceof FrontMatterError) throw new ContentError(file, error.message);
        throw error;
      }
      const front = parseWith(lessonFrontMatterSchema, file, document.fields);
      lessonNotes.set(front.id, { exerciseMinutes: front.exercise_minutes ?? null, asOf: front.as_of ?? null, file });
      const quizFile = `${folder}/${base}.quiz.json`;
      const resourcesFile = `${folder}/${base}.resources.json`;
      return {
        id: front.id,
        title: front.title,
        duration: front.duration,
        description: front.description,
        video_url: front.video_url,
        content: document.body,
        quiz: files.has(quizFile) ? parseWith(quizSchema, quizFile, readJson(files, quizFile)) : null,
        resources: files.has(resourcesFile) ? parseWith(z.array(resourceSchema), resourcesFile, readJson(files, resourcesFile)) : [],
      };
    });
    return { id: moduleFields.id, title: moduleFields.title, lessons };
  });

  const curriculum: Curriculum = parseWith(curriculumSchema, slug, { modules });
  return {
    course: {
      slug,
      title: courseFields.title,
      description: courseFields.description,
      outcomes: courseFields.outcomes,
      level: courseFields.level,
      duration: courseFields.duration,
      thumbnailUrl: courseFields.thumbnail_url,
      requiredPlan: courseFields.required_plan,
      published: courseFields.published,
      curriculum,
    },
    position: courseFields.position,
    lessonNotes,
    figures,
  };
}

function readFigures(files: CourseFiles): Map<string, ContentFigure> {
  const figures = new Map<string, ContentFigure>();
  const names = [...files.keys()].flatMap((file) => {
    const match = FIGURE_FILE.exec(file);
    return match ? [{ name: match[1]!, extension: match[2]! }] : [];
  });
  for (const { name, extension } of names) {
    if (extension === 'svg' && !files.has(`figures/${name}.json`)) throw new ContentError(`figures/${name}.svg`, `a drawn figure needs its spec, figures/${name}.json`);
  }
  for (const { name, extension } of names.filter((entry) => entry.extension === 'json').sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `figures/${name}.${extension}`;
    figures.set(name, { spec: parseWith(figureSpecSchema, file, readJson(files, file)), svg: files.get(`figures/${name}.svg`) ?? null });
  }
  return figures;
}

function readJson(files: CourseFiles, file: string): unknown {
  const text = files.get(file);
  if (text === undefined) throw new ContentError(file, 'missing');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, `not valid JSON (${(error as Error).message})`);
  }
}

function parseWith<S extends z.ZodType>(schema: S, file: string, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ContentError(file, `${issue.message}${where}`);
  }
  return result.data;
}
