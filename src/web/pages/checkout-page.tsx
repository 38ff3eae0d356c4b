import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { formatUsd } from '@shared/billing';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { CheckoutPromoCode } from '@web/features/billing/checkout-promo-code';
import { CheckoutBuyerDetails, type BuyerDetails, type BuyerDetailsProblems } from '@web/features/billing/checkout-buyer-details';
import { TestModeNote } from '@web/features/billing/payment-pages';
import { localCheckoutQuery } from '@web/features/billing/use-billing';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { pageMeta } from '@shared/page-manifest';
import { refreshSession, useRequireUser } from '@web/lib/require-user';
import { useUserId } from '@web/lib/member-query';

const PERIOD_LABELS = { yearly: 'per year', monthly: 'per month', 'one-time': 'one-time' } as const;

/**
 * The local test-mode checkout (design.md §1, §5): the plan and amount, clearly marked test
 * mode, and 'Pay …' / 'Cancel …', which run the same fulfilment as Stripe's webhooks.
 */
export function CheckoutPage() {
  usePageMeta(pageMeta('/checkout/:id'));
  const { id = '' } = useParams();
  useRequireUser(`/checkout/${id}`);
  const userId = useUserId();
  const checkout = useQuery(localCheckoutQuery(userId, id));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [buyer, setBuyer] = useState<BuyerDetails>({ companyName: '', taxId: '' });
  const [buyerProblems, setBuyerProblems] = useState<BuyerDetailsProblems>({});

  /** The invoice details go first; a refused field stops Pay with its message beside it. */
  const saveBuyerDetails = async (): Promise<boolean> => {
    setBuyerProblems({});
    if (buyer.companyName.trim() === '' && buyer.taxId.trim() === '') return true;
    try {
      await callEndpoint('PUT /api/billing/local/checkouts/:id/buyer-details', { params: { id }, body: buyer });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.field === 'companyName' || error.field === 'taxId')) {
        setBuyerProblems({ [error.field]: error.message });
        return false;
      }
      throw error;
    }
  };

  const act = async (action: 'pay' | 'cancel') => {
    setBusy(action);
    try {
      if (action === 'pay' && !(await saveBuyerDetails())) {
        setBusy(null);
        return;
      }
      const route = action === 'pay' ? 'POST /api/billing/local/checkouts/:id/payment' : 'POST /api/billing/local/checkouts/:id/cancellation';
      const { url } = await callEndpoint(route, { params: { id } });
      await refreshSession(queryClient);
      void navigate(url, { replace: true });
    } catch (error) {
      setBusy(null);
      toast.error(errorMessage(error));
      void checkout.refetch();
    }
  };

  const data = checkout.data?.checkout;
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:px-6 sm:py-20">
      <TestModeNote />
      <Card className="p-6 sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <CreditCard className="size-6 text-brand-700" aria-hidden="true" />
          Checkout
        </h1>
        {checkout.isError ? (
          <div className="mt-6">
            <p className="font-medium">{checkout.error instanceof ApiRequestError && checkout.error.status === 404 ? 'Checkout not found' : errorMessage(checkout.error)}</p>
            <ButtonLink to="/pricing" variant="outline" className="mt-6">
              Back to Pricing
            </ButtonLink>
          </div>
        ) : !data ? (
          <div className="mt-6 space-y-3" role="status" aria-label="Loading checkout">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-10 w-1/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <>
            <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">{data.billing === 'yearly' ? 'Plan' : 'Product'}</dt>
                <dd className="font-semibold">{data.productName}</dd>
              </div>
              {data.billing === 'monthly' && (
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-muted">Seats</dt>
                  <dd className="font-semibold tabular-nums">{data.quantity}</dd>
                </div>
              )}
              {data.promo && (
                <>
                  <div className="flex justify-between gap-4 px-4 py-3">
                    <dt className="text-muted">Price</dt>
                    <dd className="tabular-nums">{formatUsd(data.priceCents)}</dd>
                  </div>
                  <div className="flex justify-between gap-4 px-4 py-3">
                    <dt className="text-muted">
                      Code <span className="font-mono font-semibold text-ink">{data.promo.code}</span>: {data.promo.description}
                    </dt>
                    <dd className="whitespace-nowrap tabular-nums text-emerald-800">−{formatUsd(data.discountCents)}</dd>
                  </div>
                </>
              )}
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">
                  Tax <span className="block text-sm">None in the local test mode</span>
                </dt>
                <dd className="tabular-nums">{formatUsd(0)}</dd>
              </div>
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-muted">{data.promo ? 'Total today' : 'Amount'}</dt>
                <dd className="font-semibold tabular-nums">
                  {formatUsd(data.amountCents)} {!data.promo && <span className="font-normal text-muted">{PERIOD_LABELS[data.billing]}</span>}
                </dd>
              </div>
              {data.promo && (
                <div className="px-4 py-3 text-sm text-muted">
                  <dt className="sr-only">Renewals</dt>
                  <dd>Then {formatUsd(data.promo.renewsAtCents)} per year from the first renewal.</dd>
                </div>
              )}
            </dl>
            {data.status === 'open' && data.billing === 'yearly' && <CheckoutPromoCode checkoutId={id} userId={userId} disabled={busy !== null} />}
            {data.status === 'open' && <CheckoutBuyerDetails value={buyer} onChange={setBuyer} problems={buyerProblems} disabled={busy !== null} />}
            {data.status === 'open' ? (
              <div className="mt-6 flex flex-col gap-3">
                <Button size="lg" disabled={busy !== null} aria-busy={busy === 'pay'} onClick={() => void act('pay')}>
                  {busy === 'pay' ? 'Paying…' : `Pay ${formatUsd(data.amountCents)}`}
                </Button>
                <Button size="lg" variant="outline" disabled={busy !== null} onClick={() => void act('cancel')}>
                  Cancel and return
                </Button>
              </div>
            ) : (
              <div className="mt-6">
                <p className="font-medium">{data.status === 'completed' ? 'This checkout is paid.' : 'This checkout was cancelled.'}</p>
                <ButtonLink to={data.billing === 'monthly' ? '/team' : '/dashboard'} variant="outline" className="mt-4">
                  {data.billing === 'monthly' ? 'Go to Your Team' : 'Go to Dashboard'}
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
