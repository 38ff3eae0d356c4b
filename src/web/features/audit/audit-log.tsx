import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ScrollText } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction } from '@shared/audit';
import type { AuditEntry } from '@shared/api/admin-audit';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { useAuditLog, type AuditView } from './use-audit-log';

const FIELD = 'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

const TARGET_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  course: 'Course',
  order: 'Payment',
  message: 'Message',
  calls: 'Call hours',
  call: 'Call',
  video: 'Video',
  learner: 'Learner',
  certificate: 'Certificate',
  promo_code: 'Promo code',
  community_post: 'Community post',
};

/** The audit log: filters (action, admin, target, dates) sent to the server, and its entries newest first. */
export function AuditLog({ adminId, view, onShow }: { adminId: string; view: AuditView; onShow: (view: AuditView) => void }) {
  const log = useAuditLog(adminId, view);
  const data = log.data;
  return (
    <section aria-labelledby="audit-log-heading" className="space-y-6">
      <h2 id="audit-log-heading" className="sr-only">
        Entries
      </h2>
      <AuditFilters view={view} onShow={onShow} />
      <DataTable<AuditEntry>
        caption="Audit log entries, newest first"
        items={{ one: 'entry', other: 'entries' }}
        columns={COLUMNS}
        card={(entry) => <EntryCard entry={entry} />}
        rows={data?.entries}
        rowKey={(entry) => entry.id}
        empty={<EmptyLog filtered={isFiltered(view)} onClear={() => onShow({ page: 1 })} />}
        error={log.isError ? { message: errorMessage(log.error), retry: () => void log.refetch() } : null}
        busy={log.isPlaceholderData}
        page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
        onPageChange={(page) => onShow({ ...view, page })}
      />
    </section>
  );
}

function isFiltered(view: AuditView): boolean {
  return Boolean(view.action || view.admin || view.targetType || view.targetId || view.from || view.to);
}

function AuditFilters({ view, onShow }: { view: AuditView; onShow: (view: AuditView) => void }) {
  const [draft, setDraft] = useState(view);
  const id = useId();
  useEffect(() => setDraft(view), [view]);
  const set = (key: keyof AuditView) => (value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className="grid gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-2 lg:grid-cols-3">
      <Field id={`${id}-action`} label="Action">
        <select id={`${id}-action`} className={FIELD} value={draft.action ?? ''} onChange={(event) => set('action')(event.target.value)}>
          <option value="">Every action</option>
          {(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTIONS[action]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-admin`} label="Admin's email (or part)">
        <input id={`${id}-admin`} className={FIELD} value={draft.admin ?? ''} maxLength={254} onChange={(event) => set('admin')(event.target.value)} />
      </Field>
      <Field id={`${id}-type`} label="Target">
        <select id={`${id}-type`} className={FIELD} value={draft.targetType ?? ''} onChange={(event) => set('targetType')(event.target.value)}>
          <option value="">Anything</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {TARGET_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-target`} label="Target ID">
        <input id={`${id}-target`} className={FIELD} value={draft.targetId ?? ''} maxLength={200} onChange={(event) => set('targetId')(event.target.value)} />
      </Field>
      <Field id={`${id}-from`} label="From">
        <input id={`${id}-from`} type="date" className={FIELD} value={draft.from ?? ''} onChange={(event) => set('from')(event.target.value)} />
      </Field>
      <Field id={`${id}-to`} label="To">
        <input id={`${id}-to`} type="date" className={FIELD} value={draft.to ?? ''} onChange={(event) => set('to')(event.target.value)} />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="sm">
          Show Entries
        </Button>
        {isFiltered(view) && (
          <Button type="button" variant="outline" size="sm" onClick={() => onShow({ page: 1 })}>
            Clear Filters
          </Button>
        )}
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { key: 'when', header: 'When', cell: (entry) => <When iso={entry.createdAt} />, className: 'whitespace-nowrap text-muted' },
  { key: 'admin', header: 'Admin', cell: (entry) => entry.adminEmail, className: 'wrap-anywhere' },
  { key: 'action', header: 'Action', cell: (entry) => <span className="font-semibold">{entry.actionLabel}</span> },
  { key: 'target', header: 'Target', cell: (entry) => <Target entry={entry} />, className: 'wrap-anywhere' },
  { key: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? <span className="text-muted">—</span>, className: 'wrap-break-word' },
  { key: 'changes', header: 'Before and after', cell: (entry) => <Changes entry={entry} /> },
];

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <Card className="space-y-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{entry.actionLabel}</span>
        <span className="text-muted">
          <When iso={entry.createdAt} />
        </span>
      </div>
      <p className="wrap-anywhere">
        <span className="text-muted">By </span>
        {entry.adminEmail}
      </p>
      <p className="wrap-anywhere">
        <span className="text-muted">On </span>
        <Target entry={entry} />
      </p>
      {entry.reason && (
        <p className="wrap-break-word">
          <span className="text-muted">Reason: </span>
          {entry.reason}
        </p>
      )}
      <Changes entry={entry} />
    </Card>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const label = TARGET_LABELS[entry.targetType as keyof typeof TARGET_LABELS] ?? entry.targetType;
  return (
    <>
      {label} <code className="text-xs">{entry.targetId}</code>
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="text-muted">—</span>;
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer rounded font-semibold text-brand-800">Show values</summary>
      <dl className="mt-2 space-y-2 text-xs">
        {entry.before != null && <Json term="Before" value={entry.before} />}
        {entry.after != null && <Json term="After" value={entry.after} />}
      </dl>
    </details>
  );
}

function Json({ term, value }: { term: string; value: unknown }) {
  return (
    <div>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd>
        <pre className="overflow-x-auto rounded bg-surface p-2 whitespace-pre-wrap wrap-anywhere">{JSON.stringify(value, null, 2)}</pre>
      </dd>
    </div>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

function EmptyLog({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-line">
        <ScrollText className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{filtered ? 'No entries match these filters' : 'Nothing recorded yet'}</h3>
      <p className="mx-auto mt-2 max-w-md">
        {filtered ? 'Try a wider date range or another action.' : 'Each change an admin makes (a course saved, a refund, a plan given) is recorded here as it happens.'}
      </p>
      {filtered && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </>
  );
}
