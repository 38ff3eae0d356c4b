import { RateLimitedError } from '../../http/rate-limiter';

/**
 * Counts the events each client sends per minute in this process's memory and refuses a batch
 * that would pass the limit (decision 0022). Unlike the database-backed RateLimiter, refusing
 * costs no query, so a flood never reaches the database; with several processes each counts
 * its own share, which is close enough for analytics.
 */
export class EventFloodGuard {
  private window = new Map<string, number>();
  private windowStartedAt: number;

  constructor(
    private readonly eventsPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStartedAt = now();
  }

  /** Counts `events` for `client`; throws RateLimitedError when they would pass the limit. */
  admit(client: string, events: number): void {
    const now = this.now();
    if (now - this.windowStartedAt >= 60_000) {
      this.window = new Map();
      this.windowStartedAt = now;
    }
    const sent = this.window.get(client) ?? 0;
    if (sent + events > this.eventsPerMinute) {
      throw new RateLimitedError(Math.max(1, Math.ceil((this.windowStartedAt + 60_000 - now) / 1000)));
    }
    this.window.set(client, sent + events);
  }
}
