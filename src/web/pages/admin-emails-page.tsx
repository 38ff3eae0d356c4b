import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Inbox, MailX, RefreshCw, Server } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import type { EmailStatus, EmailSummary, ListEmailsResponse } from '@shared/api/admin-emails';
import { pageMeta } from '@shared/page-manifest';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/error-message';
import {
  EMAIL_STATUS_VALUES,
  emailLogSearch,
  formatDateTime,
  formatDateTimeFull,
  formatTime,
  isEmailStatus,
  kindLabel,
  MODE_NOTES,
  parsePage,
  STATUS_LABELS,
} from '@web/features/admin/email-log-format';
import { EmailMessageDialog } from '@web/features/admin/email-message-dialog';
import { EmailStatusBadge } from '@web/features/admin/email-status-badge';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { useEmailLog, type EmailLogFilter } from '@web/features/admin/use-admin-emails';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';

export function AdminEmailsPage() {
  usePageMeta(pageMeta('/admin/emails'));
  const location = useLocation();
  return <RequireAdmin returnTo={`${location.pathname}${location.search}`}>{(admin) => <EmailLog adminId={admin.id} />}</RequireAdmin>;
}

function EmailLog({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const filter: EmailLogFilter = { status: isEmailStatus(statusParam) ? statusParam : undefined, page: parsePage(searchParams.get('page')) };
  const log = useEmailLog(adminId, filter);
  const [opened, setOpened] = useState<EmailSummary | null>(null);

  const show = (next: EmailLogFilter) => setSearchParams(emailLogSearch(next));
  const data = log.data;
  const canOpen = data?.mode === 'local';

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Email Delivery Log</h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Every email the site sends, from welcome messages to password resets and contact form replies, with where it is in the queue. Newest
            first.
          </p>
          {data ? <ModeNote mode={data.mode} /> : !log.isError && <Skeleton className="mt-6 h-12 w-full max-w-xl rounded-xl" />}
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        <section aria-labelledby="email-log-heading">
          <h2 id="email-log-heading" className="sr-only">
            Emails
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SegmentedFilter label="Filter by status" options={FILTERS} value={filter.status} onChange={(status) => show({ status, page: 1 })} />
            <Button variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching} aria-busy={log.isFetching}>
              <RefreshCw className={cn('size-4', log.isFetching && 'motion-safe:animate-spin')} aria-hidden="true" />
              Refresh
            </Button>
          </div>

          <div className="mt-6">
            {data ? (
              <>
                {log.isError && (
                  <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                    Couldn't refresh the log: {errorMessage(log.error)} What you see may be out of date.
                  </p>
                )}
                <EmailList
                  response={data}
                  filter={filter}
                  busy={log.isPlaceholderData}
                  onOpen={canOpen ? setOpened : undefined}
                  onShow={show}
                />
              </>
            ) : log.isError ? (
              <ErrorPanel title="Failed to load the delivery log" onRetry={() => void log.refetch()}>
                {errorMessage(log.error)}
              </ErrorPanel>
            ) : (
              <EmailListSkeleton />
            )}
          </div>
        </section>
      </Container>

      {canOpen && <EmailMessageDialog adminId={adminId} email={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function ModeNote({ mode }: { mode: ListEmailsResponse['mode'] }) {
  const Icon = mode === 'local' ? Inbox : Server;
  return (
    <p className="mt-6 inline-flex max-w-2xl items-start gap-3 rounded-xl border border-brand-100 bg-white px-4 py-3 text-sm text-ink shadow-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{MODE_NOTES[mode]}</span>
    </p>
  );
}

const FILTERS: FilterOption<EmailStatus | undefined>[] = [
  { value: undefined, label: 'All' },
  ...EMAIL_STATUS_VALUES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

interface EmailListProps {
  response: ListEmailsResponse;
  filter: EmailLogFilter;
  /** The next page or filter is on its way; the current rows stay until it arrives. */
  busy: boolean;
  /** Only in local mode, where the message itself may be read. */
  onOpen: ((email: EmailSummary) => void) | undefined;
  onShow: (filter: EmailLogFilter) => void;
}

function EmailList({ response, filter, busy, onOpen, onShow }: EmailListProps) {
  const { emails, total, page, pageSize } = response;
  if (emails.length === 0) return <EmptyLog filter={filter} total={total} onShow={onShow} />;

  return (
    <div aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')}>
      <Card className="hidden overflow-hidden lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Emails, newest first</caption>
          <colgroup>
            <col className="w-36" />
            <col className="w-28" />
            <col />
            <col />
            <col className="w-24" />
            <col className="w-24" />
            <col className="w-44" />
          </colgroup>
          <thead className="border-b border-line bg-surface text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Created
              </th>
              <th scope="col" className="px-4 py-3">
                Kind
              </th>
              <th scope="col" className="px-4 py-3">
                Recipient
              </th>
              <th scope="col" className="px-4 py-3">
                Subject
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Attempts
              </th>
              <th scope="col" className="px-4 py-3">
                Last error
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {emails.map((email) => (
              <tr key={email.id} className="align-top hover:bg-surface/60">
                <td className="px-4 py-3 text-muted">
                  <CreatedAt iso={email.createdAt} />
                </td>
                <td className="px-4 py-3">{kindLabel(email.kind)}</td>
                <td className="px-4 py-3 wrap-anywhere">{email.to}</td>
                <td className="px-4 py-3 wrap-break-word">
                  <Subject email={email} onOpen={onOpen} />
                </td>
                <td className="px-4 py-3">
                  <EmailStatusBadge status={email.status} />
                  <NextTry email={email} className="mt-1.5 block text-xs" />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{email.attempts}</td>
                <td className="px-4 py-3 wrap-break-word">
                  <LastError error={email.lastError} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 lg:hidden" aria-label="Emails, newest first">
        {emails.map((email) => (
          <li key={email.id}>
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
                <MobileDetail term="To">
                  <span className="wrap-anywhere">{email.to}</span>
                </MobileDetail>
                <MobileDetail term="Kind">{kindLabel(email.kind)}</MobileDetail>
                <MobileDetail term="Attempts">
                  {email.attempts}
                  <NextTry email={email} className="ml-2" />
                </MobileDetail>
                {email.lastError && (
                  <MobileDetail term="Last error">
                    <span className="break-words text-red-800">{email.lastError}</span>
                  </MobileDetail>
                )}
              </dl>
            </Card>
          </li>
        ))}
      </ul>

      <Pagination total={total} page={page} pageSize={pageSize} shown={emails.length} onPage={(next) => onShow({ ...filter, page: next })} />
    </div>
  );
}

function CreatedAt({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTimeFull(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}

function Subject({ email, onOpen }: { email: EmailSummary; onOpen: EmailListProps['onOpen'] }) {
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

function MobileDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Pagination({ total, page, pageSize, shown, onPage }: { total: number; page: number; pageSize: number; shown: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const summary = `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'email' : 'emails'}`;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{summary}</p>
      {pages > 1 && (
        <nav aria-label="Delivery log pages" className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <span className="px-1 text-sm text-muted">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      )}
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
    <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-line">
        <MailX className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mx-auto mt-2 max-w-md text-muted">{text}</p>
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
    </div>
  );
}

function EmailListSkeleton() {
  return (
    <div role="status" aria-label="Loading emails" className="space-y-3">
      <Skeleton className="hidden h-11 w-full rounded-xl lg:block" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full rounded-2xl lg:h-12 lg:rounded-md" />
      ))}
    </div>
  );
}
