import type { AnalyticsEventProperties, BrowserEventName } from '@shared/api/analytics';
import { asksNotToBeTracked } from '@shared/privacy-signals';

/**
 * First-party analytics (spec §7, design §5, decision 0022): events wait in a small queue and
 * leave in batches, by `sendBeacon` when the page is hidden (so leaving loses nothing) or a few
 * seconds after the first. Nothing is queued when the browser sends Global Privacy Control or
 * Do Not Track. Sending must never get in anyone's way: every failure is swallowed. This file
 * loads with the home page: it imports types only from the shared contract, never zod.
 */

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
const VISITOR_KEY = 'aa_visitor_id';
const CAMPAIGN_KEY = 'aa_campaign';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The server takes at most 50 events a request (ANALYTICS_LIMITS.batchSize). */
const BATCH_SIZE = 50;
const FLUSH_AFTER_MS = 3_000;

type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>;
interface QueuedEvent extends Campaign {
  name: BrowserEventName;
  properties: object;
  path: string;
  referrer?: string;
}

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** The page the app showed last, the referrer of the next in-app page view. */
let previousUrl: string | undefined;

function trackingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return !asksNotToBeTracked({ gpc: nav.globalPrivacyControl, dnt: nav.doNotTrack });
}

function stored(storage: () => Storage, key: string, create: () => string): string {
  try {
    const existing = storage().getItem(key);
    if (existing) return existing;
    const value = create();
    storage().setItem(key, value);
    return value;
  } catch {
    // Storage blocked: the visitor counts once per page load.
    return create();
  }
}

function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The campaign this visit arrived with (UTM parameters of the landing address), kept for the tab's session. */
function campaign(): Campaign {
  const fromLanding = () => {
    const params = new URLSearchParams(window.location.search);
    const found: Campaign = {};
    for (const key of UTM_KEYS) {
      const value = params.get(key)?.trim().slice(0, 200);
      if (value) found[key] = value;
    }
    return JSON.stringify(found);
  };
  try {
    return JSON.parse(stored(() => sessionStorage, CAMPAIGN_KEY, fromLanding)) as Campaign;
  } catch {
    return {};
  }
}

function send(events: QueuedEvent[]): void {
  const body = JSON.stringify({ visitor_id: stored(() => localStorage, VISITOR_KEY, randomId), events });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  void fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** Sends what is queued now. */
export function flushAnalytics(): void {
  clearTimeout(timer);
  timer = undefined;
  try {
    while (queue.length > 0) send(queue.splice(0, BATCH_SIZE));
  } catch {
    queue = [];
  }
}

function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}

/** Records one event of spec §7 with its properties (types from the shared contract). */
export function track<Name extends BrowserEventName>(name: Name, properties: AnalyticsEventProperties[Name]): void {
  try {
    if (!trackingAllowed()) return;
    listenForLeaving();
    const referrer = name === 'page_view' ? (previousUrl ?? document.referrer) || undefined : undefined;
    queue.push({ name, properties, path: window.location.pathname, referrer, ...campaign() });
    if (queue.length >= BATCH_SIZE) flushAnalytics();
    else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
  } catch {
    // Analytics is best effort: a blocked beacon or storage must not break the page.
  }
}

/** A page_view for the page now shown; the app layout calls it on every route change. */
export function trackPageView(): void {
  track('page_view', { page_path: window.location.pathname });
  previousUrl = window.location.href;
}
