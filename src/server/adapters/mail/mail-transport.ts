import type { SendMailOptions } from 'nodemailer';
import type { CompanyIdentity, MailAddress, MailMode } from '../../config';

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
  /** Written by a person: sent without `Auto-Submitted`, and signed by the company without the support line. */
  personal?: boolean;
  /** Threading headers of a reply; `references` is space-separated. */
  inReplyTo?: string;
  references?: string;
  /** A calendar invitation: sent as the message's text/calendar alternative and as `invite.ics`. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** The message's own headers (List-Unsubscribe and List-Unsubscribe-Post on learning emails). */
  headers?: Record<string, string>;
  /** Files sent with the message (an invoice PDF with a receipt), their bytes in base64. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/** Who every message is from, where replies go, and the company that signs it. */
export interface MailIdentity {
  from: MailAddress;
  replyTo: string;
  company: CompanyIdentity;
  supportEmail: string;
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

/** The company's legal name, postal address and support address: the end of every message, whatever wrote it. */
function signatureLines({ company, supportEmail }: MailIdentity, personal = false): string[] {
  return [company.legalName, ...(company.postalAddress ? [company.postalAddress] : []), ...(personal ? [] : [`Support: ${supportEmail}`])];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withHtmlSignature(html: string, identity: MailIdentity): string {
  const signature = `<p style="margin:24px auto 0;max-width:560px;padding:0 24px 32px;color:#475569;font-size:12px;font-family:Arial,Helvetica,sans-serif">${signatureLines(identity).map(escapeHtml).join('<br>')}</p>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${signature}` : `${html.slice(0, end)}${signature}${html.slice(end)}`;
}

/** The Message-ID an outbox row's email is sent with, at the sender's domain. */
export function outboxMessageId(outboxId: string, identity: Pick<MailIdentity, 'from'>): string {
  return `<${outboxId}@${mailDomain(identity)}>`;
}

export function mailDomain({ from }: Pick<MailIdentity, 'from'>): string {
  return from.address.split('@').pop() || 'localhost';
}

/** The same headers and parts whichever transport carries the message, signed by the company. */
export function composeMessage(message: MailMessage, identity: MailIdentity): SendMailOptions {
  return {
    from: identity.from,
    replyTo: message.replyTo ?? identity.replyTo,
    to: message.to,
    subject: message.subject,
    text: `${message.text.trimEnd()}\n\n--\n${signatureLines(identity, message.personal).join('\n')}\n`,
    html: message.html === null ? undefined : withHtmlSignature(message.html, identity),
    messageId: outboxMessageId(message.id, identity),
    inReplyTo: message.inReplyTo,
    references: message.references,
    // Asks autoresponders (out-of-office and the like) not to answer the site's own mail; a person's reply may be answered like any.
    headers: { ...(message.personal ? {} : { 'Auto-Submitted': 'auto-generated' }), ...message.headers },
    icalEvent: message.calendar ? { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.content } : undefined,
    attachments: message.attachments?.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.contentBase64, encoding: 'base64' })),
  };
}
