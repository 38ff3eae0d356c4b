import { z } from 'zod';
import { EMAIL_STATUSES } from './admin-emails';
import { defineEndpoint } from './endpoint';
import { multiLineText } from './text';

/** The support inbox at /admin/messages (admins only): contact messages, replies by email, handled or not. */

export const MESSAGE_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const MESSAGE_PAGE_SIZE = 25;
export const MAX_REPLY_LENGTH = 10_000;

export const listMessagesQuerySchema = z
  .object({
    filter: z.enum(MESSAGE_FILTERS, { message: `filter must be one of ${MESSAGE_FILTERS.join(', ')}` }).default('all'),
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

/** A Pro or Elite member (matched by email to an account with that plan active) is answered first. */
export const priorityPlanSchema = z.enum(['pro', 'elite']).nullable();

export const messageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  priority: priorityPlanSchema,
  replyCount: z.number().int(),
});

export const listMessagesResponseSchema = z.object({
  messages: z.array(messageSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread messages in the whole inbox, whatever the filter. */
  unread: z.number().int(),
});

export const messageReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  authorName: z.string().nullable(),
  /** Who wrote it when it is the sender's answer that came back by email; null on support's replies. */
  fromAddress: z.string().nullable(),
  /** Delivery of the reply's email, from the outbox; null if the outbox row is gone. */
  emailStatus: z.enum(EMAIL_STATUSES).nullable(),
});

export const messageDetailResponseSchema = z.object({
  message: messageSummarySchema.extend({ message: z.string(), replies: z.array(messageReplySchema) }),
});

export const messageParamsSchema = z.object({ id: z.string() });

export const replyBodySchema = z
  .object({
    body: multiLineText('Reply')
      .pipe(z.string().trim().min(1, 'Please write a reply').max(MAX_REPLY_LENGTH, `A reply must be at most ${MAX_REPLY_LENGTH} characters`)),
  })
  .strict();

export const replyResponseSchema = z.object({ reply: messageReplySchema });

export const handledBodySchema = z.object({ handled: z.boolean({ message: 'handled must be true or false' }) }).strict();

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages',
  query: listMessagesQuerySchema,
  response: listMessagesResponseSchema,
});

/** One message with its thread; opening it marks it read. */
export const getMessage = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages/:id',
  params: messageParamsSchema,
  response: messageDetailResponseSchema,
});

/** Replies by email to the sender (through the outbox) and keeps the reply with the message. */
export const replyToMessage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/messages/:id/replies',
  params: messageParamsSchema,
  body: replyBodySchema,
  response: replyResponseSchema,
  statuses: [201],
});

export const setMessageHandled = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/messages/:id/handled',
  params: messageParamsSchema,
  body: handledBodySchema,
  response: messageDetailResponseSchema,
});

export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export type ListMessagesResponse = z.infer<typeof listMessagesResponseSchema>;
export type MessageDetail = z.infer<typeof messageDetailResponseSchema>['message'];
export type MessageReply = z.infer<typeof messageReplySchema>;
