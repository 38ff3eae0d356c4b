import { z } from 'zod';
import { COURSE_LEVELS } from '../levels';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';

/** Request and response contracts of the public catalogue, shared by routes and fetchers. */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 100;

export const courseSlugSchema = z
  .string()
  .max(MAX_SLUG_LENGTH, `A course address is at most ${MAX_SLUG_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'A course address uses lowercase letters, digits and dashes');

export const listCoursesQuerySchema = z
  .object({
    level: z.enum(COURSE_LEVELS, { message: `level must be one of ${COURSE_LEVELS.join(', ')}` }).optional(),
  })
  .strict();

export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  duration: z.string(),
  thumbnailUrl: z.string().nullable(),
  requiredPlan: z.enum(PLANS),
  published: z.boolean(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  createdAt: z.string(),
});

export const listCoursesResponseSchema = z.object({ courses: z.array(courseSummarySchema) });

/** What anyone may see of a lesson: no body, video, resources or quiz. */
export const lessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  description: z.string(),
});

export const moduleOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(lessonOutlineSchema),
});

export const courseDetailSchema = courseSummarySchema.extend({
  /** What a learner will be able to do after the course. */
  outcomes: z.array(z.string()),
  modules: z.array(moduleOutlineSchema),
});

export const courseDetailResponseSchema = z.object({ course: courseDetailSchema });

/** A paid course's free preview lesson (shared/course-preview.ts): its text only, no video, files, quiz or tool work. */
export const coursePreviewResponseSchema = z.object({
  course: courseSummarySchema.pick({ id: true, slug: true, title: true, requiredPlan: true }),
  lesson: lessonOutlineSchema.extend({ content: z.string() }),
});

/** The catalogue is the same for everyone: caches may keep it, asking each time whether it changed. */
const PUBLIC_REVALIDATED = 'public, max-age=0, must-revalidate';

/** The published catalogue, optionally of one level. */
export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/api/courses',
  query: listCoursesQuerySchema,
  response: listCoursesResponseSchema,
  cacheControl: PUBLIC_REVALIDATED,
});

/** One course's outline by its slug; a draft's page shows the in-development notice. */
export const getCourse = defineEndpoint({
  method: 'GET',
  path: '/api/courses/:slug',
  params: z.object({ slug: courseSlugSchema }),
  response: courseDetailResponseSchema,
  cacheControl: PUBLIC_REVALIDATED,
});

export type CoursePreviewResponse = z.infer<typeof coursePreviewResponseSchema>;
export type ListCoursesQuery = z.infer<typeof listCoursesQuerySchema>;
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export type ModuleOutline = z.infer<typeof moduleOutlineSchema>;
export type ListCoursesResponse = z.infer<typeof listCoursesResponseSchema>;
export type CourseDetailResponse = z.infer<typeof courseDetailResponseSchema>;

/** The free preview lesson of a published paid course; 404 for a free course, a draft or an unknown one. */
export const getCoursePreview = defineEndpoint({
  method: 'GET',
  path: '/api/courses/:slug/preview',
  params: z.object({ slug: courseSlugSchema }),
  response: coursePreviewResponseSchema,
  cacheControl: PUBLIC_REVALIDATED,
});
