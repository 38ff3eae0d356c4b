import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADD_ONS, type PaidPlan } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import { track } from '@web/lib/analytics';
import { callEndpoint } from '@web/lib/endpoint-client';
import { refreshSession } from '@web/lib/require-user';
import { memberQueryOptions } from '@web/lib/member-query';

/** Opens a checkout for a plan (spec §7 create-checkout) and records checkout_initiated. */
/** A plan's checkout, with the promo code the learner gave (the server checks it and answers a clear 4xx if it cannot be used). */
export function startPlanCheckout(plan: PaidPlan, promoCode?: string): Promise<{ url: string }> {
  track('checkout_initiated', { plan, value: PLAN_OFFERS[plan].pricePerYear, currency: 'USD' });
  return callEndpoint('POST /api/billing/checkout', { body: promoCode ? { plan, promoCode } : { plan } });
}

export function startAddOnCheckout(): Promise<{ url: string }> {
  track('checkout_initiated', { product: 'custom-ai-audit', value: ADD_ONS['custom-ai-audit'].priceCents / 100, currency: 'USD' });
  return callEndpoint('POST /api/billing/add-on-checkout', { body: { addOn: 'custom-ai-audit' } });
}

export function subscriptionQuery(userId: string) {
  return memberQueryOptions(userId, 'GET /api/billing/subscription');
}

/** check-subscription, for the dashboard's Subscription card. */
export function useSubscription(userId: string) {
  return useQuery(subscriptionQuery(userId));
}

/** 'Refresh Status': asks the server for the plan again and brings the session (badge, gates) up to date. */
export function useRefreshSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.fetchQuery({ ...subscriptionQuery(userId), staleTime: 0 });
      await refreshSession(queryClient);
    },
  });
}

/** customer-portal: the provider's page, opened in a new tab. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => callEndpoint('POST /api/billing/portal') });
}

/** The learner's own orders (plans and add-ons), newest first, refunded ones included. */
export function myOrdersQuery(userId: string) {
  return memberQueryOptions(userId, 'GET /api/billing/orders');
}

export function localCheckoutQuery(userId: string | undefined, id: string) {
  return memberQueryOptions(userId, 'GET /api/billing/local/checkouts/:id', { params: { id } });
}

export function localPortalQuery(userId: string | undefined) {
  return memberQueryOptions(userId, 'GET /api/billing/local/portal');
}

export function adminBillingQuery(adminId: string) {
  return memberQueryOptions(adminId, 'GET /api/admin/billing');
}

/** Opens `url` in a new tab; where the browser blocks it, in this tab instead. */
export function openInNewTab(url: string): void {
  // Not the 'noopener' feature: with it window.open answers null even when the tab opened.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/** /success: what the learner's own checkout bought ('confirming' until the provider's event is applied). */
export function checkoutOutcomeQuery(userId: string | undefined, id: string) {
  return memberQueryOptions(userId, 'GET /api/billing/checkouts/:id/outcome', { params: { id } });
}
