import type { RateLimiter, RateRule } from './rate-limiter';

/** Failed sign-ins for one email from one client address: past this, that address waits. */
const PER_EMAIL_AND_ADDRESS: RateRule = { limit: 10, windowSeconds: 15 * 60 };
/** Failed sign-ins for one email from anywhere: the looser ceiling against many addresses. */
const PER_EMAIL: RateRule = { limit: 100, windowSeconds: 60 * 60 };
/** Failures for an email, from anywhere, before each further answer is slowed. */
const DELAY_AFTER_FAILURES = 10;
const DELAY_STEP_MS = 250;
const MAX_DELAY_MS = 3000;

/** How long to hold a sign-in for an email that has failed `failures` times this hour: 0, then 250 ms more per failure, at most 3 s. */
export function signInDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, (failures - DELAY_AFTER_FAILURES + 1) * DELAY_STEP_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Guessing a password is limited without letting a stranger lock the owner out (decision
 * 0006): failures are counted per email and client address together, so ten wrong passwords
 * from one address stop that address only; across addresses an email's failures first slow
 * every answer for it, then stop, at a much higher ceiling, every address that has failed for it.
 */
export class SignInThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  /**
   * Before checking a password: refuses (429) past either limit, then holds the answer as long as
   * the email's failures ask. An address that has not failed for this email is never refused for
   * the email's failures elsewhere, only slowed: that is the owner signing in from home while
   * strangers guess (each stranger's address is refused from its first failure on).
   */
  async beforeAttempt(email: string, address: string): Promise<void> {
    const addressFailures = await this.limiter.refuseAtLimit(pairKey(email, address), PER_EMAIL_AND_ADDRESS);
    const failures = addressFailures === 0 ? await this.limiter.countOf(emailKey(email), PER_EMAIL) : await this.limiter.refuseAtLimit(emailKey(email), PER_EMAIL);
    const delay = signInDelayMs(failures);
    if (delay > 0) await this.wait(delay);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.limiter.record(pairKey(email, address), PER_EMAIL_AND_ADDRESS);
    await this.limiter.record(emailKey(email), PER_EMAIL);
  }
}

const pairKey = (email: string, address: string) => `sign-in-failures:email+address:${email}:${address}`;
const emailKey = (email: string) => `sign-in-failures:email:${email}`;
