import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { ErrorPanel } from '@web/components/error-panel';
import { DashboardSkeleton } from '@web/features/admin/analytics/figure-panel';
import { Figures } from '@web/features/admin/analytics/figures';
import { ISO_DAY, lastDays, RangePicker } from '@web/features/admin/analytics/range-picker';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { useRecheckAccessOn } from '@web/features/admin/use-recheck-access';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminAnalyticsPage() {
  usePageMeta(pageMeta('/admin/analytics'));
  return <RequireAdmin>{(admin) => <AnalyticsDashboard adminId={admin.id} />}</RequireAdmin>;
}

function AnalyticsDashboard({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = lastDays(30);
  const fromParam = searchParams.get('from');
  const toParam = searchParams.get('to');
  const range = { from: fromParam && ISO_DAY.test(fromParam) ? fromParam : fallback.from, to: toParam && ISO_DAY.test(toParam) ? toParam : fallback.to };
  const dashboard = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/analytics', { query: range }),
    placeholderData: keepPreviousData,
  });
  useRecheckAccessOn(dashboard.error);
  const data = dashboard.data;

  return (
    <PageFrame
      title="Analytics"
      description="How the site is doing, from our own first-party events. Visitors whose browser asks not to be tracked are not counted. Days are in UTC."
      aside={<RangePicker range={range} onChange={(next) => setSearchParams({ ...next })} />}
    >
      <div className="space-y-8">
        {dashboard.isError && (
          <ErrorPanel layout="inline" title="Couldn't load the figures." onRetry={() => void dashboard.refetch()}>
            {errorMessage(dashboard.error)}
          </ErrorPanel>
        )}
        {data ? (
          <div aria-busy={dashboard.isPlaceholderData} className={cn('space-y-8 transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}>
            <Figures data={data} />
          </div>
        ) : (
          !dashboard.isError && <DashboardSkeleton />
        )}
      </div>
    </PageFrame>
  );
}
