import type { EmailStatus, ListEmailsResponse } from '@shared/api/admin-emails';

/** The note at the top of the log on where mail goes, and whether it can be read here. */
export const MODE_NOTES = {
  local: 'Local mailbox: messages are kept on this server and shown here.',
  smtp: 'SMTP: messages leave through your mail server; bodies are not shown.',
} as const satisfies Record<ListEmailsResponse['mode'], string>;

/** In the order a message moves through them; the filter offers them in this order after "All". */
export const STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const EMAIL_STATUS_VALUES = Object.keys(STATUS_LABELS) as EmailStatus[];

const KIND_LABELS: Record<string, string> = {
  welcome: 'Welcome',
  'password-reset': 'Password reset',
  'email-verification': 'Email confirmation',
  contact: 'Contact message',
};

/** A readable name for the outbox's `kind`; a kind added later shows as itself, capitalised. */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_FULL = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/** "Jun 3, 2025, 2:41 PM" in the admin's own locale and time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

export function formatDateTimeFull(iso: string): string {
  return DATE_TIME_FULL.format(new Date(iso));
}
