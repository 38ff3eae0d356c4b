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

/** Support's answer to a contact message, to the sender; their reply comes back to support. */
export function contactReplyEmail(input: { to: string; name: string; subject: string; originalMessage: string; receivedAt: Date; reply: string }): OutgoingEmail {
  const quoted = input.originalMessage
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    kind: 'contact-reply',
    to: input.to,
    subject: input.subject.startsWith('Re: ') ? input.subject : `Re: ${input.subject}`,
    text: [`Hi ${input.name},`, '', input.reply, '', `On ${input.receivedAt.toUTCString()} you wrote:`, quoted].join('\n'),
  };
}
