import type { DbExecutor } from '../../db/client';
import { insertEmail } from './email-outbox.data';

/** What the site wants to send; the mail worker delivers it later, with retries. */
export interface OutgoingEmail {
  /** What the message is for, e.g. "welcome" or "password-reset"; shown in /admin/emails. */
  kind: string;
  to: string;
  /** Where a reply goes; support's address when unset. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes the email to the outbox. Call it inside the transaction of the event that causes it, where there is one. */
export async function enqueueEmail(db: DbExecutor, email: OutgoingEmail): Promise<string> {
  return insertEmail(db, {
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
}
