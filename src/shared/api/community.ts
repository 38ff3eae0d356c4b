import { z } from 'zod';
import {
  POST_BODY_MAX,
  POST_TITLE_MAX,
  POST_VIEWS,
  REACTION_NAMES,
  REPLY_BODY_MAX,
  REPORT_REASON_MAX,
  SPACE_IDS,
  SUSPENSION_DAYS_MAX,
} from '../community-access';
import { PLANS } from '../plans';
import { courseSlugSchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { lessonIdSchema } from './learning';
import { multiLineText, singleLineText } from './text';

/**
 * Contracts of the community (issue 47): the six spaces, their posts and threads, lesson
 * discussions, reports, and the admin's moderation and instructor queue. Text is Markdown as the
 * author wrote it; the web renders it with the lessons' renderer, which never runs HTML.
 */

const spaceIdSchema = z.enum(SPACE_IDS, { message: 'No such community space.' });
const postParams = z.object({ id: z.uuid('Post not found.') });
const lessonParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema });
const pageSchema = z.coerce.number().int().min(1, 'The page is a whole number from 1').max(10_000, 'The page is a whole number from 1').default(1);

export const postInputSchema = z.strictObject({
  title: singleLineText('The title')
    .trim()
    .min(3, 'Give your post a title of at least 3 characters.')
    .max(POST_TITLE_MAX, `The title is at most ${POST_TITLE_MAX} characters.`),
  body: multiLineText('The text')
    .trim()
    .min(1, 'Write something in your post.')
    .max(POST_BODY_MAX, `A post is at most ${POST_BODY_MAX.toLocaleString('en-US')} characters: split it into a post and a reply.`),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const replyInputSchema = z.strictObject({
  body: multiLineText('The reply')
    .trim()
    .min(1, 'Write something in your reply.')
    .max(REPLY_BODY_MAX, `A reply is at most ${REPLY_BODY_MAX.toLocaleString('en-US')} characters.`),
});

const authorSchema = z.object({
  /** First name and last initial: members never see each other's email addresses. */
  name: z.string(),
  /** An admin: the instructor's answers are marked as such. */
  isInstructor: z.boolean(),
});

export const postSummarySchema = z.object({
  id: z.string(),
  space: z.union([spaceIdSchema, z.literal('lesson')]),
  title: z.string(),
  body: z.string(),
  author: authorSchema,
  authorPlan: z.enum(PLANS),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  editedAt: z.string().nullable(),
  replyCount: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** Hidden by a moderator: only admins are shown such a post. */
  hidden: z.boolean(),
  answered: z.boolean(),
  instructorAnswered: z.boolean(),
  reactions: z.record(z.enum(REACTION_NAMES), z.number().int()),
  myReactions: z.array(z.enum(REACTION_NAMES)),
  /** The viewer wrote it and may still edit or delete it (within the hour). */
  mayChange: z.boolean(),
  mayMarkAnswered: z.boolean(),
  /** For a lesson question: where it was asked. */
  lesson: z.object({ courseSlug: z.string(), lessonId: z.string() }).nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const replySchema = z.object({
  id: z.string(),
  body: z.string(),
  author: authorSchema,
  fromInstructor: z.boolean(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

const postPageSchema = z.object({ posts: z.array(postSummarySchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const spaceSummarySchema = z.object({
  id: spaceIdSchema,
  name: z.string(),
  description: z.string(),
  mayRead: z.boolean(),
  mayPost: z.boolean(),
  postCount: z.number().int(),
  lastPostAt: z.string().nullable(),
});
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;

/** The spaces as the signed-in member may use them, and whether they are kept from posting now. */
export const listSpaces = defineEndpoint({
  method: 'GET',
  path: '/api/community/spaces',
  response: z.object({ spaces: z.array(spaceSummarySchema), suspendedUntil: z.string().nullable() }),
});

export const listSpacePosts = defineEndpoint({
  method: 'GET',
  path: '/api/community/spaces/:space/posts',
  params: z.object({ space: spaceIdSchema }),
  query: z.object({ view: z.enum(POST_VIEWS, { message: 'The view is newest, active or unanswered.' }).default('newest'), page: pageSchema }),
  response: postPageSchema.extend({ space: spaceSummarySchema }),
});

export const createSpacePost = defineEndpoint({
  method: 'POST',
  path: '/api/community/spaces/:space/posts',
  params: z.object({ space: spaceIdSchema }),
  body: postInputSchema,
  response: z.object({ post: postSummarySchema }),
  statuses: [201],
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/community/posts/:id',
  params: postParams,
  response: z.object({ post: postSummarySchema, replies: z.array(replySchema) }),
});

export const editPost = defineEndpoint({ method: 'PATCH', path: '/api/community/posts/:id', params: postParams, body: postInputSchema, response: z.object({ post: postSummarySchema }) });

export const deletePost = defineEndpoint({ method: 'DELETE', path: '/api/community/posts/:id', params: postParams, response: z.object({ deleted: z.literal(true) }) });

export const replyToPost = defineEndpoint({
  method: 'POST',
  path: '/api/community/posts/:id/replies',
  params: postParams,
  body: replyInputSchema,
  response: z.object({ reply: replySchema }),
  statuses: [201],
});

export const markAnswered = defineEndpoint({
  method: 'PUT',
  path: '/api/community/posts/:id/answered',
  params: postParams,
  body: z.strictObject({ answered: z.boolean({ message: 'Say answered: true or false.' }) }),
  response: z.object({ post: postSummarySchema }),
});

export const setReaction = defineEndpoint({
  method: 'PUT',
  path: '/api/community/posts/:id/reactions/:reaction',
  params: z.object({ id: z.uuid('Post not found.'), reaction: z.enum(REACTION_NAMES, { message: 'No such reaction.' }) }),
  body: z.strictObject({ on: z.boolean({ message: 'Say on: true or false.' }) }),
  response: z.object({ post: postSummarySchema }),
});

export const reportPost = defineEndpoint({
  method: 'POST',
  path: '/api/community/posts/:id/reports',
  params: postParams,
  body: z.strictObject({
    reason: multiLineText('The reason')
      .trim()
      .min(3, 'Say what is wrong with the post, in a few words.')
      .max(REPORT_REASON_MAX, `A reason is at most ${REPORT_REASON_MAX} characters.`),
  }),
  response: z.object({ reported: z.literal(true) }),
  statuses: [201],
});

export const listLessonDiscussion = defineEndpoint({
  method: 'GET',
  path: '/api/learn/:slug/lessons/:lessonId/discussion',
  params: lessonParams,
  query: z.object({ page: pageSchema }),
  response: postPageSchema.extend({ mayAsk: z.boolean() }),
});

export const askInLesson = defineEndpoint({
  method: 'POST',
  path: '/api/learn/:slug/lessons/:lessonId/discussion',
  params: lessonParams,
  body: postInputSchema,
  response: z.object({ post: postSummarySchema }),
  statuses: [201],
});

// The admin's side, inside the admin API.

export const reportedPostSchema = z.object({
  post: postSummarySchema,
  reports: z.array(z.object({ reason: z.string(), reporterName: z.string(), createdAt: z.string() })),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

/** Posts with open reports, the longest-reported first. */
export const listReportedPosts = defineEndpoint({ method: 'GET', path: '/api/admin/community/reports', response: z.object({ posts: z.array(reportedPostSchema) }) });

export const waitingQuestionSchema = z.object({
  post: postSummarySchema,
  /** An Elite member's 24-hour clock (the support inbox's rule); null for a Pro member's question. */
  clock: z.object({ state: z.enum(['on-time', 'past-12-hours', 'overdue']), label: z.string() }).nullable(),
});
export type WaitingQuestion = z.infer<typeof waitingQuestionSchema>;

/** Questions in #ask-the-instructor and under lessons that no admin has answered, oldest first. */
export const listWaitingQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/community/questions',
  response: z.object({ questions: z.array(waitingQuestionSchema) }),
});

export const MODERATION_ACTIONS = ['hide', 'restore', 'lock', 'unlock', 'pin', 'unpin'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderatePost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/community/posts/:id/moderation',
  params: postParams,
  body: z.strictObject({ action: z.enum(MODERATION_ACTIONS, { message: 'Choose hide, restore, lock, unlock, pin or unpin.' }) }),
  response: z.object({ post: postSummarySchema }),
});

export const removePost = defineEndpoint({ method: 'DELETE', path: '/api/admin/community/posts/:id', params: postParams, response: z.object({ deleted: z.literal(true) }) });

export const suspendMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/community/suspensions',
  body: z.strictObject({
    postId: z.uuid('Post not found.'),
    days: z
      .number({ message: 'Say for how many days.' })
      .int('Days are a whole number.')
      .min(1, 'Suspend for at least a day.')
      .max(SUSPENSION_DAYS_MAX, `Suspend for at most ${SUSPENSION_DAYS_MAX} days.`),
    reason: singleLineText('The reason').trim().min(3, 'Give a reason of at least 3 characters.').max(500, 'A reason is at most 500 characters.'),
  }),
  response: z.object({ suspension: z.object({ memberName: z.string(), until: z.string() }) }),
  statuses: [201],
});
