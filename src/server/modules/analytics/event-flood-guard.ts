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
    const sent = this.sentBy(client);
    if (sent + events > this.eventsPerMinute) throw this.refusal();
    this.window.set(client, sent + events);
  }

  /** Refuses a client already at the limit before its body is even read (the cheap path of a flood). */
  refuseAtLimit(client: string): void {
    if (this.sentBy(client) >= this.eventsPerMinute) throw this.refusal();
  }

  private sentBy(client: string): number {
    const now = this.now();
    if (now - this.windowStartedAt >= 60_000) {
      this.window = new Map();
      this.windowStartedAt = now;
    }
    return this.window.get(client) ?? 0;
  }

  private refusal(): RateLimitedError {
    return new RateLimitedError(Math.max(1, Math.ceil((this.windowStartedAt + 60_000 - this.now()) / 1000)));
  }
}
