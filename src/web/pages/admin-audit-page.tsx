import { useSearchParams } from 'react-router';
import { AUDIT_TARGET_TYPES } from '@shared/audit';
import { pageMeta } from '@shared/page-manifest';
import { listSearch, parseChoice, parsePage } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { AuditLog } from '@web/features/audit/audit-log';
import type { AuditView } from '@web/features/audit/use-audit-log';
import { usePageMeta } from '@web/lib/use-page-meta';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AdminAuditPage() {
  usePageMeta(pageMeta('/admin/audit'));
  return <RequireAdmin>{(admin) => <AuditPage adminId={admin.id} />}</RequireAdmin>;
}

function AuditPage({ adminId }: { adminId: string }) {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key)! : undefined);
  const view: AuditView = {
    action: text('action'),
    admin: text('admin'),
    targetType: parseChoice(params.get('targetType'), AUDIT_TARGET_TYPES),
    targetId: text('targetId'),
    from: date('from'),
    to: date('to'),
    page: parsePage(params.get('page')),
  };
  return (
    <PageFrame
      title="Audit Log"
      description="Every change an admin made on the site: who, when, what it was before and after, and the reason they gave. Entries cannot be edited or deleted."
    >
      <AuditLog adminId={adminId} view={view} onShow={(next) => setParams(listSearch({ ...next }))} />
    </PageFrame>
  );
}

