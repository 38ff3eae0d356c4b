import { pageMeta } from '@shared/page-manifest';
import { ErrorPanel } from '@web/components/error-panel';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { AuditIntakeForm, MyAuditCard, useMyAudits } from '@web/features/audits';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /audit: the Custom AI Audit's intake (an Elite year's, or a bought add-on's), then where each audit stands and its report (issue 29). */
export function AuditPage() {
  usePageMeta(pageMeta('/audit'));
  const session = useRequireUser('/audit');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your Custom AI Audit</h1>
      <p className="mt-2 text-lg text-muted">
        We review how your business runs today and hand you a written report: where AI saves the most time and money, which tools to use, and a 90-day plan to get there.
      </p>
      <div className="mt-8">{session.status === 'signed-in' ? <Audits userId={session.user.id} /> : <Skeleton className="h-96 w-full rounded-2xl" />}</div>
    </div>
  );
}

function Audits({ userId }: { userId: string }) {
  const audits = useMyAudits(userId);
  if (audits.isPending) {
    return (
      <div role="status" aria-label="Loading your audit">
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (audits.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load your audit" onRetry={() => void audits.refetch()} retrying={audits.isFetching}>
        Try again in a moment.
      </ErrorPanel>
    );
  }
  const { mayStart, audits: list } = audits.data;
  if (!mayStart && list.length === 0) {
    return (
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold">The audit comes with Elite Access</h2>
        <p className="mt-2 text-muted">Elite Access includes one Custom AI Audit each membership year. You can also buy the audit on its own.</p>
        <ButtonLink to="/pricing" className="mt-6">
          See pricing
        </ButtonLink>
      </Card>
    );
  }
  return (
    <div className="space-y-8">
      {mayStart && <AuditIntakeForm userId={userId} />}
      {list.map((audit) => (
        <MyAuditCard key={audit.id} audit={audit} />
      ))}
    </div>
  );
}
