import { parseRoute } from '@shared/api/endpoint';
import type { ApiRoute } from '@shared/api/endpoints';

/**
 * First-party analytics (spec §7 Analytics events; design §5: recorded by our own server, no
 * third-party script). Sending an event must never get in a learner's way: every failure is
 * swallowed, and the beacon outlives a page that is being left.
 */

export type AnalyticsEvent =
  | 'page_view'
  | 'sign_up_initiated'
  | 'sign_up_completed'
  | 'checkout_initiated'
  | 'purchase'
  | 'course_viewed'
  | 'course_enrolled'
  | 'lesson_completed'
  | 'certificate_earned'
  | 'video_played'
  | 'resource_downloaded'
  | 'contact_form_submitted'
  | 'email_captured';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** Sent with sendBeacon, not callEndpoint: the beacon outlives the page. */
export const ANALYTICS_ENDPOINT = parseRoute('POST /api/analytics/events' satisfies ApiRoute).path;

export function track(event: AnalyticsEvent, properties: AnalyticsProperties = {}): void {
  try {
    const body = JSON.stringify({ event, properties, path: window.location.pathname });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
    void fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // Analytics is best effort: a blocked beacon or a missing API must not break the page.
  }
}
