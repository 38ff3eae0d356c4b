import type { DbExecutor } from '../../db/client';
import { countInWindow, RateLimitedError } from '../../http/rate-limiter';

const WINDOW_SECONDS = 60;
/** How often the memory of clients whose minute has ended is swept. */
const SWEEP_MS = 60_000;

/**
 * Limits the events each client sends per minute (decision 0036). The count is one row per
 * client in `rate_limits`, added to inside the transaction that stores the batch, so every app
 * process behind a load balancer counts together and a refused batch, rolled back with its
 * transaction, is not counted. Each process also remembers the last count it read per client: a
 * count only grows within a minute, so a batch that the remembered count already puts over the
 * limit is refused without a query, and a client at the limit before its body is read. A flood
 * costs each process one query a minute once it has reached the limit.
 */
export class EventFloodGuard {
  /** Per client: a count its window is known to have reached, and when that window ends. */
  private known = new Map<string, { count: number; endsAt: number }>();
  private sweptAt: number;

  constructor(
    private readonly eventsPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweptAt = now();
  }

  /** Refuses a client already known to be at the limit before its body is even read (no query). */
  refuseAtLimit(client: string): void {
    const known = this.knownFor(client);
    if (known && known.count >= this.eventsPerMinute) throw this.refusal(known.endsAt);
  }

  /**
   * Counts `events` for `client` in `tx`, the transaction that stores them; throws
   * RateLimitedError, which rolls the count back with the transaction, when they would pass the
   * limit.
   */
  async admit(tx: DbExecutor, client: string, events: number): Promise<void> {
    const known = this.knownFor(client);
    if (known && known.count + events > this.eventsPerMinute) throw this.refusal(known.endsAt);
    const { count, retryAfterSeconds } = await countInWindow(tx, floodKey(client), WINDOW_SECONDS, events);
    // What the window held before this batch: true whether the batch is kept or refused.
    const endsAt = this.now() + retryAfterSeconds * 1000;
    this.known.set(client, { count: count - events, endsAt });
    if (count > this.eventsPerMinute) throw this.refusal(endsAt);
  }

  private knownFor(client: string): { count: number; endsAt: number } | undefined {
    const now = this.now();
    if (now - this.sweptAt >= SWEEP_MS) {
      for (const [key, entry] of this.known) if (entry.endsAt <= now) this.known.delete(key);
      this.sweptAt = now;
    }
    const entry = this.known.get(client);
    return entry && entry.endsAt > now ? entry : undefined;
  }

  private refusal(endsAt: number): RateLimitedError {
    return new RateLimitedError(Math.max(1, Math.ceil((endsAt - this.now()) / 1000)));
  }
}

/** The client's row in `rate_limits`. */
export const floodKey = (client: string) => `analytics-events:ip:${client}`;
