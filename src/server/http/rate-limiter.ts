import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbExecutor } from '../db/client';
import { AppError } from './app-error';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
}

/**
 * Fixed-window counters in the database, so every app process counts together (design.md §4.5).
 * One statement per check: the upsert both counts and reports, with no race between processes.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    /** Multiplies every limit; raised for load and browser tests. */
    private readonly scale = 1,
  ) {}

  /** Counts one request against `key`; throws RateLimitedError past the limit. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const { count, retryAfterSeconds } = await this.record(key, rule);
    if (count > rule.limit * this.scale) throw new RateLimitedError(retryAfterSeconds);
  }

  /** Counts one event against `key` without refusing (failures are counted once they happened); returns the count in the window. */
  record(key: string, rule: RateRule): Promise<{ count: number; retryAfterSeconds: number }> {
    return countInWindow(this.db, key, rule.windowSeconds, 1);
  }

  /**
   * The count of `key`'s current window (0 when there is none), without counting; throws
   * RateLimitedError when it has reached the limit.
   */
  async refuseAtLimit(key: string, rule: RateRule): Promise<number> {
    const row = await this.currentWindow(key, rule);
    if (!row) return 0;
    if (row.count >= rule.limit * this.scale) throw new RateLimitedError(Math.max(1, row.retry_after));
    return row.count;
  }

  /** The count of `key`'s current window (0 when there is none), without counting or refusing. */
  async countOf(key: string, rule: RateRule): Promise<number> {
    return (await this.currentWindow(key, rule))?.count ?? 0;
  }

  private async currentWindow(key: string, rule: RateRule) {
    const window = `${rule.windowSeconds} seconds`;
    const [row] = await queryRows<{ count: number; retry_after: number }>(this.db, sql`
      SELECT count, ceil(extract(epoch FROM (window_started_at + ${window}::interval - now())))::int AS retry_after
      FROM rate_limits WHERE key = ${key} AND window_started_at > now() - ${window}::interval`);
    return row;
  }
}

/**
 * Adds `amount` to `key`'s fixed window of `windowSeconds` (a window that has run out starts
 * afresh) in one statement, with no race between processes; returns the count now in the window
 * and the seconds until it ends. Run inside a caller's transaction, the addition is undone with
 * it: a caller that refuses what it counted can throw and leave the count as it was.
 */
export async function countInWindow(db: DbExecutor, key: string, windowSeconds: number, amount: number): Promise<{ count: number; retryAfterSeconds: number }> {
  const window = `${windowSeconds} seconds`;
  const [row] = await queryRows<{ count: number; retry_after: number }>(db, sql`
    INSERT INTO rate_limits (key, count, window_started_at) VALUES (${key}, ${amount}, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_started_at <= now() - ${window}::interval THEN excluded.count ELSE rate_limits.count + excluded.count END,
      window_started_at = CASE WHEN rate_limits.window_started_at <= now() - ${window}::interval THEN now() ELSE rate_limits.window_started_at END
    RETURNING count, ceil(extract(epoch FROM (window_started_at + ${window}::interval - now())))::int AS retry_after`);
  return { count: row!.count, retryAfterSeconds: Math.max(1, row!.retry_after) };
}
