import type { ReactNode } from 'react';
import type { AdminBillingResponse } from '@shared/api/billing';
import { formatUsd } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

/** The pieces of /admin/billing: the totals, and each order and subscription as a table's cells or, on a phone, a card (issue 35). */

export type AdminOrder = AdminBillingResponse['orders'][number];
export type AdminSubscription = AdminBillingResponse['subscriptions'][number];

export const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

/** Each state with the word its date takes: "Renews Mar 3, 2027", "Ended Nov 25, 2026". */
const STATES: Record<AdminSubscription['state'], { label: string; date: string; variant: BadgeVariant }> = {
  active: { label: 'Active', date: 'Renews', variant: 'secondary' },
  cancelling: { label: 'Cancelling', date: 'Ends', variant: 'outline' },
  past_due: { label: 'Past due', date: 'Retrying until', variant: 'accent' },
  ended: { label: 'Ended', date: 'Ended', variant: 'outline' },
};

export function SubscriptionState({ row }: { row: AdminSubscription }) {
  return <Badge variant={STATES[row.state].variant}>{STATES[row.state].label}</Badge>;
}

export function subscriptionPeriod(row: AdminSubscription): string {
  return row.date ? `${STATES[row.state].date} ${shortDate(row.date)}` : '—';
}

export function OrderStatus({ order }: { order: AdminOrder }) {
  return <Badge variant={order.status === 'paid' ? 'secondary' : 'outline'}>{order.status === 'paid' ? 'Paid' : 'Refunded'}</Badge>;
}

export function Learner({ learner }: { learner: AdminOrder['learner'] }) {
  return (
    <>
      <span className="font-medium">{learner.name || '—'}</span>
      <br />
      <span className="wrap-anywhere text-muted">{learner.email}</span>
    </>
  );
}

/** Provider ids are for looking a payment up in Stripe: out of the way until asked for. */
export function ProviderIds({ provider, ids }: { provider: string | null; ids: (string | null)[] }) {
  const shown = ids.filter((id): id is string => id !== null);
  if (shown.length === 0) return <span className="text-muted">—</span>;
  return (
    <details className="group text-xs">
      <summary className="cursor-pointer rounded text-muted hover:text-ink">Show ids</summary>
      <p className="mt-1 max-w-72 font-mono break-all text-muted">
        {provider && <span>{provider}: </span>}
        {shown.join(' · ')}
      </p>
    </details>
  );
}

export function RefundButton({ order, disabled, onRefund }: { order: AdminOrder; disabled: boolean; onRefund: (order: AdminOrder) => void }) {
  if (!order.refundable) return null;
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={() => onRefund(order)} aria-label={`Refund ${order.learner.email} ${order.productName}`}>
      Refund
    </Button>
  );
}

export function Totals({ totals }: { totals: AdminBillingResponse['totals'] | undefined }) {
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

/** An order on a phone: what was bought and for how much first, then who paid, when, and the ids on demand. */
export function OrderCard({ order, refunding, onRefund, documents }: { order: AdminOrder; refunding: boolean; onRefund: (order: AdminOrder) => void; documents?: ReactNode }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold">{order.productName}</p>
        <p className="font-semibold tabular-nums">{formatUsd(order.amountCents)}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
        <OrderStatus order={order} />
        <span>Paid {shortDate(order.createdAt)}</span>
      </div>
      <p className="mt-3 text-sm">
        <Learner learner={order.learner} />
      </p>
      <div className="mt-2">
        <ProviderIds provider={order.provider} ids={[order.providerPaymentRef, order.providerSubscriptionId]} />
      </div>
      {documents && <div className="mt-2 text-sm">{documents}</div>}
      {order.refundable && (
        <div className="mt-3 border-t border-line pt-3">
          <RefundButton order={order} disabled={refunding} onRefund={onRefund} />
        </div>
      )}
    </Card>
  );
}

/** A subscription on a phone: the plan and its state, the date that state goes with, who holds it, and the ids on demand. */
export function SubscriptionCard({ row }: { row: AdminSubscription }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold">{PLAN_OFFERS[row.plan].name}</p>
        <SubscriptionState row={row} />
      </div>
      <p className="mt-1 text-sm text-muted">{subscriptionPeriod(row)}</p>
      <p className="mt-3 text-sm">
        <Learner learner={row.learner} />
      </p>
      <div className="mt-2">
        <ProviderIds provider={row.provider} ids={[row.providerCustomerId, row.providerSubscriptionId]} />
      </div>
    </Card>
  );
}
