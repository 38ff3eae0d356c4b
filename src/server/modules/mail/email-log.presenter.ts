import type { EmailDetailResponse, EmailSummary } from '../../../shared/api/admin-emails';
import type { MailMode } from '../../config';
import type { OutboxRow, OutboxSummaryRow } from './email-outbox.data';

export function presentEmailSummary(row: OutboxSummaryRow): EmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** With SMTP the log shows delivery, not people's mail: bodies only in local mode. */
export function presentEmailDetail(row: OutboxRow, mode: MailMode): EmailDetailResponse['email'] {
  const local = mode === 'local';
  return { ...presentEmailSummary(row), text: local ? row.textBody : null, html: local ? row.htmlBody : null };
}
