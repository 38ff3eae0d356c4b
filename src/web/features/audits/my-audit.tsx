import { Download, FileText } from 'lucide-react';
import { AUDIT_STATUS_LABELS, AUDIT_STATUS_MEANING, AUDIT_STATUSES } from '@shared/audits';
import { INTAKE_FIELDS, INTAKE_QUESTIONS, type MyAudit } from '@shared/api/audits';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** One audit as its learner sees it: where it stands among the three states, the report once delivered, and what they sent. */
export function MyAuditCard({ audit }: { audit: MyAudit }) {
  const reached = AUDIT_STATUSES.indexOf(audit.status);
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-xl font-semibold">Custom AI Audit</h2>
        <Badge variant={audit.status === 'delivered' ? 'default' : 'secondary'}>{AUDIT_STATUS_LABELS[audit.status]}</Badge>
      </div>
      <p className="mt-1 text-muted">Intake sent on {LONG_DATE.format(new Date(audit.submittedAt))}.</p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3" aria-label="Audit progress">
        {AUDIT_STATUSES.map((status, index) => (
          <li
            key={status}
            aria-current={status === audit.status ? 'step' : undefined}
            className={cn('rounded-xl border p-4', index <= reached ? 'border-brand-200 bg-brand-50' : 'border-line bg-white')}
          >
            <p className={cn('font-semibold', index <= reached ? 'text-brand-800' : 'text-muted')}>
              {index + 1}. {AUDIT_STATUS_LABELS[status]}
            </p>
            {status === audit.status && <p className="mt-1 text-sm text-ink">{AUDIT_STATUS_MEANING[status]}</p>}
          </li>
        ))}
      </ol>
      {audit.reportUrl && (
        <a
          href={audit.reportUrl}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          <Download className="size-5" aria-hidden="true" />
          Download your audit report (PDF)
        </a>
      )}
      <details className="mt-6 border-t border-line pt-4">
        <summary className="cursor-pointer font-medium text-ink">What you sent us</summary>
        <dl className="mt-4 space-y-4">
          {INTAKE_FIELDS.map((field) => (
            <div key={field}>
              <dt className="text-sm font-medium text-muted">{INTAKE_QUESTIONS[field]}</dt>
              <dd className="mt-1 whitespace-pre-line">{audit.answers[field]}</dd>
            </div>
          ))}
          {audit.files.length > 0 && (
            <div>
              <dt className="text-sm font-medium text-muted">Documents</dt>
              <dd>
                <ul className="mt-1 space-y-1">
                  {audit.files.map((file) => (
                    <li key={file.id} className="flex items-center gap-2">
                      <FileText className="size-4 text-muted" aria-hidden="true" />
                      <span className="break-all">{file.fileName}</span>
                      <span className="text-sm text-muted">({file.size})</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      </details>
    </Card>
  );
}
