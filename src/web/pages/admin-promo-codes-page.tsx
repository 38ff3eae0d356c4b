import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatUsd, productPriceCents } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import type { AdminPromoCode } from '@shared/api/promo-codes';
import { pageMeta } from '@shared/page-manifest';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { PromoCodeEditor } from '@web/features/promo-codes/promo-code-editor';
import { PromoCodeForm } from '@web/features/promo-codes/promo-code-form';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { usePageMeta } from '@web/lib/use-page-meta';

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /admin/promo-codes: every code with its terms and how often it was used, a form for a new one, and changes to a code's expiry, maximum and state (issue 33). */
export function AdminPromoCodesPage() {
  usePageMeta(pageMeta('/admin/promo-codes'));
  return <RequireAdmin>{(admin) => <PromoCodes adminId={admin.id} />}</RequireAdmin>;
}

const baseColumns: DataTableColumn<AdminPromoCode>[] = [
  { key: 'code', header: 'Code', cell: (row) => <span className="font-mono font-semibold">{row.code}</span> },
  { key: 'discount', header: 'Discount', cell: (row) => row.description },
  { key: 'plans', header: 'Plans', cell: (row) => row.plans.map((plan) => PLAN_OFFERS[plan].name).join(', ') },
  { key: 'expires', header: 'Expires', cell: (row) => (row.expiresAt ? DAY.format(new Date(row.expiresAt)) : 'Never') },
  {
    key: 'used',
    header: 'Used',
    align: 'right',
    cell: (row) => (
      <span className="tabular-nums">
        {row.redeemedCount}
        {row.maxRedemptions !== null && ` of ${row.maxRedemptions}`}
        {row.onePerCustomer && <span className="block text-xs text-muted">one per customer</span>}
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (row) => <Badge variant={row.active ? 'secondary' : 'outline'}>{row.active ? 'Active' : 'Off'}</Badge> },
];

function PromoCodes({ adminId }: { adminId: string }) {
  const codes = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/promo-codes'), staleTime: 0 });
  const error = codes.isError ? { message: errorMessage(codes.error), retry: () => void codes.refetch() } : null;
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = codes.data?.promoCodes.find((row) => row.id === editingId);
  const columns: DataTableColumn<AdminPromoCode>[] = [
    ...baseColumns,
    {
      key: 'change',
      header: 'Change',
      align: 'right',
      cell: (row) => (
        <Button variant="outline" size="sm" onClick={() => setEditingId(row.id)} aria-label={`Change ${row.code}`}>
          Change
        </Button>
      ),
    },
  ];
  return (
    <PageFrame title="Promo Codes" description={`Discounts on the yearly plans (Pro Member ${formatUsd(productPriceCents('pro'))}, Elite Access ${formatUsd(productPriceCents('elite'))}), entered at checkout.`}>
      <div className="space-y-10">
        <PromoCodeForm adminId={adminId} />
        <PageSection id="codes" title="Codes">
          <DataTable
            caption="Promo codes"
            columns={columns}
            rows={codes.data?.promoCodes}
            rowKey={(row) => row.id}
            card={(row) => (
              <div className="space-y-1 p-4 text-sm">
                {columns.map((column) => (
                  <div key={column.key}>
                    {column.key !== 'change' && <span className="text-muted">{column.header}: </span>}
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            )}
            empty="No promo codes yet. Create one above."
            error={error}
          />
        </PageSection>
        {editing && <PromoCodeEditor key={editing.id} adminId={adminId} code={editing} onDone={() => setEditingId(null)} />}
      </div>
    </PageFrame>
  );
}
