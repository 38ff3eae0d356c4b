import { useQuery } from '@tanstack/react-query';
import { formatUsd, productPriceCents } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import type { AdminPromoCode } from '@shared/api/promo-codes';
import { pageMeta } from '@shared/page-manifest';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { PromoCodeForm } from '@web/features/promo-codes/promo-code-form';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { usePageMeta } from '@web/lib/use-page-meta';

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /admin/promo-codes: every code with its terms and how often it was used, and a form for a new one (issue 33). */
export function AdminPromoCodesPage() {
  usePageMeta(pageMeta('/admin/promo-codes'));
  return <RequireAdmin>{(admin) => <PromoCodes adminId={admin.id} />}</RequireAdmin>;
}

const columns: DataTableColumn<AdminPromoCode>[] = [
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
];

function PromoCodes({ adminId }: { adminId: string }) {
  const codes = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/promo-codes'), staleTime: 0 });
  const error = codes.isError ? { message: errorMessage(codes.error), retry: () => void codes.refetch() } : null;
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
                    <span className="text-muted">{column.header}: </span>
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            )}
            empty="No promo codes yet. Create one above."
            error={error}
          />
        </PageSection>
      </div>
    </PageFrame>
  );
}
