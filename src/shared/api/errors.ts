import { z } from 'zod';

/** Every error the API answers with has this body; `message` is written for a person. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** The course needs a higher plan than the learner's. */
  UPGRADE_REQUIRED: 403,
  /** The learner is not enrolled in the course. */
  NOT_ENROLLED: 403,
  /** The account's email address is not confirmed yet: no checkout and no certificate until it is. */
  EMAIL_NOT_VERIFIED: 403,
  /** An admin without a second factor: every admin endpoint answers this until it is set up (the web opens the set-up page). */
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The course is a draft: it takes no learners yet (admins may still enter it). */
  COURSE_IN_DEVELOPMENT: 409,
  /** 'Mark as Complete' on a lesson that is completed by passing its quiz (decision 0026). */
  QUIZ_REQUIRED: 409,
  /** A course-builder save made from a stale copy: someone saved the course since. */
  COURSE_CHANGED: 409,
  /** A save would remove lessons learners completed; it must confirm. */
  COMPLETED_LESSONS_REMOVED: 409,
  /** Publishing a draft the content standard's checklist finds incomplete; it must say "publish anyway". */
  PUBLISH_CHECKLIST: 409,
  /** A course with enrolled learners cannot be deleted (unpublish it instead). */
  COURSE_HAS_LEARNERS: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** The body field the message is about, when it is about one (a form shows it beside that field). */
  field: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
