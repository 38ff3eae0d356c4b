import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaidPlan } from '@shared/billing';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';
import { startPlanCheckout } from './use-billing';

/** Spec §8: the message when a checkout cannot start. */
const CHECKOUT_FAILED = 'Failed to start checkout. Please try again.';

/**
 * Starts a plan's checkout from a course (issue 34), in this tab as the pricing page does: a
 * signed-in learner goes straight to it; a visitor signs up first (/auth?plan=…), after which
 * the auth page opens the same checkout.
 */
export function usePlanCheckout() {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async (plan: PaidPlan) => {
    if (session.status !== 'signed-in') {
      void navigate(`/auth?plan=${plan}`);
      return;
    }
    setBusy(true);
    try {
      window.location.assign((await startPlanCheckout(plan)).url);
    } catch (error) {
      setBusy(false);
      toast.error('Error', { description: error instanceof ApiRequestError && error.status === 409 ? error.message : CHECKOUT_FAILED });
    }
  };
  return { start, busy };
}
