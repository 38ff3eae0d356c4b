import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import type { BillingHistoryEntry } from '@shared/api/invoices';
import { formatUsd } from '@shared/billing';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { memberQueryOptions } from '@web/lib/member-query';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function billingHistoryQuery(userId: string) {
  return memberQueryOptions(userId, 'GET /api/billing/history');
}

/**
 * The dashboard's billing history (issue 33): every payment and refund, newest first, each with
 * its invoice or credit note to download. Nothing before a first payment, or when it could not be
 * read (only logged: the rest of the dashboard does not depend on it).
 */
export function BillingHistory({ userId }: { userId: string }) {
  const history = useQuery(billingHistoryQuery(userId));

  useEffect(() => {
    if (history.isError) console.error('Failed to load your billing history', history.error);
  }, [history.isError, history.error]);

  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="billing-history-heading" className="mt-12">
      <h2 id="billing-history-heading" className="text-2xl font-bold tracking-tight">
        Billing history
      </h2>
      <p className="mt-2 text-muted">Your payments and refunds, with an invoice or credit note for each to download as a PDF.</p>
      <Card className="mt-6 overflow-hidden">
        <ul className="divide-y divide-line">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.orderId}`}>
              <BillingHistoryRow entry={entry} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function BillingHistoryRow({ entry }: { entry: BillingHistoryEntry }) {
  const refund = entry.kind === 'refund';
  const documentName = refund ? 'credit note' : 'invoice';
  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Receipt className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{entry.description}</p>
          <p className="text-sm text-muted">
            <time dateTime={entry.date}>{longDate(entry.date)}</time>
            {entry.document && (
              <>
                {' · '}
                <span className="font-mono">{entry.document.number}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 pl-12 sm:justify-end sm:pl-0">
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{refund ? `−${formatUsd(entry.amountCents)}` : formatUsd(entry.amountCents)}</span>
          {refund ? <Badge variant="outline">Refund</Badge> : entry.status === 'refunded' ? <Badge variant="outline">Refunded</Badge> : <Badge variant="secondary">Paid</Badge>}
        </span>
        {entry.document ? (
          <a
            href={entry.document.url}
            download
            className="inline-flex shrink-0 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            <span>
              Download PDF<span className="sr-only"> of {documentName} {entry.document.number}</span>
            </span>
          </a>
        ) : (
          <span className="text-sm text-muted">No {documentName}</span>
        )}
      </div>
    </div>
  );
}
