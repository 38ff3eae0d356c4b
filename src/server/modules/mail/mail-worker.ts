import type { FastifyBaseLogger } from 'fastify';
import { UndeliverableMailError, type MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import {
  claimDueEmails,
  failAbandonedEmails,
  markFailed,
  markSent,
  releaseClaim,
  scheduleRetry,
  type OutboxRow,
} from './email-outbox.data';

export interface MailWorkerOptions {
  /** How often the outbox is checked when nothing wakes the worker. */
  pollIntervalMs: number;
  /** Messages claimed per statement. */
  batchSize: number;
  /** How long a claimed message is left to this worker before another may take it. */
  leaseMs: number;
  /** Longest single send; a send is also cut short before the lease runs out. */
  sendTimeoutMs: number;
  /** The first retry waits this long, each next one twice as long ... */
  retryBaseMs: number;
  /** ... up to this. */
  retryMaxMs: number;
  /** After this many failed attempts a message is 'failed' and no longer tried. */
  maxAttempts: number;
  /** On stop, an in-flight send gets this long to finish before it is cancelled. */
  stopGraceMs: number;
}

export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollIntervalMs: 10_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 10,
  stopGraceMs: 5_000,
};

const MAX_ERROR_LENGTH = 1_000;

/** The wait before the next attempt, after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number, options: Pick<MailWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'Unknown error').slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers the outbox. Each pass claims due messages (one statement, safe across processes),
 * sends them outside any transaction, then records the outcome: sent, a retry with exponential
 * back-off, or 'failed' after `maxAttempts`. Delivery is at least once: a worker that dies
 * after the SMTP server accepted a message but before recording it sends it again once the
 * lease has passed (with the same Message-ID).
 */
export class MailWorker {
  readonly options: MailWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private rerun = false;
  private started = false;
  private stopping = false;
  /** Cancels in-flight sends when stop() has waited long enough. */
  private readonly cancelSends = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...options };
  }

  /** Polls from now on, starting with a pass at once. */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.timer = setInterval(() => void this.runPass(), this.options.pollIntervalMs);
    this.timer.unref();
    void this.runPass();
  }

  /** Something was queued: run a pass now rather than at the next poll. Does nothing unless started. */
  wake(): void {
    if (this.started && !this.stopping) void this.runPass();
  }

  /**
   * Runs a pass now, or, when one is already running, one more right after it (a message queued
   * during a pass may have missed its claim). Resolves when the work is done; never rejects.
   */
  runPass(): Promise<void> {
    if (this.stopping) return this.inFlight ?? Promise.resolve();
    if (this.inFlight) {
      this.rerun = true;
      return this.inFlight;
    }
    this.inFlight = (async () => {
      try {
        do {
          this.rerun = false;
          await this.pass();
        } while (this.rerun && !this.stopping);
      } catch (error) {
        this.log.error({ err: error }, 'mail: delivery pass failed; will try again at the next poll');
      } finally {
        this.inFlight = undefined;
      }
    })();
    return this.inFlight;
  }

  /** Stops polling and waits for the pass in flight (claimed but untried messages are handed back). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    const inFlight = this.inFlight;
    if (!inFlight) return;
    const grace = setTimeout(() => this.cancelSends.abort(new Error('The server stopped during the send')), this.options.stopGraceMs);
    try {
      await inFlight;
    } finally {
      clearTimeout(grace);
    }
  }

  private async pass(): Promise<void> {
    const { batchSize, leaseMs, maxAttempts, sendTimeoutMs } = this.options;
    const abandoned = await failAbandonedEmails(this.db, maxAttempts);
    if (abandoned > 0) this.log.error({ count: abandoned }, 'mail: gave up on messages whose last attempt was interrupted');
    for (;;) {
      // Measured before the claim, so the local deadline falls before the lease the database set.
      const leaseEnds = performance.now() + leaseMs;
      const claimed = await claimDueEmails(this.db, { limit: batchSize, leaseMs, maxAttempts });
      let tried = 0;
      for (const row of claimed) {
        // A send starts only with a full send's time left, and ends a tenth of the lease before it does.
        const window = leaseEnds - performance.now() - leaseMs * 0.1;
        if (this.stopping || window < Math.min(sendTimeoutMs, leaseMs / 2)) {
          await releaseClaim(this.db, row.id, row.attempts);
          continue;
        }
        tried += 1;
        await this.deliver(row, Math.floor(Math.min(window, sendTimeoutMs)));
      }
      if (claimed.length < batchSize || tried === 0 || this.stopping) return;
    }
  }

  private async deliver(row: OutboxRow, timeoutMs: number): Promise<void> {
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), this.cancelSends.signal]);
    const context = { emailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await this.transport.send(
        {
          id: row.id,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          personal: row.personal,
          inReplyTo: row.inReplyTo ?? undefined,
          references: row.references ?? undefined,
          calendar: row.calendar ?? undefined,
          headers: row.headers ?? undefined,
          attachments: row.attachments ?? undefined,
        },
        signal,
      );
    } catch (error) {
      if (this.cancelSends.signal.aborted) {
        this.log.warn(context, 'mail: send cancelled by shutdown; it will be retried');
        await releaseClaim(this.db, row.id, row.attempts);
        return;
      }
      const reason = describeError(error);
      if (error instanceof UndeliverableMailError) {
        await markFailed(this.db, row.id, row.attempts, reason);
        this.log.error({ ...context, err: error }, 'mail: the receiving server refused the message for good');
      } else if (row.attempts >= this.options.maxAttempts) {
        await markFailed(this.db, row.id, row.attempts, reason);
        this.log.error({ ...context, err: error }, 'mail: delivery failed for good after the last attempt');
      } else {
        const delayMs = retryDelayMs(row.attempts, this.options);
        await scheduleRetry(this.db, row.id, row.attempts, delayMs, reason);
        this.log.warn({ ...context, err: error, retryInSeconds: Math.round(delayMs / 1000) }, 'mail: delivery failed; will retry');
      }
      return;
    }
    if (await markSent(this.db, row.id, row.attempts)) {
      this.log.info(context, 'mail: sent');
    } else {
      this.log.warn(context, 'mail: sent, but the claim had passed to another worker');
    }
  }
}
