import { CircleAlert, CircleCheck, Clock, Send } from 'lucide-react';
import type { EmailStatus } from '@shared/api/admin-emails';
import { cn } from '@web/lib/cn';
import { STATUS_LABELS } from './email-log-format';

const STYLES: Record<EmailStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'bg-accent-100 text-accent-800' },
  sending: { icon: Send, className: 'bg-sky-50 text-sky-800' },
  sent: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800' },
  failed: { icon: CircleAlert, className: 'bg-red-50 text-red-800' },
};

/** The status in words with an icon, so it never rests on colour alone. */
export function EmailStatusBadge({ status, className }: { status: EmailStatus; className?: string }) {
  const { icon: Icon, className: colours } = STYLES[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', colours, className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}
