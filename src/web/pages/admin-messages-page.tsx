import { useLocation, useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { InboxFilters, InboxList, isInboxFilter, UnreadCount } from '@web/features/admin/inbox-list';
import { MessagePanel } from '@web/features/admin/inbox-message';
import { RequireAdmin } from '@web/features/admin/require-admin';
import type { InboxView } from '@web/features/admin/use-support-inbox';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminMessagesPage() {
  usePageMeta(pageMeta('/admin/messages'));
  const location = useLocation();
  return <RequireAdmin returnTo={`${location.pathname}${location.search}`}>{(admin) => <SupportInbox adminId={admin.id} />}</RequireAdmin>;
}

function SupportInbox({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get('filter');
  const view: InboxView = {
    filter: isInboxFilter(filterParam) ? filterParam : 'all',
    q: searchParams.get('q') ?? '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  const openedId = searchParams.get('id');

  const show = (next: Partial<InboxView> & { id?: string | null }) => {
    const merged = { ...view, ...next };
    const params = new URLSearchParams();
    if (merged.filter !== 'all') params.set('filter', merged.filter);
    if (merged.q) params.set('q', merged.q);
    if (merged.page > 1) params.set('page', String(merged.page));
    const id = next.id === undefined ? openedId : next.id;
    if (id) params.set('id', id);
    setSearchParams(params);
  };

  return (
    <PageFrame
      title="Support Inbox"
      description="Messages from the contact form, newest first. Pro and Elite members are marked priority: the contact page promises them a faster answer."
      aside={<UnreadCount adminId={adminId} view={view} />}
    >
      <InboxFilters view={view} onShow={show} />
      <div className={cn('mt-6 grid gap-6', openedId && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
        <section aria-labelledby="inbox-list-heading" className={cn('min-w-0', openedId && 'hidden lg:block')}>
          <h2 id="inbox-list-heading" className="sr-only">
            Messages
          </h2>
          <InboxList adminId={adminId} view={view} openedId={openedId} onShow={show} />
        </section>
        {openedId && <MessagePanel key={openedId} adminId={adminId} id={openedId} onClose={() => show({ id: null })} />}
      </div>
    </PageFrame>
  );
}
