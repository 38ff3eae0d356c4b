import { ADMIN_AUDIT_SORTS, type AdminAuditSummary } from '@shared/api/audits';
import { AUDIT_STATUS_LABELS, AUDIT_STATUSES, type AuditStatus } from '@shared/audits';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { FilterBar, SearchFilter, SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { parseChoice, parsePage } from '@web/components/admin/list-params';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { useAdminAudits, type AuditListView } from './use-audits';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const STATUS_FILTERS: FilterOption<AuditStatus | undefined>[] = [{ value: undefined, label: 'All' }, ...AUDIT_STATUSES.map((status) => ({ value: status, label: AUDIT_STATUS_LABELS[status] }))];

/** The list's view from the address bar: newest first, every state, page 1 unless it says otherwise. */
export function readAuditListView(params: URLSearchParams): AuditListView {
  return {
    status: parseChoice(params.get('status'), AUDIT_STATUSES),
    q: params.get('q') ?? '',
    sort: parseChoice(params.get('sort'), ADMIN_AUDIT_SORTS) ?? 'submitted',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
}

export function AuditFilters({ view, onShow }: { view: AuditListView; onShow: (view: AuditListView) => void }) {
  return (
    <FilterBar actions={<SearchFilter label="Search audits by learner" placeholder="Name or email" initial={view.q} onSearch={(q) => onShow({ ...view, q, page: 1 })} />}>
      <SegmentedFilter label="Show audits" options={STATUS_FILTERS} value={view.status} onChange={(status) => onShow({ ...view, status, page: 1 })} />
    </FilterBar>
  );
}

export function AuditStatusBadge({ status }: { status: AuditStatus }) {
  return <Badge variant={status === 'delivered' ? 'default' : status === 'in_progress' ? 'secondary' : 'outline'}>{AUDIT_STATUS_LABELS[status]}</Badge>;
}

function Learner({ audit }: { audit: AdminAuditSummary }) {
  return (
    <>
      <span className="font-medium">{audit.learnerName || '—'}</span>
      <span className="block break-all text-muted">{audit.learnerEmail}</span>
    </>
  );
}

function OpenLink({ audit, openPath }: { audit: AdminAuditSummary; openPath: (id: string) => string }) {
  return (
    <ButtonLink to={openPath(audit.id)} size="sm" variant="outline">
      Open<span className="sr-only"> the audit of {audit.learnerName || audit.learnerEmail}</span>
    </ButtonLink>
  );
}

/** Every audit as the server filters, sorts and pages them: a table on wide screens, cards on narrow ones. */
export function AuditList({ adminId, view, onShow, openPath }: { adminId: string; view: AuditListView; onShow: (view: AuditListView) => void; openPath: (id: string) => string }) {
  const audits = useAdminAudits(adminId, view);
  const data = audits.data;
  const columns: DataTableColumn<AdminAuditSummary>[] = [
    { key: 'learner', header: 'Learner', sortable: true, cell: (audit) => <Learner audit={audit} />, className: 'min-w-48' },
    { key: 'source', header: 'Came with', cell: (audit) => audit.source },
    { key: 'status', header: 'State', sortable: true, cell: (audit) => <AuditStatusBadge status={audit.status} /> },
    { key: 'submitted', header: 'Intake sent', sortable: true, cell: (audit) => SHORT_DATE.format(new Date(audit.submittedAt)), className: 'whitespace-nowrap text-muted' },
    { key: 'report', header: 'Report', cell: (audit) => (audit.hasReport ? 'Uploaded' : 'Not yet') },
    { key: 'actions', header: 'Actions', align: 'right', cell: (audit) => <OpenLink audit={audit} openPath={openPath} /> },
  ];
  return (
    <DataTable<AdminAuditSummary>
      caption="Audits"
      items={{ one: 'audit', other: 'audits' }}
      errorTitle="Failed to load audits."
      columns={columns}
      card={(audit) => (
        <Card className="p-4">
          <div className="flex flex-wrap items-center gap-2">
            <AuditStatusBadge status={audit.status} />
            <span className="text-sm text-muted">{audit.source}</span>
          </div>
          <div className="mt-2">
            <Learner audit={audit} />
          </div>
          <p className="mt-1 text-sm text-muted">Intake sent {SHORT_DATE.format(new Date(audit.submittedAt))}</p>
          <div className="mt-3">
            <OpenLink audit={audit} openPath={openPath} />
          </div>
        </Card>
      )}
      rows={data?.audits}
      rowKey={(audit) => audit.id}
      empty={<p className="p-6 text-muted">{view.status || view.q ? 'No audits match this filter.' : 'No audits yet. An intake appears here as soon as a learner sends it.'}</p>}
      error={audits.isError ? { message: errorMessage(audits.error), retry: () => void audits.refetch() } : null}
      busy={audits.isPlaceholderData}
      sort={view.sort === 'submitted' && view.direction === 'desc' ? undefined : { key: view.sort, direction: view.direction }}
      onSortChange={(sort) => onShow({ ...view, sort: parseChoice(sort.key, ADMIN_AUDIT_SORTS) ?? 'submitted', direction: sort.direction, page: 1 })}
      page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
      onPageChange={(page) => onShow({ ...view, page })}
    />
  );
}
