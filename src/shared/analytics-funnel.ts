/**
 * The business dashboard's funnel (issue 15): from a pricing page view to a purchase. Each
 * step's conversion is its count over the step before; the first step has none.
 */
export const FUNNEL_STEPS = [
  { step: 'pricing_view', label: 'Viewed pricing' },
  { step: 'sign_up_initiated', label: 'Started sign-up' },
  { step: 'sign_up_completed', label: 'Completed sign-up' },
  { step: 'checkout_initiated', label: 'Started checkout' },
  { step: 'purchase', label: 'Purchased' },
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number]['step'];

/** count / previous as a fraction, or null when there is no step before or it had no one. */
export function conversionRate(count: number, previous: number | undefined): number | null {
  if (previous === undefined || previous <= 0) return null;
  return count / previous;
}

/** A fraction as a percentage with one decimal: 0.4567 → "45.7%"; null → "—". */
export function formatConversion(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
