import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd, REFUND_WINDOW_DAYS } from '@shared/billing';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { RequireAdmin } from '@web/features/admin/require-admin';
import {
  type AdminOrder as Order,
  type AdminSubscription as Subscription,
  Learner,
  OrderCard,
  OrderStatus,
  ProviderIds,
  RefundButton,
  shortDate,
  SubscriptionCard,
  SubscriptionState,
  subscriptionPeriod,
  Totals,
} from '@web/features/billing/admin-billing-parts';
import { adminBillingQuery } from '@web/features/billing/use-billing';
import { OrderDocuments, useAdminInvoiceDocuments } from '@web/features/billing/admin-invoice-links';
import { memberQueryKey } from '@web/lib/member-query';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { refreshSession } from '@web/lib/require-user';

/** /admin/billing: totals, orders with refunds within the money-back guarantee, and subscriptions; on a phone each row is a card (issues 11, 35). */
export function AdminBillingPage() {
  usePageMeta(pageMeta('/admin/billing'));
  return <RequireAdmin>{(admin) => <Billing adminId={admin.id} />}</RequireAdmin>;
}

function Billing({ adminId }: { adminId: string }) {
  const query = adminBillingQuery(adminId);
  const billing = useQuery(query);
  const documents = useAdminInvoiceDocuments(adminId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState(false);
  const error = billing.isError ? { message: errorMessage(billing.error), retry: () => void billing.refetch() } : null;

  const refund = async (order: Order) => {
    setRefunding(true);
    try {
      await callEndpoint('POST /api/admin/billing/orders/:id/refund', { params: { id: order.id } });
      toast.success('Payment refunded');
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/billing/invoices') });
      await refreshSession(queryClient);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setRefunding(false);
    }
  };

  const orderColumns: DataTableColumn<Order>[] = [
    { key: 'learner', header: 'Learner', cell: (order) => <Learner learner={order.learner} />, className: 'min-w-52' },
    { key: 'product', header: 'Product', cell: (order) => order.productName },
    { key: 'amount', header: 'Amount', align: 'right', cell: (order) => formatUsd(order.amountCents), className: 'whitespace-nowrap' },
    { key: 'paid', header: 'Paid', cell: (order) => shortDate(order.createdAt), className: 'whitespace-nowrap' },
    { key: 'status', header: 'Status', cell: (order) => <OrderStatus order={order} /> },
    { key: 'documents', header: 'Invoice', cell: (order) => <OrderDocuments documents={documents.get(order.id)} /> },
    { key: 'ids', header: 'Provider ids', cell: (order) => <ProviderIds provider={order.provider} ids={[order.providerPaymentRef, order.providerSubscriptionId]} /> },
    { key: 'actions', header: 'Actions', align: 'right', cell: (order) => <RefundButton order={order} disabled={refunding} onRefund={setConfirming} /> },
  ];

  const subscriptionColumns: DataTableColumn<Subscription>[] = [
    { key: 'learner', header: 'Learner', cell: (row) => <Learner learner={row.learner} />, className: 'min-w-52' },
    { key: 'plan', header: 'Plan', cell: (row) => PLAN_OFFERS[row.plan].name },
    { key: 'state', header: 'State', cell: (row) => <SubscriptionState row={row} /> },
    { key: 'date', header: 'Period', cell: subscriptionPeriod, className: 'whitespace-nowrap' },
    { key: 'ids', header: 'Provider ids', cell: (row) => <ProviderIds provider={row.provider} ids={[row.providerCustomerId, row.providerSubscriptionId]} /> },
  ];

  return (
    <PageFrame
      title="Billing"
      description={`Subscriptions and payments, newest first. A payment can be refunded within ${REFUND_WINDOW_DAYS} days (the money-back guarantee); refunding a plan's payment ends the plan.`}
    >
      <div className="space-y-10">
        <Totals totals={billing.data?.totals} />
        <PageSection id="orders" title="Orders">
          <DataTable
            caption="Orders"
            columns={orderColumns}
            card={(order) => <OrderCard order={order} refunding={refunding} onRefund={setConfirming} documents={<OrderDocuments documents={documents.get(order.id)} />} />}
            rows={billing.data?.orders}
            rowKey={(order) => order.id}
            empty="No orders yet."
            error={error}
          />
        </PageSection>
        <PageSection id="subscriptions" title="Subscriptions">
          <DataTable
            caption="Subscriptions"
            columns={subscriptionColumns}
            card={(row) => <SubscriptionCard row={row} />}
            rows={billing.data?.subscriptions}
            rowKey={(row) => row.learner.id}
            empty="No subscriptions yet."
            error={error}
          />
        </PageSection>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this payment?"
        confirmLabel={confirming ? `Refund ${formatUsd(confirming.amountCents)}` : 'Refund'}
        destructive
        busy={refunding}
        onConfirm={() => confirming && void refund(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p>
            {formatUsd(confirming.amountCents)} goes back to {confirming.learner.email} for {confirming.productName}.
            {confirming.product === 'pro' || confirming.product === 'elite' ? ' Their plan ends at once.' : ''}
          </p>
        )}
      </ConfirmDialog>
    </PageFrame>
  );
}
