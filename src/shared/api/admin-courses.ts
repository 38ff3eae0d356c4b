import { z } from 'zod';
import { duplicateIdProblem, MAX_COURSE_DESCRIPTION } from '../curriculum-edit';
import { curriculumSchema, type Curriculum } from '../curriculum';
import { COURSE_LEVELS } from '../levels';
import { PLANS } from '../plans';
import { courseSlugSchema, courseSummarySchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { multiLineText, singleLineText } from './text';

/** Contracts of the course builder's admin API (/api/admin/courses…). */

export const VERSIONS_LISTED = 20;

const thumbnailUrlSchema = singleLineText('The thumbnail address')
  .trim()
  .max(2048, 'The thumbnail address is at most 2048 characters')
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s/]+/.test(value), 'The thumbnail is a path on this site (/images/…) or an https:// address');

/** The course's own fields, as the course form edits them. */
export const courseFieldsSchema = z
  .object({
    title: singleLineText('The title').trim().min(1, 'Enter a title for the course').max(200, 'The title is at most 200 characters'),
    description: multiLineText('The description').max(MAX_COURSE_DESCRIPTION, `The description is at most ${MAX_COURSE_DESCRIPTION.toLocaleString('en-US')} characters`),
    level: z.enum(COURSE_LEVELS, { message: `The level is one of ${COURSE_LEVELS.join(', ')}` }),
    duration: singleLineText('The duration').trim().max(32, 'The duration is at most 32 characters'),
    thumbnailUrl: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), thumbnailUrlSchema.nullable()),
    requiredPlan: z.enum(PLANS, { message: `The required plan is one of ${PLANS.join(', ')}` }),
    published: z.boolean({ message: 'Published is true or false' }),
    /** A draft Elite members may open before it is published (decision 0094); older saves and versions lack it. */
    earlyAccess: z.boolean({ message: 'Early access is true or false' }).default(false),
  })
  .strict();

const FIELD_WORDS: Record<string, string> = {
  title: 'title',
  duration: 'duration',
  description: 'description',
  content: 'content',
  video_url: 'video address',
  options: 'options',
  correct_answer: 'correct answer',
  correct_answers: 'correct answers',
  passing_score: 'passing score',
  question: 'question text',
  explanation: 'explanation',
  file_url: 'file',
  type: 'question type',
  id: 'id',
  hide_video_placeholder: 'video placeholder setting',
};

/** Where in a curriculum an issue sits, in words: 'Module 1 "Basics", lesson 2 "Check", quiz, question 3, options'. */
export function locateCurriculumIssue(curriculum: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = curriculum;
  const titled = (label: string, value: unknown) => {
    const title = value && typeof value === 'object' && 'title' in value && typeof value.title === 'string' ? value.title.trim() : '';
    return title ? `${label} "${title.length > 40 ? `${title.slice(0, 40)}…` : title}"` : label;
  };
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    const child = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
    if (typeof next === 'number' && ['modules', 'lessons', 'questions', 'resources'].includes(String(key))) {
      const item = Array.isArray(child) ? child[next] : undefined;
      const label = { modules: 'module', lessons: 'lesson', questions: 'question', resources: 'resource' }[String(key)]!;
      parts.push(titled(`${label} ${next + 1}`, key === 'questions' ? undefined : item));
      node = item;
      i++;
    } else if (key === 'options' && typeof next === 'number') {
      parts.push(`option ${next + 1}`);
      i++;
    } else if (key === 'quiz') {
      parts.push('quiz');
      node = child;
    } else if (typeof key === 'string') {
      parts.push(FIELD_WORDS[key] ?? key);
      node = child;
    }
  }
  const where = parts.join(', ');
  return where ? where.charAt(0).toUpperCase() + where.slice(1) : 'The curriculum';
}

/**
 * The curriculum of a save, checked by the same schema the player reads plus unique ids (the
 * lesson id is what progress, quiz attempts and tool work point at). Messages say where.
 */
export const editableCurriculumSchema = z.unknown().transform((value, ctx): Curriculum => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'The curriculum must be an object with a list of modules' });
    return z.NEVER;
  }
  const result = curriculumSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    ctx.addIssue({ code: 'custom', message: `${locateCurriculumIssue(value, issue.path)}: ${issue.message}` });
    return z.NEVER;
  }
  const duplicate = duplicateIdProblem(result.data);
  if (duplicate) {
    ctx.addIssue({ code: 'custom', message: duplicate });
    return z.NEVER;
  }
  return result.data;
});

export const adminCourseSlugParamsSchema = z.object({ slug: courseSlugSchema }).strict();

export const createCourseRequestSchema = z
  .object({
    title: courseFieldsSchema.shape.title,
    /** Derived from the title by the form (slugFromTitle); editable; must not be taken. */
    slug: courseSlugSchema,
  })
  .strict();

export const slugAvailabilityQuerySchema = z.object({ slug: z.string().max(200, 'A course address is at most 100 characters') }).strict();

export const slugAvailabilityResponseSchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why not, in words; null when available. */
  message: z.string().nullable(),
});

export const adminCourseSummarySchema = courseSummarySchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
  enrollmentCount: z.number().int(),
});

