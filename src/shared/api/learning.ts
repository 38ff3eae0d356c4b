import { z } from 'zod';
import { MAX_OPTIONS as MAX_QUIZ_OPTIONS } from '../curriculum';
import { COURSE_LEVELS } from '../levels';
import { PLANS } from '../plans';
import { courseSlugSchema, courseSummarySchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/**
 * Contracts of enrolment, the lesson player, progress, quizzes and certificates. Lesson
 * bodies, videos, resources and quizzes travel only through these, and only to enrolled
 * learners and admins; quiz answers only in the result of a submitted attempt.
 */

export const lessonIdSchema = singleLineText('A lesson id').trim().min(1, 'A lesson id is required').max(64, 'A lesson id is at most 64 characters');

export const enrollResponseSchema = z.object({
  enrolled: z.literal(true),
  /** True when the learner was enrolled before this request (spec: 'Already enrolled'). */
  alreadyEnrolled: z.boolean(),
});

const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  file_type: z.string(),
  file_url: z.string(),
  file_size: z.string(),
});

/**
 * A quiz as the player gets it with its lesson: what it is and how it is passed, never its
 * questions. Each attempt's questions come only from the draw the server makes for it, so the
 * pool cannot be read whole before an attempt (issue 26).
 */
export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  passing_score: z.number().int(),
  /** How many of the pool's questions one attempt draws. */
  questions_per_attempt: z.number().int(),
});

export const playerLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  description: z.string(),
  content: z.string(),
  video_url: z.string(),
  resources: z.array(resourceSchema),
  quiz: quizSummarySchema.nullable(),
  hide_video_placeholder: z.boolean(),
});

export const playerModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(playerLessonSchema),
});

export const certificateSummarySchema = z.object({
  certificateId: z.string(),
  issuedAt: z.string(),
});

export const progressSchema = z.object({
  completedLessonIds: z.array(z.string()),
  completedCount: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
});

export const playerCourseResponseSchema = z.object({
  course: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    level: z.enum(COURSE_LEVELS),
    /** A draft opened early by an Elite member (decision 0094): no certificate until it is published. */
    earlyAccess: z.boolean(),
    modules: z.array(playerModuleSchema),
  }),
  progress: progressSchema,
  certificate: certificateSummarySchema.nullable(),
});

export const completeLessonResponseSchema = z.object({
  progress: progressSchema,
  /** Issued by this completion or an earlier one; null until every lesson is complete. */
  certificate: certificateSummarySchema.nullable(),
  /** True only for the request whose completion issued the certificate. */
  certificateIssued: z.boolean(),
  /** Every lesson is done in an early-access course: its certificate waits for the course to be published. */
  certificateWhenPublished: z.boolean(),
});

/** A question as one attempt shows it: drawn from the pool, options in a fresh order, each with an opaque id. */
export const drawnQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['true-false', 'multiple-choice', 'multiple-select']),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const quizDrawResponseSchema = z.object({
  drawId: z.string(),
  questions: z.array(drawnQuestionSchema),
});

const optionId = singleLineText('An option id').max(64);

/** Answers by the option ids the draw gave: one per question, a list for a multiple-select question. */
export const submitDrawnQuizBodySchema = z
  .object({
    answers: z
      .record(singleLineText('A question id').max(64), z.union([optionId, z.array(optionId).max(MAX_QUIZ_OPTIONS)]))
      .refine((answers) => Object.keys(answers).length <= 100, 'Too many answers'),
  })
  .strict();

export const questionResultSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  /**
   * The correct answer (boolean, option index, or indexes) and the explanation, revealed only
   * with a passed attempt: after a failed one the learner re-reads and retakes instead.
   */
  correctAnswer: z.union([z.boolean(), z.number().int(), z.array(z.number().int())]).optional(),
  explanation: z.string().optional(),
});

/** A lesson to re-read before retaking a failed quiz. */
export const reviewLessonSchema = z.object({ id: z.string(), title: z.string() });

export const quizAttemptSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  completedAt: z.string(),
});

export const submitQuizResponseSchema = z.object({
  /** `id` is null when the attempt could not be stored: spec §8 still shows the results. */
  attempt: quizAttemptSchema.extend({ id: z.string().nullable() }),
  results: z.array(questionResultSchema),
  /** A passed attempt completes its lesson (decision 0026): the completion, when this attempt made it; null otherwise. */
  completion: completeLessonResponseSchema.nullable(),
  /** After a failed attempt, the lessons the quiz covers (its module up to the quiz); empty after a pass. */
  reviewLessons: z.array(reviewLessonSchema),
});

export const quizAttemptsResponseSchema = z.object({
  /** Newest first. */
  attempts: z.array(quizAttemptSchema),
  best: quizAttemptSchema.nullable(),
});

