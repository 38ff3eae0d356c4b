import type { ReactNode } from 'react';
import type { EmailSummary } from '@shared/api/admin-emails';
import { DetailTabs } from '@web/components/admin/detail-layout';
import { DialogCloseButton, ModalDialog } from '@web/components/modal-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/error-message';
import { formatDateTimeFull, kindLabel } from './email-log-format';
import { EmailStatusBadge } from './email-status-badge';
import { LinkifiedText } from './linkify';
import { useEmailMessage } from './use-admin-emails';
import { ErrorPanel } from '@web/components/error-panel';

interface EmailMessageDialogProps {
  adminId: string;
  /** The row that was opened (its subject and addressee show at once), or null when closed. */
  email: EmailSummary | null;
  onClose: () => void;
}

/**
 * One message from the local mailbox, in a modal <dialog> (the browser keeps focus inside it,
 * closes it with Escape and returns focus to the row). The HTML body is shown only inside a
 * sandboxed iframe: no script, form or navigation of this page can come from a message.
 */
export function EmailMessageDialog({ adminId, email, onClose }: EmailMessageDialogProps) {
  return (
    <ModalDialog open={email !== null} onClose={onClose} closeOnBackdrop className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-hidden">
      {({ titleId, close }) =>
        email && (
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-brand-800">{kindLabel(email.kind)}</p>
                <h2 id={titleId} className="mt-1 text-xl font-bold tracking-tight wrap-break-word">
                  {email.subject}
                </h2>
              </div>
              <DialogCloseButton label="Close message" onClick={close} />
            </div>
            <div className="overflow-y-auto px-5 py-5 sm:px-6">
              <MessageDetails adminId={adminId} email={email} />
            </div>
          </div>
        )
      }
    </ModalDialog>
  );
}

function MessageDetails({ adminId, email }: { adminId: string; email: EmailSummary }) {
  const message = useEmailMessage(adminId, email.id);
  const current = message.data ?? email;

  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <Detail term="To">
          <span className="wrap-anywhere">{current.to}</span>
        </Detail>
        <Detail term="Status">
          <EmailStatusBadge status={current.status} />
        </Detail>
        <Detail term="Queued">{formatDateTimeFull(current.createdAt)}</Detail>
        <Detail term="Sent">{current.sentAt ? formatDateTimeFull(current.sentAt) : 'Not yet'}</Detail>
        <Detail term="Attempts">{current.attempts}</Detail>
        {current.lastError && (
          <Detail term="Last error">
            <span className="break-words text-red-800">{current.lastError}</span>
          </Detail>
        )}
      </dl>

      <div className="mt-6 border-t border-line pt-5">
        {message.isPending ? (
          <div role="status" aria-label="Loading the message" className="space-y-3">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        ) : message.isError ? (
          <ErrorPanel layout="inline" title="We couldn't open this message." onRetry={() => void message.refetch()}>
            {errorMessage(message.error)}
          </ErrorPanel>
        ) : (
          <MessageBodies subject={email.subject} text={message.data.text} html={message.data.html} />
        )}
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:col-span-2 sm:grid-cols-subgrid">
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function MessageBodies({ subject, text, html }: { subject: string; text: string | null; html: string | null }) {
  if (text === null && html === null) {
    return <p className="text-sm text-muted">This server sends mail through SMTP, so message bodies are not kept for reading here.</p>;
  }
  const textBody = (
    <pre className="max-h-[50dvh] overflow-auto rounded-xl border border-line bg-surface p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
      {text ? <LinkifiedText text={text} /> : 'This message has no plain-text version.'}
    </pre>
  );
  if (html === null) return textBody;

  return (
    <DetailTabs
      label="Message version"
      tabs={[
        { id: 'text', label: 'Plain text', content: textBody },
        {
          id: 'html',
          label: 'HTML',
          content: (
            <>
              <iframe
                sandbox=""
                srcDoc={html}
                title={`HTML version of “${subject}”`}
                className="h-[50dvh] min-h-80 w-full rounded-xl border border-line bg-white"
              />
              <p className="mt-2 text-sm text-muted">Shown as the recipient sees it. To follow a link, use the plain-text version.</p>
            </>
          ),
        },
      ]}
    />
  );
}
