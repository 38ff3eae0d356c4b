import type { BrowserEventName } from '@shared/api/analytics';
import { asksNotToBeTracked } from '@shared/privacy-signals';

/**
 * The analytics queue behind `track` (analytics.ts), loaded on the first event so the home
 * page's initial JavaScript does not carry it. Events wait here and leave in batches, by
 * `sendBeacon` when the page is hidden (so leaving loses nothing) or a few seconds after the
 * first. Nothing is queued when the browser sends Global Privacy Control or Do Not Track.
 */

const ENDPOINT = '/api/analytics/events';
const VISITOR_KEY = 'aa_visitor_id';
const CAMPAIGN_KEY = 'aa_campaign';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The server takes at most 50 events a request (ANALYTICS_LIMITS.batchSize). */
const BATCH_SIZE = 50;
const FLUSH_AFTER_MS = 3_000;

type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** An event as `track` saw it: where the page was when it happened. */
export interface TrackedEvent {
  name: BrowserEventName;
  properties: object;
  path: string;
  referrer?: string;
}

let queue: (TrackedEvent & Campaign)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

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

function send(events: TrackedEvent[]): void {
  const body = JSON.stringify({ visitor_id: stored(() => localStorage, VISITOR_KEY, randomId), events });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  try {
    while (queue.length > 0) send(queue.splice(0, BATCH_SIZE));
  } catch {
    queue = [];
  }
}

export function enqueue(event: TrackedEvent): void {
  if (!trackingAllowed()) return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }
  queue.push({ ...event, ...campaign() });
  if (queue.length >= BATCH_SIZE) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
