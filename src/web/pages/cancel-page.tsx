import { CircleX } from 'lucide-react';
import { pageMeta } from '@shared/page-manifest';
import { ButtonLink } from '@web/components/ui/button';
import { PaymentOutcome } from '@web/features/billing/payment-pages';
import { usePageMeta } from '@web/lib/use-page-meta';
import { SupportEmailLink } from '@web/components/support-email-link';

export function CancelPage() {
  usePageMeta(pageMeta('/cancel'));
  return (
    <PaymentOutcome icon={CircleX} paid={false} title="Payment Cancelled">
      <p className="mx-auto mt-4 max-w-md text-lg text-pretty text-ink">Your checkout was cancelled and no charges were made.</p>
      <p className="mx-auto mt-3 max-w-md text-pretty text-muted">
        Your account is exactly as you left it. Compare the plans again whenever you are ready, or keep learning with the free courses in
        the meantime.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" size="lg">
          View Plans
        </ButtonLink>
        <ButtonLink to="/courses" variant="outline" size="lg">
          Browse Courses
        </ButtonLink>
      </div>
      <p className="mt-8 text-sm text-muted">
        Had trouble paying? Email{' '}
        <SupportEmailLink className="rounded font-medium text-brand-800 underline underline-offset-2" />{' '}
        and we will help you finish.
      </p>
    </PaymentOutcome>
  );
}
