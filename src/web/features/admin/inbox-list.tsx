import { Clock, Inbox, Mail, Star } from 'lucide-react';
import { MESSAGE_FILTERS, type MessageFilter, type MessageSummary } from '@shared/api/admin-messages';
import { DataTable } from '@web/components/admin/data-table';
import { FilterBar, SearchFilter, SegmentedFilter } from '@web/components/admin/filter-bar';
import { supportClock, supportClockLabel } from '@shared/support-priority';
import { entitlementsOf } from '@shared/entitlements';
import { PLAN_LABELS } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { formatDateTime } from './email-log-format';
import { useInbox, type InboxView } from './use-support-inbox';

const FILTER_LABELS: Record<MessageFilter, string> = { all: 'All', unread: 'Unread', open: 'Open', handled: 'Handled' };

interface InboxListProps {
  adminId: string;
  view: InboxView;
  openedId: string | null;
  onShow: (view: Partial<InboxView> & { id?: string | null }) => void;
}

/** The inbox's status filter and its search by sender or subject. */
export function InboxFilters({ view, onShow }: Pick<InboxListProps, 'view' | 'onShow'>) {
  return (
    <FilterBar actions={<SearchFilter label="Search by sender or subject" placeholder="Search sender or subject" initial={view.q} onSearch={(q) => onShow({ q, page: 1 })} />}>
      <SegmentedFilter
        label="Show messages"
        options={MESSAGE_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }))}
        value={view.filter}
        onChange={(filter) => onShow({ filter, page: 1 })}
      />
    </FilterBar>
  );
}

/** The messages, Elite members' open ones first (oldest first), then newest first, as cards that open a message. */
export function InboxList({ adminId, view, openedId, onShow }: InboxListProps) {
  const inbox = useInbox(adminId, view);
  const data = inbox.data;
  return (
    <DataTable<MessageSummary>
      caption="Messages, Elite members' open ones first, then newest first"
      items={{ one: 'message', other: 'messages' }}
      layout="cards"
      card={(message) => <MessageCard message={message} opened={message.id === openedId} onOpen={() => onShow({ id: message.id })} />}
      rows={data?.messages}
      rowKey={(message) => message.id}
      empty={
        <span className="flex flex-col items-center gap-3">
          <Inbox className="size-8" aria-hidden="true" />
          <span className="font-semibold text-ink">{view.q || view.filter !== 'all' ? 'No messages match.' : 'No messages yet.'}</span>
        </span>
      }
      error={inbox.isError ? { message: errorMessage(inbox.error), retry: () => void inbox.refetch() } : null}
      busy={inbox.isPlaceholderData}
      page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
      onPageChange={(page) => onShow({ page })}
    />
  );
}

/** How many messages wait unread, in the whole inbox whatever the filter. */
export function UnreadCount({ adminId, view }: { adminId: string; view: InboxView }) {
  const { data } = useInbox(adminId, view);
  if (!data) return null;
  return (
    <p className="mt-4 text-sm font-semibold text-ink" role="status">
      {data.unread === 0 ? 'No unread messages.' : `${data.unread} unread ${data.unread === 1 ? 'message' : 'messages'}.`}
    </p>
  );
}

export function PriorityBadge({ plan }: { plan: MessageSummary['priority'] }) {
  if (!plan) return null;
  return (
    <Badge variant="accent">
      <Star className="size-3" aria-hidden="true" />
      Priority · {PLAN_LABELS[plan]}
    </Badge>
  );
}

/** The sender's plan, as the server matched their email to an account. */
export function senderPlanLabel(plan: MessageSummary['priority']): string {
  return plan ? `${PLAN_LABELS[plan]} member` : 'Free or no account';
}

/** The sender's plan with the answer time it promises: 'Elite member: answer within 24 hours'. */
export function senderPlanDetail(plan: MessageSummary['priority']): string {
  const hours = plan ? entitlementsOf(plan).supportReplyHours : null;
  return hours === null ? senderPlanLabel(plan) : `${senderPlanLabel(plan)}: answer within ${hours} hours`;
}

const CLOCK_STYLES = {
  'on-time': 'border-line bg-white text-ink',
  'past-12-hours': 'border-transparent bg-amber-100 text-amber-900',
  overdue: 'border-transparent bg-red-100 text-red-900',
} as const;

/** An Elite message's 24-hour clock: marked past 12 hours, overdue past 24 (`shared/support-priority.ts`). */
export function SupportClockBadge({ message, now = new Date() }: { message: MessageSummary; now?: Date }) {
  const clock = supportClock(message, now);
  if (!clock) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', CLOCK_STYLES[clock.state])}>
      <Clock className="size-3" aria-hidden="true" />
      {supportClockLabel(clock)}
    </span>
  );
}

export function StateBadge({ message }: { message: MessageSummary }) {
  if (message.handledAt) return <Badge variant="outline">Handled</Badge>;
  if (!message.readAt) return <Badge variant="default">Unread</Badge>;
  return <Badge variant="secondary">Open</Badge>;
}

function MessageCard({ message, opened, onOpen }: { message: MessageSummary; opened: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={opened ? 'true' : undefined}
      className={cn(
        'block w-full rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600',
        opened ? 'border-brand-500 ring-1 ring-brand-500' : 'border-line',
        !message.readAt && 'bg-brand-50/40',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <StateBadge message={message} />
        <PriorityBadge plan={message.priority} />
        <SupportClockBadge message={message} />
        <span className="ml-auto text-xs text-muted">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </span>
      <span className={cn('mt-2 block truncate', message.readAt ? 'font-medium' : 'font-bold')}>{message.subject}</span>
      <span className="mt-0.5 block truncate text-sm text-muted">
        {message.name} · {message.email} · {senderPlanLabel(message.priority)}
      </span>
      <span className="mt-1 line-clamp-2 block text-sm text-ink/80">{message.preview}</span>
      {message.replyCount > 0 && (
        <span className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-brand-800">
          <Mail className="size-3" aria-hidden="true" />
          {message.replyCount} {message.replyCount === 1 ? 'reply' : 'replies'}
        </span>
      )}
    </button>
  );
}
