import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { AdminBillingResponse } from '@shared/api/billing';
import { formatUsd, REFUND_WINDOW_DAYS } from '@shared/billing';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { adminBillingQuery } from '@web/features/billing/use-billing';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { refreshSession } from '@web/lib/require-user';

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

const STATUS_LABELS = { active: 'Active', past_due: 'Past due', inactive: 'Ended' } as const;

/** /admin/billing: subscriptions and orders, with refunds within the money-back guarantee (issue 11). */
export function AdminBillingPage() {
  usePageMeta(pageMeta('/admin/billing'));
  const location = useLocation();
  return <RequireAdmin returnTo={`${location.pathname}${location.search}`}>{(admin) => <Billing adminId={admin.id} />}</RequireAdmin>;
}

function Billing({ adminId }: { adminId: string }) {
  const query = adminBillingQuery(adminId);
  const billing = useQuery(query);
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<string | null>(null);

  const refund = async (order: AdminBillingResponse['orders'][number]) => {
    if (!window.confirm(`Refund ${formatUsd(order.amountCents)} to ${order.learner.email}? A refunded plan ends at once.`)) return;
    setRefunding(order.id);
    try {
      await callEndpoint('POST /api/admin/billing/orders/:id/refund', { params: { id: order.id } });
      toast.success('Payment refunded');
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      await refreshSession(queryClient);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRefunding(null);
    }
  };

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Billing</h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Subscriptions and payments, newest first. A payment can be refunded within {REFUND_WINDOW_DAYS} days (the money-back guarantee); refunding a
            plan's payment ends the plan.
          </p>
        </Container>
      </section>
      <Container className="space-y-10 py-10">
        {billing.isError ? (
          <p>{errorMessage(billing.error)}</p>
        ) : !billing.data ? (
          <Skeleton className="h-64 w-full rounded-2xl" />
        ) : (
          <>
            <section aria-labelledby="orders-heading">
              <h2 id="orders-heading" className="text-2xl font-bold tracking-tight">
                Orders
              </h2>
              <Card className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[720px] text-left text-sm">
                  <thead className="border-b border-line bg-surface text-muted">
                    <tr>
                      <th className="px-4 py-3 font-medium">Learner</th>
                      <th className="px-4 py-3 font-medium">Product</th>
                      <th className="px-4 py-3 font-medium">Amount</th>
                      <th className="px-4 py-3 font-medium">Paid</th>
                      <th className="px-4 py-3 font-medium">Status</th>
                      <th className="px-4 py-3 font-medium">Provider ids</th>
                      <th className="px-4 py-3 font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {billing.data.orders.length === 0 && (
                      <tr>
                        <td colSpan={7} className="px-4 py-6 text-center text-muted">
                          No orders yet.
                        </td>
                      </tr>
                    )}
                    {billing.data.orders.map((order) => (
                      <tr key={order.id}>
                        <td className="px-4 py-3">
                          <span className="font-medium">{order.learner.name || '—'}</span>
                          <br />
                          <span className="text-muted">{order.learner.email}</span>
                        </td>
                        <td className="px-4 py-3">{order.productName}</td>
                        <td className="px-4 py-3 tabular-nums">{formatUsd(order.amountCents)}</td>
                        <td className="px-4 py-3">{shortDate(order.createdAt)}</td>
                        <td className="px-4 py-3">
                          <Badge variant={order.status === 'paid' ? 'secondary' : 'outline'}>{order.status === 'paid' ? 'Paid' : 'Refunded'}</Badge>
                        </td>
                        <td className="px-4 py-3 font-mono text-xs break-all text-muted">
                          {order.provider}: {order.providerPaymentRef}
                          {order.providerSubscriptionId && <> · {order.providerSubscriptionId}</>}
                        </td>
                        <td className="px-4 py-3 text-right">
                          {order.refundable && (
                            <Button size="sm" variant="outline" disabled={refunding !== null} onClick={() => void refund(order)} aria-label={`Refund ${order.learner.email} ${order.productName}`}>
                              {refunding === order.id ? 'Refunding…' : 'Refund'}
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            </section>

            <section aria-labelledby="subscriptions-heading">
              <h2 id="subscriptions-heading" className="text-2xl font-bold tracking-tight">
                Subscriptions
              </h2>
              <Card className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[720px] text-left text-sm">
                  <thead className="border-b border-line bg-surface text-muted">
                    <tr>
                      <th className="px-4 py-3 font-medium">Learner</th>
                      <th className="px-4 py-3 font-medium">Plan</th>
                      <th className="px-4 py-3 font-medium">Status</th>
                      <th className="px-4 py-3 font-medium">Period end</th>
                      <th className="px-4 py-3 font-medium">Provider ids</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {billing.data.subscriptions.map((row) => (
                      <tr key={row.learner.id}>
                        <td className="px-4 py-3">
                          <span className="font-medium">{row.learner.name || '—'}</span>
                          <br />
                          <span className="text-muted">{row.learner.email}</span>
                        </td>
                        <td className="px-4 py-3">{PLAN_OFFERS[row.plan].name}</td>
                        <td className="px-4 py-3">
                          {STATUS_LABELS[row.status]}
                          {row.cancelAtPeriodEnd && row.status !== 'inactive' ? ' (cancels at period end)' : ''}
                        </td>
                        <td className="px-4 py-3">{shortDate(row.currentPeriodEnd)}</td>
                        <td className="px-4 py-3 font-mono text-xs break-all text-muted">
                          {row.provider ?? '—'}: {row.providerCustomerId ?? '—'} · {row.providerSubscriptionId ?? '—'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            </section>
          </>
        )}
      </Container>
    </>
  );
}
