import type { EmailDetailResponse, ListEmailsQuery, ListEmailsResponse } from '../../../shared/api/admin-emails';
import type { MailMode } from '../../config';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findEmail, listEmails } from './email-outbox.data';
import { presentEmailDetail, presentEmailSummary } from './email-log.presenter';

export const EMAIL_LOG_PAGE_SIZE = 50;

/** Postgres' uuid syntax; anything else cannot name an outbox row. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The delivery log admins read at /admin/emails. */
export class EmailLogService {
  constructor(
    private readonly db: Database,
    readonly mode: MailMode,
  ) {}

  async list(query: ListEmailsQuery): Promise<ListEmailsResponse> {
    const { rows, total } = await listEmails(this.db, {
      status: query.status,
      limit: EMAIL_LOG_PAGE_SIZE,
      offset: (query.page - 1) * EMAIL_LOG_PAGE_SIZE,
    });
    return { mode: this.mode, emails: rows.map(presentEmailSummary), page: query.page, pageSize: EMAIL_LOG_PAGE_SIZE, total };
  }

  async get(id: string): Promise<EmailDetailResponse> {
    const row = UUID.test(id) ? await findEmail(this.db, id) : undefined;
    if (!row) throw notFound('Email not found.');
    return { email: presentEmailDetail(row, this.mode) };
  }
}
