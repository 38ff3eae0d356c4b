import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { AUDIT_STATUS_LABELS, AUDIT_STATUSES, type AuditStatus } from '@shared/audits';
import { INTAKE_FIELDS, INTAKE_QUESTIONS, type AdminAudit } from '@shared/api/audits';
import { PageSection } from '@web/components/admin/page-frame';
import { ErrorPanel } from '@web/components/error-panel';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { AuditStatusBadge } from './admin-audit-list';
import { adminAuditKey, adminAuditsKey, uploadReport, useAdminAudit } from './use-audits';

/** One audit at /admin/audits?audit=<id>: the learner's answers and files, its state, and the report. */
export function AdminAuditDetail({ adminId, auditId }: { adminId: string; auditId: string }) {
  const audit = useAdminAudit(adminId, auditId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const apply = async (work: () => Promise<{ audit: AdminAudit }>, success: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(adminAuditKey(adminId, auditId), await work());
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: adminAuditsKey(adminId) });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (audit.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (audit.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load this audit" onRetry={() => void audit.refetch()} retrying={audit.isFetching}>
        {errorMessage(audit.error)}
      </ErrorPanel>
    );
  }
  const current = audit.data.audit;
  const moveTo = (status: AuditStatus) =>
    apply(() => callEndpoint('POST /api/admin/audits/:id/status', { params: { id: auditId }, body: { status } }), `Marked ${AUDIT_STATUS_LABELS[status].toLowerCase()}; the learner is emailed.`);

  return (
    <PageSection id="audit-detail" title={`Audit for ${current.learnerName || current.learnerEmail}`} actions={<AuditStatusBadge status={current.status} />}>
      <Card className="space-y-6 p-6">
        <p className="text-muted">
          <a className="font-medium break-all text-brand-800 underline underline-offset-2" href={`mailto:${current.learnerEmail}`}>
            {current.learnerEmail}
          </a>{' '}
          · came with {current.source}
        </p>
        <dl className="space-y-4">
          {INTAKE_FIELDS.map((field) => (
            <div key={field}>
              <dt className="text-sm font-medium text-muted">{INTAKE_QUESTIONS[field]}</dt>
              <dd className="mt-1 whitespace-pre-line">{current.answers[field]}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-medium text-muted">Documents</dt>
            <dd className="mt-1">
              {current.files.length === 0 ? (
                'None attached.'
              ) : (
                <ul className="space-y-1">
                  {current.files.map((file) => (
                    <li key={file.id} className="flex items-center gap-2">
                      <FileText className="size-4 text-muted" aria-hidden="true" />
                      <a className="break-all text-brand-800 underline underline-offset-2" href={file.url}>
                        {file.fileName}
                      </a>
                      <span className="text-sm text-muted">({file.size})</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <ReportUpload audit={current} busy={busy} onUpload={(file) => apply(() => uploadReport(auditId, file), 'Report uploaded.')} />
        <fieldset className="border-t border-line pt-4">
          <legend className="font-semibold">State</legend>
          <p className="mt-1 text-sm text-muted">The learner gets an email at each change. Deliver once the report is uploaded.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {AUDIT_STATUSES.map((status) => (
              <Button key={status} size="sm" variant={current.status === status ? 'primary' : 'outline'} aria-pressed={current.status === status} disabled={busy} onClick={() => void moveTo(status)}>
                {status === 'delivered' ? 'Deliver' : AUDIT_STATUS_LABELS[status]}
              </Button>
            ))}
          </div>
        </fieldset>
      </Card>
    </PageSection>
  );
}

function ReportUpload({ audit, busy, onUpload }: { audit: AdminAudit; busy: boolean; onUpload: (file: File) => Promise<void> }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void onUpload(file).then(() => setFile(null));
  };
  return (
    <form onSubmit={submit} className="border-t border-line pt-4">
      <h3 className="font-semibold">Audit report</h3>
      <p className="mt-1 text-sm text-muted">
        {audit.reportUrl ? (
          <>
            Uploaded:{' '}
            <a className="break-all text-brand-800 underline underline-offset-2" href={audit.reportUrl}>
              {audit.reportFileName}
            </a>
            . A new upload replaces it.
          </>
        ) : (
          'A PDF of at most 25 MB. Only this learner and admins can download it.'
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="sr-only">
          Report (PDF)
        </label>
        <input
          id={id}
          type="file"
          accept=".pdf,application/pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <Button type="submit" size="sm" disabled={!file || busy}>
          Upload report
        </Button>
      </div>
    </form>
  );
}