export const certificateResponseSchema = z.object({
  certificate: z.object({
    certificateId: z.string(),
    issuedAt: z.string(),
    learnerName: z.string(),
    courseTitle: z.string(),
    courseSlug: z.string(),
    /** Set when an admin revoked it (decision 0108): verification then says so. */
    revocation: z.object({ revokedAt: z.string(), reason: z.string().nullable() }).nullable(),
    /** Only on an ID that was replaced (an admin corrected the name and reissued it): the ID in force now. */
    replacedBy: z.object({ certificateId: z.string(), replacedAt: z.string() }).optional(),
    /** The holder is an Elite member: the certificate carries the Elite seal. */
    eliteSeal: z.boolean(),
  }),
});

export const enrolledCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  level: z.enum(COURSE_LEVELS),
  thumbnailUrl: z.string().nullable(),
  requiredPlan: z.enum(PLANS),
  percent: z.number().int(),
  /** The learner's certificate for the course, once earned. */
  certificateId: z.string().nullable(),
  /** The video the learner watched last in the course and where they stopped, when worth resuming ('Continue Learning' opens it there). */
  resume: z.object({ lessonId: z.string(), positionSeconds: z.number() }).nullable(),
});

export const myEnrollmentsResponseSchema = z.object({ courses: z.array(enrolledCourseSchema) });

const courseParams = z.object({ slug: courseSlugSchema });
const lessonParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema });

/** Enrols the signed-in learner: 201 the first time, 200 when already enrolled. */
export const enrollInCourse = defineEndpoint({
  method: 'POST',
  path: '/api/courses/:slug/enrollment',
  params: courseParams,
  response: enrollResponseSchema,
  statuses: [200, 201],
});

/** Drafts the signed-in Elite member may open early (decision 0094); an empty list for everyone else. */
export const listEarlyAccessCourses = defineEndpoint({
  method: 'GET',
  path: '/api/me/early-access-courses',
  response: z.object({ courses: z.array(courseSummarySchema) }),
});

/** The signed-in learner's courses with their progress. */
export const listMyCourses = defineEndpoint({ method: 'GET', path: '/api/me/courses', response: myEnrollmentsResponseSchema });

/** A course as the lesson player shows it (lessons, quizzes without answers, progress). */
export const getPlayerCourse = defineEndpoint({ method: 'GET', path: '/api/learn/:slug', params: courseParams, response: playerCourseResponseSchema });

export const completeLesson = defineEndpoint({
  method: 'POST',
  path: '/api/learn/:slug/lessons/:lessonId/completion',
  params: lessonParams,
  response: completeLessonResponseSchema,
});

/** Starts an attempt: the server draws its questions from the pool and stores what it shows (issue 26). */
export const startQuizDraw = defineEndpoint({
  method: 'POST',
  path: '/api/learn/:slug/lessons/:lessonId/quiz-draws',
  params: lessonParams,
  response: quizDrawResponseSchema,
  statuses: [201],
});

/**
 * Scores a draw's answers, given by option id: 201 once stored, 200 when the attempt could not be
 * stored. An option or question the draw did not show is 400, another learner's draw 404, a draw
 * already submitted 409; none of them writes anything.
 */
export const submitDrawnQuizAttempt = defineEndpoint({
  method: 'POST',
  path: '/api/learn/:slug/lessons/:lessonId/quiz-draws/:drawId/attempt',
  params: lessonParams.extend({ drawId: z.string().uuid('Unknown quiz draw') }),
  body: submitDrawnQuizBodySchema,
  response: submitQuizResponseSchema,
  statuses: [200, 201],
});

export const listQuizAttempts = defineEndpoint({
  method: 'GET',
  path: '/api/learn/:slug/lessons/:lessonId/quiz-attempts',
  params: lessonParams,
  response: quizAttemptsResponseSchema,
});

/** The signed-in learner's own certificate for a course (the certificate page); 404 until earned. */
export const getOwnCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/certificates/:courseId',
  params: z.object({ courseId: z.uuid('That is not a course id') }),
  response: certificateResponseSchema,
});

/** Public: anyone holding a certificate ID can confirm name, course and date (design.md §5). */
export const verifyCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/verify/:certificateId',
  params: z.object({ certificateId: z.string().max(32) }),
  response: certificateResponseSchema,
  // A person checks a few IDs; 30 a minute keeps guessing the 36^6 codes of one year out of reach.
  rateLimit: { perAddress: { limit: 30, windowSeconds: 60 } },
});

export type EnrollResponse = z.infer<typeof enrollResponseSchema>;
export type PlayerLesson = z.infer<typeof playerLessonSchema>;
export type PlayerCourseResponse = z.infer<typeof playerCourseResponseSchema>;
export type CompleteLessonResponse = z.infer<typeof completeLessonResponseSchema>;
export type QuizDrawResponse = z.infer<typeof quizDrawResponseSchema>;
export type SubmitDrawnQuizBody = z.infer<typeof submitDrawnQuizBodySchema>;
export type SubmitQuizResponse = z.infer<typeof submitQuizResponseSchema>;
export type QuizAttemptsResponse = z.infer<typeof quizAttemptsResponseSchema>;
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;
export type MyEnrollmentsResponse = z.infer<typeof myEnrollmentsResponseSchema>;
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;
