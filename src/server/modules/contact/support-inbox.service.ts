import { MESSAGE_PAGE_SIZE, type ListMessagesQuery, type ListMessagesResponse, type MessageDetail, type MessageReply } from '../../../shared/api/admin-messages';
import { mailDomain, outboxMessageId } from '../../adapters/mail/mail-transport';
import type { MailAddress } from '../../config';
import { withTransaction, type Database, type DbExecutor } from '../../db/client';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { notFound } from '../../http/app-error';
import { emailDeliveryStatuses, enqueueEmail } from '../mail/outgoing-email';
import { contactReplyEmail, contactThreadRootId, threadOfReplyAddress, threadReplyAddress, type ReplyThread } from './contact-email';
import {
  countUnreadMessages,
  findInboxMessage,
  findMessageIdByReplyEmail,
  insertInboundReply,
  insertReply,
  messageExists,
  listInboxMessages,
  listReplies,
  markMessageRead,
  setMessageHandled,
  type InboxMessageRow,
} from './contact.data';
import type { InboundEmail } from './inbound-email';
import { presentMessageDetail, presentMessageSummary, presentReply } from './support-inbox.presenter';

/** What waits in the inbox, read by the admin home. */
export { countInboxTodos } from './contact.data';

/** Postgres' uuid syntax; anything else cannot name a message. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_NOT_FOUND = 'Message not found.';

const OUTBOX_MESSAGE_ID = /^<([0-9a-f-]{36})@([^>]+)>$/i;
const CONTACT_ROOT_ID = /^<contact-([0-9a-f-]{36})@([^>]+)>$/i;

export interface SupportMailSettings {
  from: MailAddress;
  /** SUPPORT_REPLY_ADDRESS, with `{thread}`; unset: answers go to the support address. */
  supportReplyAddress: string | undefined;
}

/** The support inbox (/admin/messages): contact messages, read, answered by email and marked handled. */
export class SupportInboxService {
  private readonly domain: string;

  constructor(
    private readonly db: Database,
    private readonly mail: SupportMailSettings,
  ) {
    this.domain = mailDomain(mail);
  }

  async list(query: ListMessagesQuery): Promise<ListMessagesResponse> {
    const [{ rows, total }, unread] = await Promise.all([
      listInboxMessages(this.db, { filter: query.filter, search: query.q || undefined, limit: MESSAGE_PAGE_SIZE, offset: (query.page - 1) * MESSAGE_PAGE_SIZE }),
      countUnreadMessages(this.db),
    ]);
    return { messages: rows.map(presentMessageSummary), page: query.page, pageSize: MESSAGE_PAGE_SIZE, total, unread };
  }

  /** One message with its thread; opening it marks it read. */
  async open(id: string): Promise<MessageDetail> {
    if (!UUID.test(id)) throw notFound(MESSAGE_NOT_FOUND);
    await markMessageRead(this.db, id);
    return this.detail(id);
  }

  /**
   * Keeps the reply with the message and queues its email to the sender in one transaction: the
   * reply is never shown as sent without its email, and a mail failure only delays delivery.
   */
  async reply(id: string, author: AuditActor, body: string): Promise<MessageReply> {
    if (!UUID.test(id)) throw notFound(MESSAGE_NOT_FOUND);
    const replyId = await withTransaction(this.db, async (tx) => {
      const message = await findInboxMessage(tx, id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      const emailId = await enqueueEmail(tx, contactReplyEmail(await this.thread(tx, message), body));
      await markMessageRead(tx, id);
      const replyId = await insertReply(tx, { messageId: id, authorId: author.id, body, emailId });
      await recordAdminAction(tx, { admin: author, action: 'message.replied', target: { type: 'message', id }, after: { replyId, to: message.email, subject: message.subject } });
      return replyId;
    });
    const { replies } = await this.detail(id);
    return replies.find((reply) => reply.id === replyId)!;
  }

  /**
   * Files an emailed answer in the thread it names: by its reply address (SUPPORT_REPLY_ADDRESS),
   * else by the Message-IDs it answers (one of ours). Returns the thread, or null when it names none.
   */
  async fileInboundAnswer(email: InboundEmail): Promise<string | null> {
    const messageId = await this.threadOf(email);
    if (!messageId || !email.from) return null;
    // A message delivered twice (same Message-ID) is filed once, and answers the same.
    await insertInboundReply(this.db, {
      messageId,
      fromAddress: email.from,
      body: email.text || '(The answer had no text.)',
      mailMessageId: email.messageId ?? null,
    });
    return messageId;
  }

  private async threadOf(email: InboundEmail): Promise<string | undefined> {
    const template = this.mail.supportReplyAddress;
    const candidates: string[] = [];
    if (template) candidates.push(...email.recipients.flatMap((address) => threadOfReplyAddress(template, address) ?? []));
    for (const id of email.answers) {
      const root = CONTACT_ROOT_ID.exec(id);
      if (root && root[2]!.toLowerCase() === this.domain) candidates.push(root[1]!);
      const outbox = OUTBOX_MESSAGE_ID.exec(id);
      if (outbox && outbox[2]!.toLowerCase() === this.domain && UUID.test(outbox[1]!)) {
        const thread = await findMessageIdByReplyEmail(this.db, outbox[1]!);
        if (thread) candidates.push(thread);
      }
    }
    for (const candidate of candidates) {
      if (UUID.test(candidate) && (await messageExists(this.db, candidate))) return candidate;
    }
    return undefined;
  }

  /** What a new reply answers: the sender's latest words and the thread's Message-IDs so far. */
  private async thread(db: DbExecutor, message: InboxMessageRow): Promise<ReplyThread> {
    const replies = await listReplies(db, [message.id]);
    const ids = replies.flatMap((reply) => (reply.fromAddress ? (reply.mailMessageId ?? []) : reply.emailId ? outboxMessageId(reply.emailId, this.mail) : []));
    const lastAnswer = replies.filter((reply) => reply.fromAddress).at(-1);
    const template = this.mail.supportReplyAddress;
    return {
      to: message.email,
      subject: message.subject,
      quoted: lastAnswer ? { name: message.name, text: lastAnswer.body, at: lastAnswer.createdAt } : { name: message.name, text: message.message, at: message.createdAt },
      references: [contactThreadRootId(message.id, this.domain), ...ids],
      replyTo: template ? threadReplyAddress(template, message.id) : undefined,
    };
  }

  async setHandled(admin: AuditActor, id: string, handled: boolean): Promise<MessageDetail> {
    if (!UUID.test(id)) throw notFound(MESSAGE_NOT_FOUND);
    await withTransaction(this.db, async (tx) => {
      const before = await findInboxMessage(tx, id);
      if (!before || !(await setMessageHandled(tx, id, handled))) throw notFound(MESSAGE_NOT_FOUND);
      await recordAdminAction(tx, {
        admin,
        action: handled ? 'message.handled' : 'message.reopened',
        target: { type: 'message', id },
        before: { handledAt: before.handledAt?.toISOString() ?? null },
        after: { handled },
      });
    });
    return this.detail(id);
  }

  private async detail(id: string): Promise<MessageDetail> {
    const message = await findInboxMessage(this.db, id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    const replies = await listReplies(this.db, [id]);
    const statuses = await emailDeliveryStatuses(
      this.db,
      replies.flatMap((reply) => (reply.emailId ? [reply.emailId] : [])),
    );
    return presentMessageDetail(
      message,
      replies.map((reply) => presentReply(reply, statuses)),
    );
  }
}
