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
