import { z } from 'zod';
import { MAX_VIDEO_SECONDS } from '../video-resume';
import { courseSlugSchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { lessonIdSchema } from './learning';

/**
 * Contracts of where a learner stopped in a lesson's video (issue 32): one position per learner
 * and lesson, saved by the player every few seconds and when the page hides, read when the
 * lesson opens on any device.
 */

const seconds = (label: string) =>
  z
    .number({ message: `${label} must be a number of seconds` })
    .finite(`${label} must be a number of seconds`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_VIDEO_SECONDS, `${label} is at most ${MAX_VIDEO_SECONDS} seconds (a day)`);

export const saveVideoPositionBodySchema = z
  .strictObject({
    positionSeconds: seconds('The position'),
    /** Null while the player does not know the video's length yet. */
    durationSeconds: seconds('The duration').positive('The duration must be more than 0 seconds').nullable(),
  })
  .refine((body) => body.durationSeconds === null || body.positionSeconds <= body.durationSeconds, {
    message: 'The position cannot be past the end of the video',
    path: ['positionSeconds'],
  });
export type SaveVideoPositionBody = z.infer<typeof saveVideoPositionBodySchema>;

export const videoPositionResponseSchema = z.object({
  lessonId: z.string(),
  /** Null before the learner's first save for this lesson. */
  position: z
    .object({
      positionSeconds: z.number(),
      durationSeconds: z.number().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type VideoPositionResponse = z.infer<typeof videoPositionResponseSchema>;

const lessonParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema });

/** Where the signed-in learner stopped in the lesson's video (position null before the first save). */
export const getVideoPosition = defineEndpoint({
  method: 'GET',
  path: '/api/learn/:slug/lessons/:lessonId/video-position',
  params: lessonParams,
  response: videoPositionResponseSchema,
});

/** Saves the position, replacing the last one: saving the same position twice changes nothing. */
export const saveVideoPosition = defineEndpoint({
  method: 'PUT',
  path: '/api/learn/:slug/lessons/:lessonId/video-position',
  params: lessonParams,
  body: saveVideoPositionBodySchema,
  response: videoPositionResponseSchema,
});
