/**
 * The business dashboard's funnel (issue 15, counted in people since issue 34, decision 0073):
 * from a visit to a purchase. A person is a learner's account, or for someone never signed in,
 * their browser's visitor id. Each step names the events that show a person reached it: finishing
 * a sign-up shows it was started, a purchase shows a checkout was, so a browser whose own events
 * were blocked still passes the steps the server recorded for it.
 */
export const FUNNEL_STEPS = [
  { step: 'visited', label: 'Visited the site', events: [] },
  { step: 'sign_up_initiated', label: 'Started sign-up', events: ['sign_up_initiated', 'sign_up_completed'] },
  { step: 'sign_up_completed', label: 'Completed sign-up', events: ['sign_up_completed'] },
  { step: 'checkout_initiated', label: 'Started checkout', events: ['checkout_initiated', 'purchase'] },
  { step: 'purchase', label: 'Purchased', events: ['purchase'] },
] as const satisfies readonly { step: string; label: string; events: readonly string[] }[];

export type FunnelStep = (typeof FUNNEL_STEPS)[number]['step'];

/** What one group of people did in the range: for each step, whether they have one of its events. */
export interface FunnelGroup {
  reached: Record<FunnelStep, boolean>;
  people: number;
}

/**
 * People at each step: a person counts at a step only when they also passed every step before it
 * (anyone with an event in the range has visited), so no step can count more than the one before.
 */
export function peopleAtEachStep(groups: readonly FunnelGroup[]): Record<FunnelStep, number> {
  const counts = Object.fromEntries(FUNNEL_STEPS.map(({ step }) => [step, 0])) as Record<FunnelStep, number>;
  for (const { reached, people } of groups) {
    for (const { step } of FUNNEL_STEPS) {
      if (step !== 'visited' && !reached[step]) break;
      counts[step] += people;
    }
  }
  return counts;
}

/** count / previous as a fraction, or null when there is no step before or it had no one. */
export function conversionRate(count: number, previous: number | undefined): number | null {
  if (previous === undefined || previous <= 0) return null;
  return count / previous;
}

/** A fraction as a percentage with one decimal: 0.4567 → "45.7%"; null → "—". */
export function formatConversion(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
