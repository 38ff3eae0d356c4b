import { MESSAGE_PAGE_SIZE, type ListMessagesQuery, type ListMessagesResponse, type MessageDetail, type MessageReply } from '../../../shared/api/admin-messages';
import { withTransaction, type Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { emailDeliveryStatuses, enqueueEmail } from '../mail/outgoing-email';
import { contactReplyEmail } from './contact-email';
import {
  countInboxTodos,
  countUnreadMessages,
  findInboxMessage,
  insertReply,
  listInboxMessages,
  listReplies,
  markMessageRead,
  setMessageHandled,
} from './contact.data';
import { presentMessageDetail, presentMessageSummary, presentReply } from './support-inbox.presenter';

/** Postgres' uuid syntax; anything else cannot name a message. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_NOT_FOUND = 'Message not found.';

/** The support inbox (/admin/messages): contact messages, read, answered by email and marked handled. */
export class SupportInboxService {
  constructor(
    private readonly db: Database,
    /** Wakes the mail worker once a reply's email is committed. */
    private readonly emailQueued: () => void,
  ) {}

  async list(query: ListMessagesQuery): Promise<ListMessagesResponse> {
    const [{ rows, total }, unread] = await Promise.all([
      listInboxMessages(this.db, { filter: query.filter, search: query.q || undefined, limit: MESSAGE_PAGE_SIZE, offset: (query.page - 1) * MESSAGE_PAGE_SIZE }),
      countUnreadMessages(this.db),
    ]);
    return { messages: rows.map(presentMessageSummary), page: query.page, pageSize: MESSAGE_PAGE_SIZE, total, unread };
  }

  /** What waits in the inbox, for the admin home. */
  todos(): Promise<{ unread: number; open: number; priorityOpen: number }> {
    return countInboxTodos(this.db);
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
  async reply(id: string, authorId: string, body: string): Promise<MessageReply> {
    if (!UUID.test(id)) throw notFound(MESSAGE_NOT_FOUND);
    const replyId = await withTransaction(this.db, async (tx) => {
      const message = await findInboxMessage(tx, id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      const emailId = await enqueueEmail(
        tx,
        contactReplyEmail({ to: message.email, name: message.name, subject: message.subject, originalMessage: message.message, receivedAt: message.createdAt, reply: body }),
      );
      await markMessageRead(tx, id);
      return insertReply(tx, { messageId: id, authorId, body, emailId });
    });
    this.emailQueued();
    const { replies } = await this.detail(id);
    return replies.find((reply) => reply.id === replyId)!;
  }

  async setHandled(id: string, handled: boolean): Promise<MessageDetail> {
    if (!UUID.test(id) || !(await setMessageHandled(this.db, id, handled))) throw notFound(MESSAGE_NOT_FOUND);
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
