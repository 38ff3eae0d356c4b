import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatUsd } from '@shared/billing';
import { pageMeta } from '@shared/page-manifest';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint, endpointQueryOptions } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { usePageMeta } from '@web/lib/use-page-meta';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Where a renewal notice's one-click cancel link lands (issue 33, decision 0085). No sign-in:
 * the signed link names the subscription and the period. Opening it changes nothing (mail
 * scanners open links); "Cancel Renewal" posts, and pressing it again changes nothing.
 */
export function RenewalCancelPage() {
  usePageMeta(pageMeta('/renewal/cancel'));
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useQuery({ ...endpointQueryOptions('GET /api/renewal/cancel', { query: { token } }), enabled: token !== '', retry: false });
  const confirm = useMutation({ mutationFn: () => callEndpoint('POST /api/renewal/cancel', { query: { token }, body: {} }) });
  const state = confirm.data ?? link.data;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {!token || link.isError ? (
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">This cancel link does not work</h1>
          <p role="alert" className="mt-3 text-pretty text-muted">
            {token ? errorMessage(link.error) : 'The link is missing its code. Open the link from the email again, or sign in and manage your plan from your dashboard.'}
          </p>
          <ButtonLink to="/auth?redirect=%2Fdashboard" variant="outline" size="lg" className="mt-6">
            Sign in to manage your plan
          </ButtonLink>
        </Card>
      ) : !state ? (
        <Skeleton className="h-72 w-full rounded-2xl" />
      ) : (
        <Card className="p-6 text-center sm:p-8">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            {state.cancelAtPeriodEnd ? <CalendarCheck className="size-6" aria-hidden="true" /> : <CalendarX className="size-6" aria-hidden="true" />}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {state.cancelAtPeriodEnd ? `Your ${state.productName} plan will not renew` : `Cancel the renewal of your ${state.productName} plan?`}
          </h1>
          {state.cancelAtPeriodEnd ? (
            <p role="status" className="mt-3 text-pretty text-muted">
              {confirm.data && link.data && !link.data.cancelAtPeriodEnd ? 'Done. ' : 'This plan is already set to end. '}
              It stays open until {longDate(state.periodEnd)}, and nothing more is charged.
            </p>
          ) : (
            <p className="mt-3 text-pretty text-muted">
              It renews on {longDate(state.periodEnd)} for {formatUsd(state.amountCents)}. If you cancel, your plan stays open until that date and nothing more is charged.
            </p>
          )}
          <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
            <dt className="text-muted">Plan</dt>
            <dd className="font-medium">{state.productName}</dd>
            <dt className="text-muted">{state.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd className="font-medium">{longDate(state.periodEnd)}</dd>
            {!state.cancelAtPeriodEnd && (
              <>
                <dt className="text-muted">Renewal amount</dt>
                <dd className="font-medium">{formatUsd(state.amountCents)}</dd>
              </>
            )}
            <dt className="text-muted">Account</dt>
            <dd className="font-medium">{state.maskedEmail}</dd>
          </dl>
          {confirm.isError && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {errorMessage(confirm.error)}
            </p>
          )}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {!state.cancelAtPeriodEnd && (
              <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? 'Cancelling…' : 'Cancel Renewal'}
              </Button>
            )}
            <ButtonLink to="/dashboard" variant="outline" size="lg">
              Go to your dashboard
            </ButtonLink>
          </div>
        </Card>
      )}
    </div>
  );
}
