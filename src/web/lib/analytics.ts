import type { AnalyticsEventProperties, BrowserEventName } from '@shared/api/analytics';
import type { TrackedEvent } from './analytics-queue';

/**
 * First-party analytics (spec §7, design §5, decision 0022). `track` notes where the page is and
 * hands the event to the queue (analytics-queue.ts), loaded on the first event: the home page's
 * initial JavaScript carries only this. Sending must never get in anyone's way: every failure
 * is swallowed.
 */

let queue: Promise<typeof import('./analytics-queue')> | undefined;
/** The page the app showed last, the referrer of the next in-app page view. */
let previousUrl: string | undefined;

function hand(event: TrackedEvent): void {
  (queue ??= import('./analytics-queue')).then((loaded) => loaded.enqueue(event)).catch(() => undefined);
}

/** Records one event of spec §7 with its properties (types from the shared contract). */
export function track<Name extends BrowserEventName>(name: Name, properties: AnalyticsEventProperties[Name]): void {
  try {
    hand({ name, properties, path: window.location.pathname });
  } catch {
    // Analytics is best effort.
  }
}

/** A page_view for the page shown at `shownUrl`, with where it came from; the app layout's tracker calls it on every route change. */
export function trackPageView(shownUrl: string): void {
  try {
    const path = new URL(shownUrl).pathname;
    hand({ name: 'page_view', properties: { page_path: path }, path, referrer: (previousUrl ?? document.referrer) || undefined });
    previousUrl = shownUrl;
  } catch {
    // Analytics is best effort.
  }
}
