import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleHelp, LayoutDashboard, Loader2 } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { AUDIT_FOLLOW_UP, isAddOn } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import type { CheckoutOutcomeResponse } from '@shared/api/billing';
import { ButtonLink } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { PaymentOutcome } from '@web/features/billing/payment-pages';
import { checkoutOutcomeQuery } from '@web/features/billing/use-billing';
import { useUserId } from '@web/lib/member-query';
import { refreshSession, useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';
import { SupportEmailLink } from '@web/components/support-email-link';

/** Spec §9: the dashboard follows 3000 ms after a successful payment (once it is confirmed). */
const SUCCESS_REDIRECT_DELAY_MS = 3000;
/** How often the page asks whether the provider's confirmation has arrived, and for how long. */
const CONFIRMATION_POLL_MS = 1000;
const CONFIRMATION_PATIENCE_MS = 120_000;

/**
 * Where a checkout returns (`?checkout=<id>`): it shows a purchase only when the server says this
 * signed-in learner's own checkout was paid. While the provider's event is on its way it says so
 * and keeps asking; any other checkout, or none, shows that nothing was bought.
 */
export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkout') ?? '';
  useRequireUser(`/success?checkout=${checkoutId}`);
  const userId = useUserId();
  const [openedAt] = useState(() => Date.now());
  const outcome = useQuery({
    ...checkoutOutcomeQuery(userId, checkoutId),
    enabled: userId !== undefined && checkoutId !== '',
    refetchInterval: (query) => (query.state.data?.outcome === 'confirming' && Date.now() - openedAt < CONFIRMATION_PATIENCE_MS ? CONFIRMATION_POLL_MS : false),
  });

  if (!checkoutId || outcome.isError) return <NothingBought />;
  const data = outcome.data;
  if (!data) return <Checking />;
  if (data.outcome === 'none') return <NothingBought />;
  if (data.outcome === 'confirming') return <Confirming patient={Date.now() - openedAt < CONFIRMATION_PATIENCE_MS} />;
  return <Paid outcome={data} />;
}

function Checking() {
  usePageMeta(pageMeta('/success'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8" role="status" aria-label="Loading your purchase">
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto mt-6 h-10 w-2/3" />
      <Skeleton className="mx-auto mt-4 h-6 w-full" />
    </div>
  );
}

function Confirming({ patient }: { patient: boolean }) {
  usePageMeta({ title: 'Confirming Your Payment' });
  return (
    <PaymentOutcome icon={Loader2} spinning paid={true} title="Confirming your payment">
      <p role="status" className="mx-auto mt-4 max-w-md text-lg text-pretty text-muted">
        {patient
          ? 'We are waiting for the payment provider to confirm your payment. This usually takes a few seconds; this page updates by itself.'
          : 'This is taking longer than usual. Your receipt comes by email once the payment is confirmed, and your dashboard shows your plan from then on.'}
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/dashboard" variant="outline" size="lg">
          Go to Dashboard
        </ButtonLink>
      </div>
      <SupportLine />
    </PaymentOutcome>
  );
}

function NothingBought() {
  usePageMeta({ title: 'No Purchase Found' });
  return (
    <PaymentOutcome icon={CircleHelp} paid={false} title="No purchase found">
      <p className="mx-auto mt-4 max-w-md text-lg text-pretty text-muted">
        Nothing was bought with this link. If you just paid, open the link from the checkout you completed while signed in to the same account.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" size="lg">
          View Plans
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="outline" size="lg">
          Go to Dashboard
        </ButtonLink>
      </div>
      <SupportLine />
    </PaymentOutcome>
  );
}

function Paid({ outcome }: { outcome: CheckoutOutcomeResponse }) {
  usePageMeta(pageMeta('/success'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);

  useEffect(() => {
    // The new plan opens courses and changes the navbar's badge: the session learns of it now.
    if (!refreshed.current) void refreshSession(queryClient);
    refreshed.current = true;
    // Replace, so Back from the dashboard does not land here and redirect again.
    const timer = window.setTimeout(() => void navigate('/dashboard', { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, queryClient]);

  const addOn = isAddOn(outcome.product);
  return (
    <PaymentOutcome icon={CheckCircle2} paid={true} title="Payment Successful">
      <p className="mx-auto mt-4 max-w-md text-lg text-pretty text-muted">
        {addOn ? (
          <>
            Thank you for buying the <strong className="font-semibold text-ink">{outcome.productName}</strong>. Your payment went through and a
            confirmation is on its way to your inbox. {AUDIT_FOLLOW_UP}
          </>
        ) : (
          <>
            Thank you for joining <strong className="font-semibold text-ink">{outcome.productName}</strong>. Your payment went through and your new
            courses are ready in your dashboard.
          </>
        )}
      </p>
      {outcome.plan !== 'free' && (
        <p className="mt-4 text-base">
          Your plan: <strong className="font-semibold">{PLAN_OFFERS[outcome.plan].name}</strong>
        </p>
      )}
      <p role="status" className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Redirecting you to your dashboard…
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/dashboard" size="lg">
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Go to Dashboard
        </ButtonLink>
        <ButtonLink to="/courses" variant="outline" size="lg">
          Browse Courses
        </ButtonLink>
      </div>
      <SupportLine />
    </PaymentOutcome>
  );
}

function SupportLine() {
  return (
    <p className="mt-8 text-sm text-muted">
      Questions about your payment? Email{' '}
      <SupportEmailLink className="rounded font-medium text-brand-800 underline underline-offset-2" />
      .
    </p>
  );
}