export const COURSE_STATUSES = ['published', 'draft'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** What the admin list sorts by: when the course was made (the default, newest first), its title, its last save. */
export const ADMIN_COURSE_SORTS = ['created', 'title', 'updated'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];
export const ADMIN_COURSES_PAGE_SIZE = 20;

export const listAdminCoursesQuerySchema = z
  .object({
    status: z.enum(COURSE_STATUSES, { message: `status must be one of ${COURSE_STATUSES.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    sort: z.enum(ADMIN_COURSE_SORTS, { message: `sort must be one of ${ADMIN_COURSE_SORTS.join(', ')}` }).default('created'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('desc'),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const listAdminCoursesResponseSchema = z.object({
  courses: z.array(adminCourseSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const editableCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  duration: z.string(),
  thumbnailUrl: z.string().nullable(),
  requiredPlan: z.enum(PLANS),
  published: z.boolean(),
  earlyAccess: z.boolean(),
  curriculum: curriculumSchema,
  /** The version this copy is; a save names it as `baseVersion`. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  enrollmentCount: z.number().int(),
});

export const editableCourseResponseSchema = z.object({ course: editableCourseSchema });

const baseVersionSchema = z.number({ message: 'Name the version your copy started from (baseVersion)' }).int().min(1);

export const saveCourseRequestSchema = z
  .object({
    baseVersion: baseVersionSchema,
    course: courseFieldsSchema,
    curriculum: editableCurriculumSchema,
    /** Required to remove lessons learners have completed (their certificates are kept either way). */
    confirmRemovingCompletedLessons: z.boolean().default(false),
    /** Publishes a draft although the content standard's checklist names something missing (decision 0083). */
    publishAnyway: z.boolean().default(false),
  })
  .strict();

export const courseVersionSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  savedAt: z.string(),
  savedByName: z.string(),
  /** This version is the course as it stands. */
  current: z.boolean(),
});

export const listCourseVersionsResponseSchema = z.object({ versions: z.array(courseVersionSummarySchema) });

export const courseVersionParamsSchema = z
  .object({ slug: courseSlugSchema, versionId: z.string().uuid('No such version of this course') })
  .strict();

export const restoreCourseVersionRequestSchema = z
  .object({
    baseVersion: baseVersionSchema,
    confirmRemovingCompletedLessons: z.boolean().default(false),
  })
  .strict();

export const deleteCourseResponseSchema = z.object({ deleted: z.literal(true) });

/** One page of every course, drafts included (newest first unless sorted), with lessons and enrolled learners counted; filtered by status and title. */
export const listAdminCourses = defineEndpoint({ method: 'GET', path: '/api/admin/courses', query: listAdminCoursesQuerySchema, response: listAdminCoursesResponseSchema });

/** Whether an address is free for a new course, asked as the admin types. */
export const checkCourseSlug = defineEndpoint({
  method: 'GET',
  path: '/api/admin/course-slugs',
  query: slugAvailabilityQuerySchema,
  response: slugAvailabilityResponseSchema,
});

/** A new draft course with a title and a unique slug; 400 when the slug is taken. */
export const createAdminCourse = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses',
  body: createCourseRequestSchema,
  response: editableCourseResponseSchema,
  statuses: [201],
});

/** The whole course for editing, quiz answers included, with the version a save names. */
export const getAdminCourse = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses/:slug',
  params: adminCourseSlugParamsSchema,
  response: editableCourseResponseSchema,
});

/** Saves the course fields and the whole curriculum in one transaction; 409 from a stale copy. */
export const saveAdminCourse = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/courses/:slug',
  params: adminCourseSlugParamsSchema,
  body: saveCourseRequestSchema,
  response: editableCourseResponseSchema,
});

/** Deletes a course nobody is enrolled in; 409 otherwise (unpublish it instead). */
export const deleteAdminCourse = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/courses/:slug',
  params: adminCourseSlugParamsSchema,
  response: deleteCourseResponseSchema,
});

/** The latest VERSIONS_LISTED versions of a course, newest first. */
export const listCourseVersions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses/:slug/versions',
  params: adminCourseSlugParamsSchema,
  response: listCourseVersionsResponseSchema,
});

/** Saves a kept version's content as a new version, from the copy's version like any save. */
export const restoreCourseVersion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:slug/versions/:versionId/restore',
  params: courseVersionParamsSchema,
  body: restoreCourseVersionRequestSchema,
  response: editableCourseResponseSchema,
});

export type CourseFields = z.infer<typeof courseFieldsSchema>;
export type CreateCourseRequest = z.infer<typeof createCourseRequestSchema>;
export type SlugAvailabilityResponse = z.infer<typeof slugAvailabilityResponseSchema>;
export type AdminCourseSummary = z.infer<typeof adminCourseSummarySchema>;
export type ListAdminCoursesQuery = z.output<typeof listAdminCoursesQuerySchema>;
export type ListAdminCoursesResponse = z.infer<typeof listAdminCoursesResponseSchema>;
export type EditableCourse = z.infer<typeof editableCourseSchema>;
export type EditableCourseResponse = z.infer<typeof editableCourseResponseSchema>;
export type SaveCourseRequest = z.input<typeof saveCourseRequestSchema>;
export type ParsedSaveCourseRequest = z.output<typeof saveCourseRequestSchema>;
export type CourseVersionSummary = z.infer<typeof courseVersionSummarySchema>;
export type ListCourseVersionsResponse = z.infer<typeof listCourseVersionsResponseSchema>;
export type RestoreCourseVersionRequest = z.input<typeof restoreCourseVersionRequestSchema>;
