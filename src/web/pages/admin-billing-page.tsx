import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBillingResponse } from '@shared/api/billing';
import { formatUsd, REFUND_WINDOW_DAYS } from '@shared/billing';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { PageFrame } from '@web/components/admin/page-frame';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { adminBillingQuery } from '@web/features/billing/use-billing';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { refreshSession } from '@web/lib/require-user';

type Order = AdminBillingResponse['orders'][number];
type Subscription = AdminBillingResponse['subscriptions'][number];

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

/** Each state with the word its date takes: "Renews Mar 3, 2027", "Ended Nov 25, 2026". */
const STATES: Record<Subscription['state'], { label: string; date: string; variant: BadgeVariant }> = {
  active: { label: 'Active', date: 'Renews', variant: 'secondary' },
  cancelling: { label: 'Cancelling', date: 'Ends', variant: 'outline' },
  past_due: { label: 'Past due', date: 'Retrying until', variant: 'accent' },
  ended: { label: 'Ended', date: 'Ended', variant: 'outline' },
};

/** /admin/billing: totals, orders with refunds within the money-back guarantee, and subscriptions (issues 11, 35). */
export function AdminBillingPage() {
  usePageMeta(pageMeta('/admin/billing'));
  return <RequireAdmin>{(admin) => <Billing adminId={admin.id} />}</RequireAdmin>;
}

function Learner({ learner }: { learner: Order['learner'] }) {
  return (
    <>
      <span className="font-medium">{learner.name || '—'}</span>
      <br />
      <span className="break-all text-muted">{learner.email}</span>
    </>
  );
}

/** Provider ids are for looking a payment up in Stripe: out of the way until asked for. */
function ProviderIds({ provider, ids }: { provider: string | null; ids: (string | null)[] }) {
  const shown = ids.filter((id): id is string => id !== null);
  if (shown.length === 0) return <span className="text-muted">—</span>;
  return (
    <details className="group text-xs">
      <summary className="cursor-pointer rounded text-muted hover:text-ink">Show ids</summary>
      <p className="mt-1 font-mono break-all text-muted">
        {provider && <span>{provider}: </span>}
        {shown.join(' · ')}
      </p>
    </details>
  );
}

function Totals({ totals }: { totals: AdminBillingResponse['totals'] | undefined }) {
  const items = [
    { label: 'Active subscribers', value: totals ? String(totals.activeSubscribers) : '…', note: 'Plans in force today, including those set to cancel' },
    { label: 'Yearly recurring revenue', value: totals ? formatUsd(totals.yearlyRecurringRevenueCents) : '…', note: 'Plans that will renew, at their yearly price' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <Card key={item.label} className="p-5">
          <dt className="text-sm font-medium text-muted">{item.label}</dt>
          <dd className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{item.value}</dd>
          <dd className="mt-1 text-xs text-muted">{item.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Billing({ adminId }: { adminId: string }) {
  const query = adminBillingQuery(adminId);
  const billing = useQuery(query);
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
      await refreshSession(queryClient);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setRefunding(false);
    }
  };

  const orderColumns: DataTableColumn<Order>[] = [
    { key: 'learner', header: 'Learner', cell: (order) => <Learner learner={order.learner} /> },
    { key: 'product', header: 'Product', cell: (order) => order.productName },
    { key: 'amount', header: 'Amount', align: 'right', cell: (order) => formatUsd(order.amountCents) },
    { key: 'paid', header: 'Paid', cell: (order) => shortDate(order.createdAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (order) => <Badge variant={order.status === 'paid' ? 'secondary' : 'outline'}>{order.status === 'paid' ? 'Paid' : 'Refunded'}</Badge>,
    },
    { key: 'ids', header: 'Provider ids', cell: (order) => <ProviderIds provider={order.provider} ids={[order.providerPaymentRef, order.providerSubscriptionId]} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (order) =>
        order.refundable && (
          <Button size="sm" variant="outline" disabled={refunding} onClick={() => setConfirming(order)} aria-label={`Refund ${order.learner.email} ${order.productName}`}>
            Refund
          </Button>
        ),
    },
  ];

  const subscriptionColumns: DataTableColumn<Subscription>[] = [
    { key: 'learner', header: 'Learner', cell: (row) => <Learner learner={row.learner} /> },
    { key: 'plan', header: 'Plan', cell: (row) => PLAN_OFFERS[row.plan].name },
    { key: 'state', header: 'State', cell: (row) => <Badge variant={STATES[row.state].variant}>{STATES[row.state].label}</Badge> },
    { key: 'date', header: 'Period', cell: (row) => (row.date ? `${STATES[row.state].date} ${shortDate(row.date)}` : '—') },
    { key: 'ids', header: 'Provider ids', cell: (row) => <ProviderIds provider={row.provider} ids={[row.providerCustomerId, row.providerSubscriptionId]} /> },
  ];

  return (
    <PageFrame
      title="Billing"
      description={`Subscriptions and payments, newest first. A payment can be refunded within ${REFUND_WINDOW_DAYS} days (the money-back guarantee); refunding a plan's payment ends the plan.`}
    >
      <div className="space-y-10">
        <Totals totals={billing.data?.totals} />
        <section aria-labelledby="orders-heading" className="space-y-4">
          <h2 id="orders-heading" className="text-2xl font-bold tracking-tight">
            Orders
          </h2>
          <DataTable caption="Orders" columns={orderColumns} rows={billing.data?.orders} rowKey={(order) => order.id} empty="No orders yet." error={error} />
        </section>
        <section aria-labelledby="subscriptions-heading" className="space-y-4">
          <h2 id="subscriptions-heading" className="text-2xl font-bold tracking-tight">
            Subscriptions
          </h2>
          <DataTable
            caption="Subscriptions"
            columns={subscriptionColumns}
            rows={billing.data?.subscriptions}
            rowKey={(row) => row.learner.id}
            empty="No subscriptions yet."
            error={error}
          />
        </section>
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
