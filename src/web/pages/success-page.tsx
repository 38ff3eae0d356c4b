import { useEffect } from 'react';
import { CheckCircle2, LayoutDashboard, Loader2 } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { ADD_ONS, AUDIT_FOLLOW_UP, isAddOn } from '@shared/billing';
import { isPlan, PLAN_OFFERS } from '@shared/plans';
import { ButtonLink } from '@web/components/ui/button';
import { PaymentOutcome } from '@web/features/billing/payment-pages';
import { usePageMeta } from '@web/lib/use-page-meta';
import { SupportEmailLink } from '@web/components/support-email-link';

/** Spec §9: the dashboard follows 3000 ms after a successful payment. */
const SUCCESS_REDIRECT_DELAY_MS = 3000;

export function SuccessPage() {
  usePageMeta(pageMeta('/success'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const offer = isPlan(plan) ? PLAN_OFFERS[plan] : undefined;
  const addOnId = searchParams.get('add-on');
  const addOn = isAddOn(addOnId) ? ADD_ONS[addOnId] : undefined;

  useEffect(() => {
    // Replace, so Back from the dashboard does not land here and redirect again.
    const timer = window.setTimeout(() => void navigate('/dashboard', { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <PaymentOutcome icon={CheckCircle2} paid={true} title="Payment Successful">
      <p className="mx-auto mt-4 max-w-md text-lg text-pretty text-muted">
        {offer ? (
          <>
            Thank you for joining <strong className="font-semibold text-ink">{offer.name}</strong>. Your payment went through and your new
            courses are ready in your dashboard.
          </>
        ) : addOn ? (
          <>
            Thank you for buying the <strong className="font-semibold text-ink">{addOn.name}</strong>. Your payment went through and a
            confirmation is on its way to your inbox. {AUDIT_FOLLOW_UP}
          </>
        ) : (
          'Thank you for your purchase. Your payment went through and a confirmation is on its way to your inbox.'
        )}
      </p>
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
      <p className="mt-8 text-sm text-muted">
        Questions about your payment? Email{' '}
        <SupportEmailLink className="rounded font-medium text-brand-800 underline underline-offset-2" />
        .
      </p>
    </PaymentOutcome>
  );
}
