import { z } from 'zod';
import { CASE_STUDY_STATUSES, CASE_STUDY_TEXT_MAX, CASE_STUDY_TITLE_MAX } from '../case-studies';
import { defineEndpoint } from './endpoint';
import { controlCharactersMessage, hasControlCharacters } from './text';

/**
 * The Elite certification's case studies (issue 26, decision 0093): the learner's three accounts
 * and their attachments, and the review board at /admin/reviews.
 */

export const caseStudyBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give your case study a title.')
      .max(CASE_STUDY_TITLE_MAX, `Keep the title to ${CASE_STUDY_TITLE_MAX} characters.`)
      .refine((text) => !hasControlCharacters(text), controlCharactersMessage('The title')),
    body: z
      .string()
      .trim()
      .min(1, 'Write your case study before you save it.')
      .max(CASE_STUDY_TEXT_MAX, `Keep the case study to ${CASE_STUDY_TEXT_MAX.toLocaleString('en-US')} characters.`)
      .refine((text) => !hasControlCharacters(text, { multiLine: true }), controlCharactersMessage('The case study')),
  })
  .strict();

export const caseStudyAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.string(),
  /** The file, served only to the learner who wrote the case study and to admins. */
  url: z.string(),
});

export const caseStudyReviewSchema = z.object({
  decision: z.enum(['approved', 'returned']),
  comment: z.string(),
  reviewerName: z.string(),
  decidedAt: z.string(),
});

export const caseStudySchema = z.object({
  id: z.string(),
  slot: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(CASE_STUDY_STATUSES),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  attachments: z.array(caseStudyAttachmentSchema),
  /** Every decision of the review board, oldest first. */
  reviews: z.array(caseStudyReviewSchema),
});

export const myCaseStudiesResponseSchema = z.object({
  caseStudies: z.array(caseStudySchema),
  required: z.number().int(),
  approved: z.number().int(),
  /** The learner's plan lets them write and submit case studies (Elite). */
  mayWrite: z.boolean(),
});

export const caseStudyResponseSchema = z.object({ caseStudy: caseStudySchema });
const caseStudyParams = z.object({ caseStudyId: z.uuid('Unknown case study') });

/** The signed-in learner's case studies, with attachments and the board's decisions. */
export const listMyCaseStudies = defineEndpoint({ method: 'GET', path: '/api/case-studies', response: myCaseStudiesResponseSchema });

/** A new draft in the learner's next free place of three (Elite only; 409 once there are three). */
export const createCaseStudy = defineEndpoint({
  method: 'POST',
  path: '/api/case-studies',
  body: caseStudyBodySchema,
  response: caseStudyResponseSchema,
  statuses: [201],
});

/** Saves a draft or a returned case study's title and text. */
export const updateCaseStudy = defineEndpoint({
  method: 'PUT',
  path: '/api/case-studies/:caseStudyId',
  params: caseStudyParams,
  body: caseStudyBodySchema,
  response: caseStudyResponseSchema,
});

/** Sends a draft or a returned case study to the review board. */
export const submitCaseStudy = defineEndpoint({
  method: 'POST',
  path: '/api/case-studies/:caseStudyId/submission',
  params: caseStudyParams,
  response: caseStudyResponseSchema,
});

/**
 * Attaches one file (multipart/form-data, one `file` part) to a draft or returned case study:
 * a PDF, picture or document by its content, at most 10 MB, at most five per case study.
 */
export const attachToCaseStudy = defineEndpoint({
  method: 'POST',
  path: '/api/case-studies/:caseStudyId/attachments',
  params: caseStudyParams,
  response: caseStudyResponseSchema,
  statuses: [201],
});

export const removeCaseStudyAttachment = defineEndpoint({
  method: 'DELETE',
  path: '/api/case-studies/:caseStudyId/attachments/:attachmentId',
  params: caseStudyParams.extend({ attachmentId: z.uuid('Unknown attachment') }),
  response: caseStudyResponseSchema,
});

/** Where an attachment is served (its writer and admins only; a raw file route, not JSON). */
export const caseStudyAttachmentUrl = (attachmentId: string) => `/media/case-studies/${attachmentId}`;

// The review board.

export const REVIEW_QUEUE_FILTERS = ['submitted', 'returned', 'approved', 'all'] as const;
export const REVIEW_QUEUE_SORTS = ['submitted', 'learner', 'title'] as const;
export const REVIEW_PAGE_SIZE = 20;

export const listReviewsQuerySchema = z
  .object({
    status: z.enum(REVIEW_QUEUE_FILTERS, { message: `status must be one of ${REVIEW_QUEUE_FILTERS.join(', ')}` }).default('submitted'),
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    sort: z.enum(REVIEW_QUEUE_SORTS, { message: `sort must be one of ${REVIEW_QUEUE_SORTS.join(', ')}` }).default('submitted'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('asc'),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

export const reviewQueueEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(CASE_STUDY_STATUSES),
  learnerName: z.string(),
  learnerEmail: z.string(),
  submittedAt: z.string().nullable(),
  attachmentCount: z.number().int(),
  /** How many times the board returned it before. */
  returnedCount: z.number().int(),
});

export const listReviewsResponseSchema = z.object({
  reviews: z.array(reviewQueueEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const reviewDetailResponseSchema = z.object({
  caseStudy: caseStudySchema.extend({ learnerName: z.string(), learnerEmail: z.string(), approvedOfLearner: z.number().int() }),
});

export const REVIEW_COMMENT_MAX = 4_000;

export const reviewDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'return'], { message: 'Choose approve or return' }),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, `Keep comments to ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters.`)
      .refine((text) => !hasControlCharacters(text, { multiLine: true }), controlCharactersMessage('A comment'))
      .default(''),
  })
  .strict()
  .refine((body) => body.decision === 'approve' || body.comment.length > 0, { message: 'Say what to change: a returned case study needs a comment.', path: ['comment'] });

/** The review board's queue: submitted case studies by default, filtered, sorted and paged on the server. */
export const listReviews = defineEndpoint({ method: 'GET', path: '/api/admin/reviews', query: listReviewsQuerySchema, response: listReviewsResponseSchema });

export const getReview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reviews/:caseStudyId',
  params: caseStudyParams,
  response: reviewDetailResponseSchema,
});

/** Approves or returns a submitted case study (409 when it is not waiting for a decision); the learner is emailed either way. */
export const decideReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:caseStudyId/decision',
  params: caseStudyParams,
  body: reviewDecisionBodySchema,
  response: reviewDetailResponseSchema,
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
export type CaseStudyBody = z.infer<typeof caseStudyBodySchema>;
export type MyCaseStudies = z.infer<typeof myCaseStudiesResponseSchema>;
export type ListReviewsQuery = z.output<typeof listReviewsQuerySchema>;
export type ListReviewsResponse = z.infer<typeof listReviewsResponseSchema>;
export type ReviewQueueEntry = z.infer<typeof reviewQueueEntrySchema>;
export type ReviewDetail = z.infer<typeof reviewDetailResponseSchema>['caseStudy'];
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;
