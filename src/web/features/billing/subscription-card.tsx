import { useEffect } from 'react';
import { ExternalLink, RefreshCw } from 'lucide-react';
import type { SessionUser } from '@shared/api/accounts';
import { upgradeLine } from '@shared/entitlements';
import { PLAN_OFFERS } from '@shared/plans';
import { Button, ButtonLink } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { openInNewTab, useOpenPortal, useRefreshSubscription, useSubscription } from './use-billing';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The dashboard's Subscription card (spec §2): on free, 'Upgrade Plan' to /pricing; on a paid
 * plan, 'Manage Subscription' (the provider's portal in a new tab) and 'Refresh Status'.
 */
export function SubscriptionCard({ user }: { user: SessionUser }) {
  const subscription = useSubscription(user.id);
  const refresh = useRefreshSubscription(user.id);
  const portal = useOpenPortal();
  const details = subscription.data;

  useEffect(() => {
    // Spec §8: a failed subscription check is only logged.
    if (subscription.isError) console.error('Failed to check subscription', subscription.error);
  }, [subscription.isError, subscription.error]);

  if (user.plan === 'free') {
    const ended = details?.subscribedPlan && details.subscribedPlan !== 'free' ? PLAN_OFFERS[details.subscribedPlan].name : null;
    return (
      <>
        <p className="font-medium">{PLAN_OFFERS.free.name}</p>
        <p className="mt-1 text-sm text-muted">
          {ended
            ? `Your ${ended} plan has ended. Your enrolments, progress and certificates are kept: subscribe again to pick up where you left off.`
            : upgradeLine(user.plan)}
        </p>
        <div className="mt-auto pt-5">
          <ButtonLink to="/pricing" size="sm">
            Upgrade Plan
          </ButtonLink>
        </div>
      </>
    );
  }

  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => openInNewTab(url),
      onError: (error) => toast.error(error instanceof ApiRequestError ? error.message : 'Failed to open subscription management'),
    });

  return (
    <>
      <p className="font-medium">
        {PLAN_OFFERS[user.plan].name} <span className="text-sm font-normal text-muted">({user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'})</span>
      </p>
      <p className="mt-1 text-sm text-muted" role="status">
        {details?.status === 'past_due'
          ? "Your renewal payment failed. We're retrying your card: update it in Manage Subscription to keep your courses."
          : details?.cancelAtPeriodEnd && details.currentPeriodEnd
            ? `Cancels on ${longDate(details.currentPeriodEnd)}. Your courses stay open until then.`
            : details?.currentPeriodEnd
              ? `Renews on ${longDate(details.currentPeriodEnd)}.`
              : ' '}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button size="sm" onClick={manage} disabled={portal.isPending} aria-busy={portal.isPending}>
          Manage Subscription
          <ExternalLink className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
          onClick={() => refresh.mutate(undefined, { onError: (error) => console.error('Failed to refresh subscription', error) })}
        >
          <RefreshCw className={refresh.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh Status
        </Button>
      </div>
    </>
  );
}
