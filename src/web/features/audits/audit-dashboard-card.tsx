import { ClipboardList } from 'lucide-react';
import { AUDIT_STATUS_LABELS, AUDIT_STATUS_MEANING } from '@shared/audits';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMyAudits } from './use-audits';

/**
 * The dashboard's pointer to the audit (an Elite year's or a bought add-on's): start the intake,
 * or see where the latest audit stands. Nothing for a learner without one, or while it loads.
 */
export function AuditDashboardCard({ userId }: { userId: string }) {
  const audits = useMyAudits(userId);
  if (!audits.data) return null;
  const { mayStart, audits: list } = audits.data;
  const latest = list[0];
  if (!mayStart && !latest) return null;
  return (
    <section aria-labelledby="audit-intake-heading" className="mt-12">
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
          <ClipboardList className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="audit-intake-heading" className="text-lg font-semibold">
            {mayStart ? 'Start your Custom AI Audit' : `Your Custom AI Audit: ${AUDIT_STATUS_LABELS[latest!.status]}`}
          </h2>
          <p className="mt-1 text-muted">
            {mayStart ? 'Answer four questions about your business and attach any process documents. It takes about ten minutes.' : AUDIT_STATUS_MEANING[latest!.status]}
          </p>
        </div>
        <ButtonLink to="/audit" variant={mayStart ? 'primary' : 'outline'}>
          {mayStart ? 'Fill in the intake' : 'View your audit'}
        </ButtonLink>
      </Card>
    </section>
  );
}
