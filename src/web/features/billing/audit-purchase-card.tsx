import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import type { Order } from '@shared/api/billing';
import { AUDIT_FOLLOW_UP, AUDIT_FOLLOW_UP_HOURS, formatUsd } from '@shared/billing';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { SupportEmailLink } from '@web/components/support-email-link';
import { myOrdersQuery } from './use-billing';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateAndTime = (date: Date) => `${longDate(date)} at ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

/** The audits the learner holds: paid ones, not refunded, newest first as the server lists them. */
export function paidAudits(orders: Order[]): Order[] {
  return orders.filter((order) => order.product === 'custom-ai-audit' && order.status === 'paid');
}

/**
 * The dashboard's word on a bought Custom AI Audit (issue 35): what was bought, when, and what
 * happens next, the promise /success makes. Nothing while the orders load, when they could not
 * be read (only logged: the rest of the dashboard does not depend on it), or without a paid audit.
 */
export function AuditPurchases({ userId }: { userId: string }) {
  const orders = useQuery(myOrdersQuery(userId));

  useEffect(() => {
    if (orders.isError) console.error('Failed to load your orders', orders.error);
  }, [orders.isError, orders.error]);

  const audits = orders.data ? paidAudits(orders.data.orders) : [];
  if (audits.length === 0) return null;
  return (
    <section aria-labelledby="audit-purchases-heading" className="mt-12">
      <h2 id="audit-purchases-heading" className="text-2xl font-bold tracking-tight">
        Your Custom AI Audit
      </h2>
      <ul className="mt-6 space-y-4">
        {audits.map((order) => (
          <li key={order.id}>
            <AuditPurchaseCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One bought audit. Its next steps are a list in order, the intake among them. */
export function AuditPurchaseCard({ order }: { order: Order }) {
  const bought = new Date(order.createdAt);
  const followUpBy = new Date(bought.getTime() + AUDIT_FOLLOW_UP_HOURS * 60 * 60 * 1000);
  const steps: ReactNode[] = [
    'A confirmation with your order number went to your inbox.',
    <>
      <Link to="/audit" className="font-medium text-brand-800 underline underline-offset-2">
        Fill in the audit intake
      </Link>
      : four questions about your business, and any process documents you want us to read.
    </>,
    AUDIT_FOLLOW_UP,
    'We review how your business runs today and hand you a written report: where AI saves the most time and money, which tools to use, and a 90-day plan to get there.',
  ];
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:p-8">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
        <ClipboardCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-xl font-semibold">{order.productName}</h3>
          <Badge variant="secondary">Paid</Badge>
        </div>
        <p className="mt-1 text-muted">
          Bought on {longDate(bought)} for {formatUsd(order.amountCents)}, one time.
        </p>
        <h4 className="mt-6 font-semibold">What happens next</h4>
        <ol className="mt-3 space-y-3">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-3">
              <span
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="pt-0.5 text-pretty">{step}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-line pt-4 text-sm text-muted">
          Not heard from us by {dateAndTime(followUpBy)}? Email{' '}
          <SupportEmailLink className="rounded font-medium break-all text-brand-800 underline underline-offset-2" /> and we will set up your review.
        </p>
      </div>
    </Card>
  );
}
