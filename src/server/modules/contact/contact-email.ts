import type { ContactBody } from '../../../shared/api/contact';
import type { OutgoingEmail } from '../mail/outgoing-email';

/** The notice support receives for each contact message; replying answers the visitor. */
export function contactNotificationEmail(input: ContactBody & { to: string; messageId: string }): OutgoingEmail {
  return {
    kind: 'contact',
    to: input.to,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject}`,
      `Message id: ${input.messageId}`,
      '',
      input.message,
      '',
      'Reply to this email to answer the visitor. We promise a reply within 24 hours.',
    ].join('\n'),
  };
}

/** What a support reply's email answers: the sender's latest words, and the thread's Message-IDs so far. */
export interface ReplyThread {
  to: string;
  subject: string;
  /** The sender's latest words: the contact message, or their last emailed answer. */
  quoted: { name: string; text: string; at: Date };
  /** Message-IDs of the thread, oldest first; the last is the one this reply answers. */
  references: string[];
  /** Where the sender's answer should go (the thread's own address when SUPPORT_REPLY_ADDRESS is set). */
  replyTo: string | undefined;
}

/**
 * Support's answer, sent as the person wrote it: no greeting added, no automatic-mail marking,
 * threaded under the conversation, with the sender's words quoted below as mail clients do.
 */
export function contactReplyEmail(thread: ReplyThread, reply: string): OutgoingEmail {
  const quoted = thread.quoted.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    kind: 'contact-reply',
    to: thread.to,
    replyTo: thread.replyTo,
    subject: /^re:/i.test(thread.subject) ? thread.subject : `Re: ${thread.subject}`,
    text: [reply, '', `On ${thread.quoted.at.toUTCString()}, ${thread.quoted.name} wrote:`, quoted].join('\n'),
    personal: true,
    inReplyTo: thread.references.at(-1),
    references: thread.references,
  };
}

const THREAD = '{thread}';

/** A thread's token in a reply address: its id without dashes (hex, safe in any local part). */
export function threadReplyAddress(template: string, messageId: string): string {
  return template.replace(THREAD, messageId.replaceAll('-', '').toLowerCase());
}

/** The thread (message id) a reply address names, when `address` fits the template. */
export function threadOfReplyAddress(template: string, address: string): string | undefined {
  const [before, after] = template.toLowerCase().split(THREAD) as [string, string];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escape(before)}([0-9a-f]{32})${escape(after)}$`).exec(address.toLowerCase());
  const hex = match?.[1];
  return hex ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : undefined;
}

/** The Message-ID standing for the contact message itself (it came from the web form, not by email): the root of its thread. */
export function contactThreadRootId(messageId: string, domain: string): string {
  return `<contact-${messageId}@${domain}>`;
}
