import type { SendMailOptions } from 'nodemailer';
import type { MailAddress, MailMode } from '../../config';

/** One message of the outbox, ready to leave. */
export interface MailMessage {
  /** The outbox row's id; it also names the Message-ID, so a retried message keeps one identity. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Replaces the identity's Reply-To for this message (a contact notice answers the visitor). */
  replyTo?: string;
}

/** Who every message is from, and where replies go. */
export interface MailIdentity {
  from: MailAddress;
  replyTo: string;
}

/** The receiving server refused the message for good (say, 550 no such mailbox): trying again cannot help. */
export class UndeliverableMailError extends Error {
  override name = 'UndeliverableMailError';
}

/** Delivers mail somewhere: an SMTP server, or the local mailbox. The mail worker is its only caller. */
export interface MailTransport {
  readonly mode: MailMode;
  /**
   * Delivers one message or throws: `UndeliverableMailError` when it never will be, anything
   * else when a later try may succeed. `signal` cancels a send that would outlive the worker's lease.
   */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** The same headers and parts whichever transport carries the message. */
export function composeMessage(message: MailMessage, identity: MailIdentity): SendMailOptions {
  const domain = identity.from.address.split('@').pop() || 'localhost';
  return {
    from: identity.from,
    replyTo: message.replyTo ?? identity.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: `<${message.id}@${domain}>`,
    // Asks autoresponders (out-of-office and the like) not to answer; people can still reply.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
