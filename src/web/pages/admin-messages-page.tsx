import { useSearchParams } from 'react-router';
import { MESSAGE_FILTERS } from '@shared/api/admin-messages';
import { pageMeta } from '@shared/page-manifest';
import { listSearch, parseChoice, parsePage } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { InboxFilters, InboxList, UnreadCount } from '@web/features/admin/inbox-list';
import { MessagePanel } from '@web/features/admin/inbox-message';
import { RequireAdmin } from '@web/features/admin/require-admin';
import type { InboxView } from '@web/features/admin/use-support-inbox';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminMessagesPage() {
  usePageMeta(pageMeta('/admin/messages'));
  return <RequireAdmin>{(admin) => <SupportInbox adminId={admin.id} />}</RequireAdmin>;
}

function SupportInbox({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: InboxView = {
    filter: parseChoice(searchParams.get('filter'), MESSAGE_FILTERS) ?? 'all',
    q: searchParams.get('q') ?? '',
    page: parsePage(searchParams.get('page')),
  };
  const openedId = searchParams.get('id');

  const show = (next: Partial<InboxView> & { id?: string | null }) => {
    const merged = { ...view, ...next };
    const id = next.id === undefined ? openedId : next.id;
    setSearchParams(listSearch({ filter: merged.filter === 'all' ? undefined : merged.filter, q: merged.q, page: merged.page, id: id ?? undefined }));
  };

  return (
    <PageFrame
      title="Support Inbox"
      description="Messages from the contact form. Elite members' open messages come first, oldest first, with their 24-hour clock; the rest follow newest first. Pro and Elite members are marked priority."
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
