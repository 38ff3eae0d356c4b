import { Inbox, Server } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EMAIL_STATUSES, type ListEmailsResponse } from '@shared/api/admin-emails';
import { pageMeta } from '@shared/page-manifest';
import { listSearch, parseChoice, parsePage } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmailLog } from '@web/features/admin/email-log';
import { MODE_NOTES } from '@web/features/admin/email-log-format';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { useEmailLog, type EmailLogFilter } from '@web/features/admin/use-admin-emails';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminEmailsPage() {
  usePageMeta(pageMeta('/admin/emails'));
  return <RequireAdmin>{(admin) => <EmailLogPage adminId={admin.id} />}</RequireAdmin>;
}

function EmailLogPage({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: EmailLogFilter = { status: parseChoice(searchParams.get('status'), EMAIL_STATUSES), page: parsePage(searchParams.get('page')) };
  // The same query as the log's: the mode note reads it from the cache.
  const log = useEmailLog(adminId, filter);
  return (
    <PageFrame
      title="Email Delivery Log"
      description="Every email the site sends, from welcome messages to password resets and contact form replies, with where it is in the queue. Newest first."
      aside={log.data ? <ModeNote mode={log.data.mode} /> : !log.isError && <Skeleton className="mt-6 h-12 w-full max-w-xl rounded-xl" />}
    >
      <EmailLog adminId={adminId} filter={filter} onShow={(next) => setSearchParams(listSearch({ ...next }))} />
    </PageFrame>
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
