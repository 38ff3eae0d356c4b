import { useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { listSearch } from '@web/components/admin/list-params';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { AdminAuditDetail } from '@web/features/audits/admin-audit-detail';
import { AuditFilters, AuditList, readAuditListView } from '@web/features/audits/admin-audit-list';
import type { AuditListView } from '@web/features/audits/use-audits';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /admin/audits: the custom AI audits, each moved from received to delivered with its report (issue 29). */
export function AdminAuditsPage() {
  usePageMeta(pageMeta('/admin/audits'));
  return <RequireAdmin>{(admin) => <Audits adminId={admin.id} />}</RequireAdmin>;
}

function Audits({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAuditListView(searchParams);
  const open = searchParams.get('audit');
  const searchOf = (next: AuditListView, audit?: string) =>
    listSearch({
      ...next,
      q: next.q || undefined,
      sort: next.sort === 'submitted' ? undefined : next.sort,
      direction: next.direction === 'desc' ? undefined : next.direction,
      page: next.page === 1 ? undefined : next.page,
      audit,
    });
  const show = (next: AuditListView) => setSearchParams(searchOf(next));
  return (
    <PageFrame title="Custom AI Audits" description="Read each learner's intake, move the audit along, and deliver the report. The learner is emailed at every step.">
      <div className="space-y-10">
        {open && <AdminAuditDetail key={open} adminId={adminId} auditId={open} />}
        <PageSection id="audit-list" title="All audits">
          <AuditFilters view={view} onShow={show} />
          <AuditList adminId={adminId} view={view} onShow={show} openPath={(id) => `/admin/audits${searchOf(view, id)}`} />
        </PageSection>
      </div>
    </PageFrame>
  );
}
