import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client';
import type { MailAttachment } from '../../adapters/mail/mail-transport';
import type { EmailStatus } from '../../../shared/api/admin-emails';
import { announceChange } from '../../db/change-feed';
import { findEmailStatuses, insertEmail, insertEmails } from './email-outbox.data';

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
  /** Written by a person (a support reply): no `Auto-Submitted` header, and only the company's name and address below it. */
  personal?: boolean;
  /** The Message-ID this answers, and the thread's Message-IDs oldest first (`<id@domain>` each). */
  inReplyTo?: string;
  references?: string[];
  /** A calendar invitation (an `.ics` file, see src/shared/icalendar.ts) sent as a text/calendar part and an attachment. */
  calendar?: EmailCalendar;
  /** Headers a kind of email needs besides the usual ones: List-Unsubscribe on learning emails, never on transactional mail. */
  headers?: Record<string, string>;
  /** Files sent with it (a receipt's invoice PDF), kept in the outbox row until sent. */
  attachments?: MailAttachment[];
}

export interface EmailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * Writes the email to the outbox. Call it inside the transaction of the event that causes it, where
 * there is one: the change feed announces `mail` when that commits, which wakes the mail workers.
 */
export async function enqueueEmail(db: DbExecutor, email: OutgoingEmail): Promise<string> {
  const id = await insertEmail(db, outboxValues(email));
  await announceChange(db, 'mail');
  return id;
}

/** Writes many emails in one statement (a scheduler's batch); returns their ids in the same order. */
export async function enqueueEmails(db: DbExecutor, emails: OutgoingEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = emails.map((email) => ({ id: randomUUID(), ...outboxValues(email) }));
  await insertEmails(db, rows);
  await announceChange(db, 'mail');
  return rows.map((row) => row.id);
}

function outboxValues(email: OutgoingEmail) {
  return {
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    personal: email.personal ?? false,
    inReplyTo: email.inReplyTo ?? null,
    references: email.references?.join(' ') || null,
    calendar: email.calendar ?? null,
    headers: email.headers ?? null,
    attachments: email.attachments?.length ? email.attachments : null,
  };
}

/** Where each of these queued emails is (pending, sending, sent, failed), for modules that show their own mail's delivery. */
export async function emailDeliveryStatuses(db: DbExecutor, ids: string[]): Promise<Map<string, EmailStatus>> {
  return new Map((await findEmailStatuses(db, ids)).map((row) => [row.id, row.status]));
}
