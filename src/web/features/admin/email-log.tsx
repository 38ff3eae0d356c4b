import { useState, type ReactNode } from 'react';
import { MailX, RefreshCw } from 'lucide-react';
import type { EmailStatus, EmailSummary } from '@shared/api/admin-emails';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { FilterBar, SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { EMAIL_STATUS_VALUES, formatDateTime, formatDateTimeFull, formatTime, kindLabel, STATUS_LABELS } from './email-log-format';
import { EmailMessageDialog } from './email-message-dialog';
import { EmailStatusBadge } from './email-status-badge';
import { useEmailLog, type EmailLogFilter } from './use-admin-emails';

const FILTERS: FilterOption<EmailStatus | undefined>[] = [
  { value: undefined, label: 'All' },
  ...EMAIL_STATUS_VALUES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** The delivery log: a status filter, the emails newest first, and (in local mode) each message to read. */
export function EmailLog({ adminId, filter, onShow }: { adminId: string; filter: EmailLogFilter; onShow: (filter: EmailLogFilter) => void }) {
  const log = useEmailLog(adminId, filter);
  const [opened, setOpened] = useState<EmailSummary | null>(null);
  const data = log.data;
  // Only the local mailbox keeps the messages themselves.
  const onOpen = data?.mode === 'local' ? setOpened : undefined;

  return (
    <section aria-labelledby="email-log-heading" className="space-y-6">
      <h2 id="email-log-heading" className="sr-only">
        Emails
      </h2>
      <FilterBar
        actions={
          <Button variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching} aria-busy={log.isFetching}>
            <RefreshCw className={cn('size-4', log.isFetching && 'motion-safe:animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
        }
      >
        <SegmentedFilter label="Filter by status" options={FILTERS} value={filter.status} onChange={(status) => onShow({ status, page: 1 })} />
      </FilterBar>
      <DataTable<EmailSummary>
        caption="Emails, newest first"
        items={{ one: 'email', other: 'emails' }}
        columns={emailColumns(onOpen)}
        card={(email) => <EmailCard email={email} onOpen={onOpen} />}
        rows={data?.emails}
        rowKey={(email) => email.id}
        empty={<EmptyLog filter={filter} total={data?.total ?? 0} onShow={onShow} />}
        error={log.isError ? { message: errorMessage(log.error), retry: () => void log.refetch() } : null}
        busy={log.isPlaceholderData}
        page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
        onPageChange={(page) => onShow({ ...filter, page })}
      />
      {onOpen && <EmailMessageDialog adminId={adminId} email={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}

type OpenEmail = ((email: EmailSummary) => void) | undefined;

function emailColumns(onOpen: OpenEmail): DataTableColumn<EmailSummary>[] {
  return [
    { key: 'created', header: 'Created', cell: (email) => <CreatedAt iso={email.createdAt} />, className: 'whitespace-nowrap text-muted' },
    { key: 'kind', header: 'Kind', cell: (email) => kindLabel(email.kind) },
    { key: 'to', header: 'Recipient', cell: (email) => email.to, className: 'wrap-anywhere' },
    { key: 'subject', header: 'Subject', cell: (email) => <Subject email={email} onOpen={onOpen} />, className: 'wrap-break-word' },
    {
      key: 'status',
      header: 'Status',
      cell: (email) => (
        <>
          <EmailStatusBadge status={email.status} />
          <NextTry email={email} className="mt-1.5 block text-xs" />
        </>
      ),
    },
    { key: 'attempts', header: 'Attempts', cell: (email) => email.attempts, align: 'right' },
    { key: 'error', header: 'Last error', cell: (email) => <LastError error={email.lastError} />, className: 'wrap-break-word' },
  ];
}

function EmailCard({ email, onOpen }: { email: EmailSummary; onOpen: OpenEmail }) {
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <EmailStatusBadge status={email.status} />
        <span className="text-sm text-muted">
          <CreatedAt iso={email.createdAt} />
        </span>
      </div>
      <p className="mt-3 font-semibold break-words">
        <Subject email={email} onOpen={onOpen} />
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        <CardDetail term="To">
          <span className="wrap-anywhere">{email.to}</span>
        </CardDetail>
        <CardDetail term="Kind">{kindLabel(email.kind)}</CardDetail>
        <CardDetail term="Attempts">
          {email.attempts}
          <NextTry email={email} className="ml-2" />
        </CardDetail>
        {email.lastError && (
          <CardDetail term="Last error">
            <span className="break-words text-red-800">{email.lastError}</span>
          </CardDetail>
        )}
      </dl>
    </Card>
  );
}

function CreatedAt({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTimeFull(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}

function Subject({ email, onOpen }: { email: EmailSummary; onOpen: OpenEmail }) {
  if (!onOpen) return <>{email.subject}</>;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(email)}
      className="rounded text-left font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
    >
      {email.subject}
    </button>
  );
}

/** A message waiting after a failed attempt says when the worker tries again. */
function NextTry({ email, className }: { email: EmailSummary; className?: string }) {
  if (email.status !== 'pending' || email.attempts === 0) return null;
  return (
    <span className={cn('text-muted', className)}>
      Next try <time dateTime={email.nextAttemptAt}>{formatTime(email.nextAttemptAt)}</time>
    </span>
  );
}

function LastError({ error }: { error: string | null }) {
  if (!error) {
    return (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">None</span>
      </>
    );
  }
  return <span className="text-red-800">{error}</span>;
}

function CardDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const EMPTY_FILTER_TEXT: Record<EmailStatus, string> = {
  pending: 'No email is waiting in the queue right now.',
  sending: 'No email is being handed to the mail server right now.',
  sent: 'No email has been delivered yet.',
  failed: 'Nothing has failed. An email that runs out of retries shows up here with its last error.',
};

function EmptyLog({ filter, total, onShow }: { filter: EmailLogFilter; total: number; onShow: (filter: EmailLogFilter) => void }) {
  const pastTheEnd = total > 0;
  const title = pastTheEnd ? `There is no page ${filter.page}` : filter.status ? `No ${STATUS_LABELS[filter.status].toLowerCase()} emails` : 'No emails yet';
  const text = pastTheEnd
    ? `This view has ${total} ${total === 1 ? 'email' : 'emails'}, all on earlier pages.`
    : filter.status
      ? EMPTY_FILTER_TEXT[filter.status]
      : 'Welcome emails, password resets and contact form messages appear here the moment the site queues them.';
  return (
    <>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-line">
        <MailX className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
      <p className="mx-auto mt-2 max-w-md">{text}</p>
      {pastTheEnd ? (
        <Button className="mt-6" onClick={() => onShow({ ...filter, page: 1 })}>
          Go to Page 1
        </Button>
      ) : (
        filter.status && (
          <Button variant="outline" className="mt-6" onClick={() => onShow({ page: 1 })}>
            Show All Emails
          </Button>
        )
      )}
    </>
  );
}
