import { z } from 'zod';
import { CASE_STUDY_STATUSES } from '../case-studies';
import { CERTIFICATION_TRACK_IDS } from '../certification-tracks';
import { MAX_OPTIONS } from '../curriculum';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';
import { drawnQuestionSchema, questionResultSchema } from './learning';
import { singleLineText } from './text';

/**
 * Contracts of the three certifications (issue 26, decision 0068): each track's state for the
 * signed-in learner, the timed final assessment (start or resume, save an answer, submit) and
 * the credential a pass issues.
 */

const trackIdSchema = z.enum(CERTIFICATION_TRACK_IDS, 'There is no such certification');

export const credentialSchema = z.object({
  credentialId: z.string(),
  trackId: z.enum(CERTIFICATION_TRACK_IDS),
  trackTitle: z.string(),
  learnerName: z.string(),
  issuedAt: z.string(),
  /** Null when the certification does not lapse. */
  expiresAt: z.string().nullable(),
  /** False once `expiresAt` has passed, or once revoked. */
  current: z.boolean(),
  /** Set when an admin revoked it (decision 0108). */
  revocation: z.object({ revokedAt: z.string(), reason: z.string().nullable() }).nullable(),
  /** The holder is an Elite member: the credential carries the Elite seal. */
  eliteSeal: z.boolean(),
});

export const openAssessmentSchema = z.object({
  attemptId: z.string(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  questions: z.array(drawnQuestionSchema),
  /** What the learner saved so far, by question id: resumed on reload or on another device. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export const certificationTrackStateSchema = z.object({
  id: z.enum(CERTIFICATION_TRACK_IDS),
  title: z.string(),
  plan: z.enum(PLANS),
  /** The track can be taken: every course it needs is published. */
  open: z.boolean(),
  courses: z.array(z.object({ slug: z.string(), title: z.string(), published: z.boolean(), completed: z.boolean() })),
  questionsPerAttempt: z.number().int(),
  passPercent: z.number().int(),
  timeLimitMinutes: z.number().int(),
  /** The learner's plan includes the track. */
  planIncluded: z.boolean(),
  attemptsLeft: z.number().int(),
  /** When the next attempt may start, if the learner must wait. */
  nextAttemptAt: z.string().nullable(),
  openAttempt: z.object({ attemptId: z.string(), deadlineAt: z.string() }).nullable(),
  lastAttempt: z.object({ percent: z.number().int(), passed: z.boolean(), submittedAt: z.string() }).nullable(),
  credential: credentialSchema.nullable(),
  /** The Elite tier's case studies and where each stands with the review board; null for a track that asks none. */
  caseStudies: z
    .object({ required: z.number().int(), items: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(CASE_STUDY_STATUSES) })) })
    .nullable(),
});

export const certificationTracksResponseSchema = z.object({ tracks: z.array(certificationTrackStateSchema) });

const optionIdSchema = singleLineText('An option id').max(64);

export const saveAssessmentAnswerBodySchema = z.object({ answer: z.union([optionIdSchema, z.array(optionIdSchema).max(MAX_OPTIONS)]) }).strict();

export const assessmentResultSchema = z.object({
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  /** Which questions were right; never the right option (the pool is reused by later attempts). */
  results: z.array(questionResultSchema.pick({ questionId: true, correct: true })),
  credential: credentialSchema.nullable(),
  /** A failed attempt's lessons to re-read: those its wrong questions test (each question id names its lesson). */
  lessonsToReread: z.array(z.object({ courseSlug: z.string(), courseTitle: z.string(), lessonId: z.string(), lessonTitle: z.string() })),
});

const trackParams = z.object({ trackId: trackIdSchema });
const attemptParams = z.object({ attemptId: z.uuid('Unknown assessment attempt') });

/** Each certification's state for the signed-in learner (the dashboard and /certification). */
export const listCertificationTracks = defineEndpoint({ method: 'GET', path: '/api/certifications', response: certificationTracksResponseSchema });

/**
 * Starts the track's timed assessment (201), or answers the learner's open attempt (200) so a
 * second tab or device resumes it instead of starting another.
 */
export const startAssessment = defineEndpoint({
  method: 'POST',
  path: '/api/certifications/:trackId/attempts',
  params: trackParams,
  response: openAssessmentSchema,
  statuses: [200, 201],
});

/** Saves one answer of an open attempt; an answer after the deadline is refused and not counted (409). */
export const saveAssessmentAnswer = defineEndpoint({
  method: 'PUT',
  path: '/api/certifications/attempts/:attemptId/answers/:questionId',
  params: attemptParams.extend({ questionId: singleLineText('A question id').max(200) }),
  body: saveAssessmentAnswerBodySchema,
  response: z.object({ saved: z.literal(true) }),
});

/** Scores the answers saved before the deadline; a pass issues the credential (unless case studies are still due). */
export const submitAssessment = defineEndpoint({
  method: 'POST',
  path: '/api/certifications/attempts/:attemptId/submission',
  params: attemptParams,
  response: assessmentResultSchema,
});

/** Public: a credential's holder, certification, date and, for the Elite tier, its expiry. */
export const verifyCredential = defineEndpoint({
  method: 'GET',
  path: '/api/credentials/:credentialId',
  params: z.object({ credentialId: z.string().max(32) }),
  response: z.object({ credential: credentialSchema }),
  rateLimit: { perAddress: { limit: 30, windowSeconds: 60 } },
});

export type CertificationTrackState = z.infer<typeof certificationTrackStateSchema>;
export type OpenAssessment = z.infer<typeof openAssessmentSchema>;
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
export type Credential = z.infer<typeof credentialSchema>;
export type LessonToReread = AssessmentResult['lessonsToReread'][number];
