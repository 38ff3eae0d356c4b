import { useEffect, useState, type FormEvent } from 'react';
import { CheckCircle2, ChevronLeft, ChevronRight, Inbox, Mail, RotateCcw, Search, Star } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { MESSAGE_FILTERS, MAX_REPLY_LENGTH, type MessageDetail, type MessageFilter, type MessageSummary } from '@shared/api/admin-messages';
import { pageMeta } from '@shared/page-manifest';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatDateTimeFull } from '@web/features/admin/email-log-format';
import { EmailStatusBadge } from '@web/features/admin/email-status-badge';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { useInbox, useInboxMessage, useMarkHandled, useReplyToMessage, type InboxView } from '@web/features/admin/use-support-inbox';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { SegmentedFilter } from '@web/components/admin/filter-bar';

const FILTER_LABELS: Record<MessageFilter, string> = { all: 'All', unread: 'Unread', open: 'Open', handled: 'Handled' };

function isFilter(value: string | null): value is MessageFilter {
  return (MESSAGE_FILTERS as readonly (string | null)[]).includes(value);
}

export function AdminMessagesPage() {
  usePageMeta(pageMeta('/admin/messages'));
  const location = useLocation();
  return <RequireAdmin returnTo={`${location.pathname}${location.search}`}>{(admin) => <SupportInbox adminId={admin.id} />}</RequireAdmin>;
}

function SupportInbox({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get('filter');
  const view: InboxView = {
    filter: isFilter(filterParam) ? filterParam : 'all',
    q: searchParams.get('q') ?? '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  const openedId = searchParams.get('id');
  const inbox = useInbox(adminId, view);

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
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Support Inbox</h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Messages from the contact form, newest first. Pro and Elite members are marked priority: the contact page promises them a faster
            answer.
          </p>
          {inbox.data && (
            <p className="mt-4 text-sm font-semibold text-ink" role="status">
              {inbox.data.unread === 0 ? 'No unread messages.' : `${inbox.data.unread} unread ${inbox.data.unread === 1 ? 'message' : 'messages'}.`}
            </p>
          )}
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SegmentedFilter
            label="Show messages"
            className="self-start"
            options={MESSAGE_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }))}
            value={view.filter}
            onChange={(filter) => show({ filter, page: 1 })}
          />
          <SearchBox initial={view.q} onSearch={(q) => show({ q, page: 1 })} />
        </div>

        <div className={cn('mt-6 grid gap-6', openedId && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
          <section aria-labelledby="inbox-list-heading" className={cn('min-w-0', openedId && 'hidden lg:block')}>
            <h2 id="inbox-list-heading" className="sr-only">
              Messages
            </h2>
            {inbox.data ? (
              <MessageList
                messages={inbox.data.messages}
                openedId={openedId}
                busy={inbox.isPlaceholderData}
                onOpen={(id) => show({ id })}
                emptyText={view.q || view.filter !== 'all' ? 'No messages match.' : 'No messages yet.'}
              />
            ) : inbox.isError ? (
              <ErrorPanel title="Couldn't load the inbox." onRetry={() => void inbox.refetch()}>
                {errorMessage(inbox.error)}
              </ErrorPanel>
            ) : (
              <div className="space-y-3">
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} className="h-24 w-full rounded-2xl" />
                ))}
              </div>
            )}
            {inbox.data && inbox.data.total > inbox.data.pageSize && (
              <Pager page={view.page} pageSize={inbox.data.pageSize} total={inbox.data.total} onPage={(page) => show({ page })} />
            )}
          </section>

          {openedId && <MessagePanel key={openedId} adminId={adminId} id={openedId} onClose={() => show({ id: null })} />}
        </div>
      </Container>
    </>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
      <label htmlFor="inbox-search" className="sr-only">
        Search by sender or subject
      </label>
      <input
        id="inbox-search"
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search sender or subject"
        className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-72"
      />
      <Button type="submit" variant="outline" size="sm" className="h-10">
        <Search className="size-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

function PriorityBadge({ plan }: { plan: MessageSummary['priority'] }) {
  if (!plan) return null;
  return (
    <Badge variant="accent">
      <Star className="size-3" aria-hidden="true" />
      Priority · {plan === 'elite' ? 'Elite' : 'Pro'}
    </Badge>
  );
}

function StateBadge({ message }: { message: MessageSummary }) {
  if (message.handledAt) return <Badge variant="outline">Handled</Badge>;
  if (!message.readAt) return <Badge variant="default">Unread</Badge>;
  return <Badge variant="secondary">Open</Badge>;
}

interface MessageListProps {
  messages: MessageSummary[];
  openedId: string | null;
  busy: boolean;
  onOpen: (id: string) => void;
  emptyText: string;
}

