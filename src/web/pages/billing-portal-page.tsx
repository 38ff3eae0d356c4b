import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalPortalResponse } from '@shared/api/billing';
import { formatUsd } from '@shared/billing';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { TestModeNote } from '@web/features/billing/payment-pages';
import { localPortalQuery } from '@web/features/billing/use-billing';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { userQueryKey } from '@web/lib/use-session';
import { refreshSession, useRequireUser } from '@web/lib/require-user';
import { useUserId } from '@web/lib/member-query';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

type PortalAction =
  | 'POST /api/billing/local/portal/upgrade'
  | 'POST /api/billing/local/portal/cancellation'
  | 'POST /api/billing/local/portal/resumption'
  | 'POST /api/billing/local/portal/test-clock';

/** The local test-mode billing portal: upgrade Pro → Elite (prorated), cancel at period end, resume, and a test clock. */
export function BillingPortalPage() {
  usePageMeta(pageMeta('/billing/portal'));
  useRequireUser('/billing/portal');
  const userId = useUserId();
  const query = localPortalQuery(userId);
  const portal = useQuery(query);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PortalAction | null>(null);
  // Stripe's portal asks before it charges for an upgrade; so does this one, naming the amount.
  const [confirmingUpgrade, setConfirmingUpgrade] = useState(false);

  const act = async (route: PortalAction, renewal?: 'succeeds' | 'fails') => {
    setBusy(route);
    try {
      const next: LocalPortalResponse =
        route === 'POST /api/billing/local/portal/test-clock' ? await callEndpoint(route, { body: { renewal } }) : await callEndpoint(route);
      queryClient.setQueryData(query.queryKey, next);
      await refreshSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const subscription = portal.data?.subscription;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-20">
      <TestModeNote />
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Manage Subscription</h1>
        {portal.isError ? (
          <p className="mt-6">{errorMessage(portal.error)}</p>
        ) : !portal.data ? (
          <div className="mt-6 space-y-3" role="status" aria-label="Loading subscription">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : !subscription ? (
          <div className="mt-6">
            <p>You have no subscription yet.</p>
            <ButtonLink to="/pricing" className="mt-4">
              View Plans
            </ButtonLink>
          </div>
        ) : (
          <>
            <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">Plan</dt>
                <dd className="font-semibold">{PLAN_OFFERS[subscription.plan].name}</dd>
              </div>
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">Status</dt>
                <dd className="font-semibold" data-testid="portal-status">
                  {!subscription.grantsPlan
                    ? 'Ended'
                    : subscription.status === 'past_due'
                      ? 'Payment failed, retrying'
                      : subscription.cancelAtPeriodEnd
                        ? 'Cancels at period end'
                        : 'Active'}
                </dd>
              </div>
              {subscription.currentPeriodEnd && (
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-muted">{subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
                  <dd className="font-semibold">{longDate(subscription.currentPeriodEnd)}</dd>
                </div>
              )}
            </dl>

            {subscription.grantsPlan && (
              <div className="mt-6 flex flex-col gap-3">
                {subscription.upgrade && (
                  <>
                    <Button className="h-auto! py-3 text-center whitespace-normal!" disabled={busy !== null} onClick={() => setConfirmingUpgrade(true)}>
                      Upgrade to {PLAN_OFFERS[subscription.upgrade.plan].name} for {formatUsd(subscription.upgrade.amountCents)} now (prorated)
                    </Button>
                    <ConfirmDialog
                      open={confirmingUpgrade}
                      title={`Upgrade to ${PLAN_OFFERS[subscription.upgrade.plan].name}?`}
                      confirmLabel={`Pay ${formatUsd(subscription.upgrade.amountCents)}`}
                      busy={busy !== null}
                      onCancel={() => setConfirmingUpgrade(false)}
                      onConfirm={() => {
                        setConfirmingUpgrade(false);
                        void act('POST /api/billing/local/portal/upgrade');
                      }}
                    >
                      {formatUsd(subscription.upgrade.amountCents)} is charged now: the price difference for the rest of your current period (prorated).
                      Your plan changes at once and renews on the same date.
                    </ConfirmDialog>
                  </>
                )}
                {subscription.cancelAtPeriodEnd ? (
                  <Button variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/portal/resumption')}>
                    Resume Subscription
                  </Button>
                ) : (
                  <Button variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/portal/cancellation')}>
                    Cancel at Period End
                  </Button>
                )}
              </div>
            )}

            {portal.data.testClock && subscription.status !== 'inactive' && (
              <section aria-labelledby="test-clock-heading" className="mt-8 rounded-xl border border-dashed border-line p-4">
                <h2 id="test-clock-heading" className="font-semibold">
                  Test clock
                </h2>
                <p className="mt-1 text-sm text-muted">Move time to the end of the current period, as a real renewal date would.</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/portal/test-clock', 'succeeds')}>
                    Advance to Period End
                  </Button>
                  {!subscription.cancelAtPeriodEnd && (
                    <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/portal/test-clock', 'fails')}>
                      Advance with a Failed Renewal
                    </Button>
                  )}
                </div>
              </section>
            )}
          </>
        )}
        <ButtonLink to="/dashboard" variant="outline" className="mt-8">
          Back to Dashboard
        </ButtonLink>
      </Card>
    </div>
  );
}
