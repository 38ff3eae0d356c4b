import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../http/rate-limiter';
import { EventFloodGuard } from './event-flood-guard';

describe('EventFloodGuard', () => {
  it('takes events up to the limit per client and minute, then refuses with the seconds left', () => {
    let now = 1_000_000;
    const guard = new EventFloodGuard(100, () => now);
    guard.admit('a', 60);
    guard.admit('a', 40);
    expect(() => guard.admit('a', 1)).toThrow(RateLimitedError);
    expect(() => guard.refuseAtLimit('a')).toThrow(RateLimitedError);
    guard.admit('b', 100);
    now += 20_000;
    try {
      guard.refuseAtLimit('a');
      expect.unreachable();
    } catch (error) {
      expect((error as RateLimitedError).retryAfterSeconds).toBe(40);
    }
  });

  it('refuses a batch that would pass the limit without counting it, and starts afresh each minute', () => {
    let now = 0;
    const guard = new EventFloodGuard(100, () => now);
    guard.admit('a', 90);
    expect(() => guard.admit('a', 20)).toThrow(RateLimitedError);
    guard.admit('a', 10);
    now += 60_000;
    expect(() => guard.refuseAtLimit('a')).not.toThrow();
    guard.admit('a', 100);
  });
});