function MessageList({ messages, openedId, busy, onOpen, emptyText }: MessageListProps) {
  if (messages.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Inbox className="size-8 text-muted" aria-hidden="true" />
        <p className="font-semibold">{emptyText}</p>
      </Card>
    );
  }
  return (
    <ul aria-label="Messages, newest first" aria-busy={busy} className={cn('space-y-3 transition-opacity', busy && 'opacity-60')}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            onClick={() => onOpen(message.id)}
            aria-current={message.id === openedId ? 'true' : undefined}
            className={cn(
              'block w-full rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600',
              message.id === openedId ? 'border-brand-500 ring-1 ring-brand-500' : 'border-line',
              !message.readAt && 'bg-brand-50/40',
            )}
          >
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge message={message} />
              <PriorityBadge plan={message.priority} />
              <span className="ml-auto text-xs text-muted">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </span>
            </span>
            <span className={cn('mt-2 block truncate', message.readAt ? 'font-medium' : 'font-bold')}>{message.subject}</span>
            <span className="mt-0.5 block truncate text-sm text-muted">
              {message.name} · {message.email}
            </span>
            <span className="mt-1 line-clamp-2 block text-sm text-ink/80">{message.preview}</span>
            {message.replyCount > 0 && (
              <span className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-brand-800">
                <Mail className="size-3" aria-hidden="true" />
                {message.replyCount} {message.replyCount === 1 ? 'reply' : 'replies'}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Newer
      </Button>
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

function MessagePanel({ adminId, id, onClose }: { adminId: string; id: string; onClose: () => void }) {
  const message = useInboxMessage(adminId, id);
  return (
    <section aria-labelledby="message-heading" className="min-w-0">
      <Button variant="ghost" size="sm" onClick={onClose} className="mb-3 lg:hidden">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Back to messages
      </Button>
      {message.data ? (
        <OpenedMessage adminId={adminId} message={message.data} />
      ) : message.isError ? (
        <Card className="px-6 py-10 text-center" role="alert">
          <h2 id="message-heading" className="font-semibold">
            {errorMessage(message.error)}
          </h2>
        </Card>
      ) : (
        <Card className="space-y-3 p-6" aria-busy="true">
          <h2 id="message-heading" className="sr-only">
            Loading message
          </h2>
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-32 w-full" />
        </Card>
      )}
    </section>
  );
}

function OpenedMessage({ adminId, message }: { adminId: string; message: MessageDetail }) {
  const markHandled = useMarkHandled(adminId, message.id);
  const toggleHandled = () =>
    markHandled.mutate(!message.handledAt, {
      onSuccess: ({ message: updated }) => toast.success(updated.handledAt ? 'Marked as handled' : 'Marked as open'),
      onError: (error) => toast.error('Could not update the message', { description: errorMessage(error) }),
    });

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-line p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge message={message} />
          <PriorityBadge plan={message.priority} />
        </div>
        <h2 id="message-heading" className="mt-3 text-xl font-bold break-words">
          {message.subject}
        </h2>
        <p className="mt-1 text-sm break-words text-muted">
          From <span className="font-semibold text-ink">{message.name}</span> &lt;{message.email}&gt; ·{' '}
          <time dateTime={message.createdAt}>{formatDateTimeFull(message.createdAt)}</time>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant={message.handledAt ? 'outline' : 'primary'} onClick={toggleHandled} disabled={markHandled.isPending}>
            {message.handledAt ? <RotateCcw className="size-4" aria-hidden="true" /> : <CheckCircle2 className="size-4" aria-hidden="true" />}
            {message.handledAt ? 'Reopen' : 'Mark as Handled'}
          </Button>
        </div>
      </div>
      <div className="p-5 sm:p-6">
        <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
      </div>
      {message.replies.length > 0 && (
        <div className="border-t border-line bg-surface/60 p-5 sm:p-6">
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Conversation</h3>
          <ol className="mt-3 space-y-3" aria-label="Conversation">
            {message.replies.map((reply) => (
              <li key={reply.id} className={`rounded-xl border p-4 ${reply.fromAddress ? 'border-brand-100 bg-brand-50 sm:mr-8' : 'border-line bg-white sm:ml-8'}`}>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <span className="font-semibold text-ink">{reply.fromAddress ? `${message.name} answered by email` : (reply.authorName ?? 'Support')}</span>
                  <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                  {reply.emailStatus && <EmailStatusBadge status={reply.emailStatus} />}
                </p>
                <p className="mt-2 text-sm whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      <ReplyForm adminId={adminId} message={message} />
    </Card>
  );
}

function ReplyForm({ adminId, message }: { adminId: string; message: MessageDetail }) {
  const [body, setBody] = useState('');
  const reply = useReplyToMessage(adminId, message.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      toast.error('Please write a reply');
      return;
    }
    reply.mutate(body, {
      onSuccess: () => {
        setBody('');
        toast.success('Reply queued', { description: `It goes to ${message.email} by email.` });
      },
      onError: (error) => toast.error('Could not send the reply', { description: errorMessage(error) }),
    });
  };
  return (
    <form onSubmit={submit} className="border-t border-line p-5 sm:p-6">
      <label htmlFor="reply-body" className="text-sm font-semibold">
        Reply to {message.name}
      </label>
      <textarea
        id="reply-body"
        value={body}
        maxLength={MAX_REPLY_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        rows={5}
        className="mt-2 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <p className="mt-2 text-xs text-muted">Sent by email to {message.email}, with their message quoted; kept here with the message.</p>
      <Button type="submit" className="mt-3" disabled={reply.isPending} aria-busy={reply.isPending}>
        <Mail className="size-4" aria-hidden="true" />
        {reply.isPending ? 'Sending…' : 'Send Reply'}
      </Button>
    </form>
  );
}
