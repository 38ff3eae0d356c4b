import { z } from 'zod';
import { courseSlugSchema } from './catalog';
import { resourceSchema } from '../curriculum';
import { defineEndpoint } from './endpoint';
import { COURSE_IMAGE_KINDS } from '../media-files';

/** The video library and lesson resources (admins), spec §2 /admin/upload-videos and the lesson editor. */

/** A lesson that uses a video. */
export const videoUseSchema = z.object({
  courseSlug: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
});

export const videoSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Spec §9: Bytes, KB, MB or GB with 2 decimals. */
  sizeLabel: z.string(),
  uploadedAt: z.string(),
  /** `/media/videos/<name>`: the value a lesson's video_url stores. */
  url: z.string(),
  usedBy: z.array(videoUseSchema),
});

export const listVideosResponseSchema = z.object({ videos: z.array(videoSchema) });

export const videoNameParamsSchema = z.object({ name: z.string().min(1).max(600) });

/** Deleting a video a lesson uses needs `confirm=true`; without it the answer is 409 naming the lessons. */
export const deleteVideoQuerySchema = z
  .object({ confirm: z.enum(['true', 'false'], { message: 'confirm must be true or false' }).optional() })
  .strict();

export const deleteVideoResponseSchema = z.object({ deleted: z.string() });

/** The answer to `POST /api/admin/courses/:slug/resources`: the object a lesson's `resources` array stores. */
export const uploadResourceResponseSchema = z.object({ resource: resourceSchema });

/** The video library, newest first, each with the lessons that use it. */
export const listVideos = defineEndpoint({
  method: 'GET',
  path: '/api/admin/videos',
  response: listVideosResponseSchema,
});

/** Deletes a stored video; one that lessons use only with `confirm=true` (409 naming them otherwise). */
export const deleteVideo = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/videos/:name',
  params: videoNameParamsSchema,
  query: deleteVideoQuerySchema,
  response: deleteVideoResponseSchema,
});

/**
 * Stores a lesson resource. The body is multipart/form-data (title, description, file), read
 * as a stream on the server, so the descriptor declares no body schema.
 */
export const uploadResource = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:slug/resources',
  params: z.object({ slug: courseSlugSchema }),
  response: uploadResourceResponseSchema,
  statuses: [201],
});

export const uploadCourseImageQuerySchema = z.object({ kind: z.enum(COURSE_IMAGE_KINDS).default('inline') });
export const uploadCourseImageResponseSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * Stores a course image (a thumbnail, or a picture in lesson text): multipart/form-data with
 * one `file`, PNG, JPEG or WebP by content, resized and stored as WebP.
 */
export const uploadCourseImage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:slug/images',
  params: z.object({ slug: courseSlugSchema }),
  query: uploadCourseImageQuerySchema,
  response: uploadCourseImageResponseSchema,
  statuses: [201],
});

export type UploadCourseImageResponse = z.infer<typeof uploadCourseImageResponseSchema>;
export type Video = z.infer<typeof videoSchema>;
export type VideoUse = z.infer<typeof videoUseSchema>;
export type ListVideosResponse = z.infer<typeof listVideosResponseSchema>;
export type DeleteVideoResponse = z.infer<typeof deleteVideoResponseSchema>;
export type UploadResourceResponse = z.infer<typeof uploadResourceResponseSchema>;
