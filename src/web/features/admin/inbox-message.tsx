import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircle2, ChevronLeft, Mail, RotateCcw } from 'lucide-react';
import { MAX_REPLY_LENGTH, type MessageDetail } from '@shared/api/admin-messages';
import { DetailLayout } from '@web/components/admin/detail-layout';
import { FormField } from '@web/components/admin/form-section';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { formatDateTime, formatDateTimeFull } from './email-log-format';
import { EmailStatusBadge } from './email-status-badge';
import { PriorityBadge, senderPlanDetail, StateBadge, SupportClockBadge } from './inbox-list';
import { useInboxMessage, useMarkHandled, useReplyToMessage } from './use-support-inbox';

/** The opened message beside the list (in its place on a phone, with a way back). */
export function MessagePanel({ adminId, id, onClose }: { adminId: string; id: string; onClose: () => void }) {
  const message = useInboxMessage(adminId, id);
  return (
    <div className="min-w-0">
      <Button variant="ghost" size="sm" onClick={onClose} className="mb-3 lg:hidden">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Back to messages
      </Button>
      {message.data ? (
        <OpenedMessage adminId={adminId} message={message.data} />
      ) : message.isError ? (
        <Card className="px-6 py-10 text-center" role="alert">
          <h2 className="font-semibold">{errorMessage(message.error)}</h2>
        </Card>
      ) : (
        <Card className="space-y-3 p-6" role="status" aria-label="Loading message">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-32 w-full" />
        </Card>
      )}
    </div>
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
    <Card className="p-5 sm:p-6">
      <DetailLayout
        eyebrow={
          <>
            <StateBadge message={message} />
            <PriorityBadge plan={message.priority} />
            <SupportClockBadge message={message} />
          </>
        }
        title={message.subject}
        meta={
          <>
            From <span className="font-semibold text-ink">{message.name}</span> &lt;{message.email}&gt; ·{' '}
            <time dateTime={message.createdAt}>{formatDateTimeFull(message.createdAt)}</time>
          </>
        }
        actions={
          <Button size="sm" variant={message.handledAt ? 'outline' : 'primary'} onClick={toggleHandled} disabled={markHandled.isPending}>
            {message.handledAt ? <RotateCcw className="size-4" aria-hidden="true" /> : <CheckCircle2 className="size-4" aria-hidden="true" />}
            {message.handledAt ? 'Reopen' : 'Mark as Handled'}
          </Button>
        }
        tabsLabel="Message"
        tabs={[
          { id: 'conversation', label: 'Conversation', content: <Conversation adminId={adminId} message={message} /> },
          { id: 'sender', label: 'Sender', content: <SenderDetails message={message} /> },
        ]}
      />
    </Card>
  );
}

function Conversation({ adminId, message }: { adminId: string; message: MessageDetail }) {
  return (
    <>
      <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
      {message.replies.length > 0 && (
        <div className="mt-6 border-t border-line pt-5">
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Conversation</h3>
          <ol className="mt-3 space-y-3" aria-label="Conversation">
            {message.replies.map((reply) => (
              <li key={reply.id} className={`rounded-xl border p-4 ${reply.fromAddress ? 'border-brand-100 bg-brand-50 sm:mr-8' : 'border-line bg-surface/60 sm:ml-8'}`}>
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
    </>
  );
}

function SenderDetails({ message }: { message: MessageDetail }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <Detail term="Name">{message.name}</Detail>
      <Detail term="Email">
        <a href={`mailto:${message.email}`} className="font-medium text-brand-800 underline underline-offset-4 wrap-anywhere">
          {message.email}
        </a>
      </Detail>
      <Detail term="Plan">{senderPlanDetail(message.priority)}</Detail>
      <Detail term="Received">{formatDateTimeFull(message.createdAt)}</Detail>
      <Detail term="Handled">{message.handledAt ? formatDateTimeFull(message.handledAt) : 'Not yet'}</Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function ReplyForm({ adminId, message }: { adminId: string; message: MessageDetail }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useReplyToMessage(adminId, message.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem('Please write a reply');
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
    <form onSubmit={submit} noValidate className="mt-6 border-t border-line pt-5">
      <FormField label={`Reply to ${message.name}`} hint={`Sent by email to ${message.email}, with their message quoted; kept here with the message.`} error={problem}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            value={body}
            maxLength={MAX_REPLY_LENGTH}
            onChange={(event) => {
              setBody(event.target.value);
              setProblem(null);
            }}
            rows={5}
            className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-700"
          />
        )}
      </FormField>
      <Button type="submit" className="mt-3" disabled={reply.isPending} aria-busy={reply.isPending}>
        <Mail className="size-4" aria-hidden="true" />
        {reply.isPending ? 'Sending…' : 'Send Reply'}
      </Button>
    </form>
  );
}
