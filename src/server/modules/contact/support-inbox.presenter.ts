import type { EmailStatus } from '../../../shared/api/admin-emails';
import type { MessageDetail, MessageReply, MessageSummary } from '../../../shared/api/admin-messages';
import type { InboxMessageRow, ReplyRow } from './contact.data';

const PREVIEW_LENGTH = 140;

export function presentMessageSummary(row: InboxMessageRow): MessageSummary {
  const flat = row.message.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    priority: row.priority,
    replyCount: row.replyCount,
  };
}

export function presentReply(row: ReplyRow, statuses: Map<string, EmailStatus>): MessageReply {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    fromAddress: row.fromAddress,
    emailStatus: row.emailId ? (statuses.get(row.emailId) ?? null) : null,
  };
}

export function presentMessageDetail(row: InboxMessageRow, replies: MessageReply[]): MessageDetail {
  return { ...presentMessageSummary(row), message: row.message, replies };
}
