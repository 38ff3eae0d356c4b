import type { FastifyBaseLogger } from 'fastify';
import { isPaidPlan, type PaidPlan } from '../../../shared/billing';
import type { PromoDuration } from '../../../shared/promo-codes';
import { dueRenewalNotice, RENEWAL_NOTICES, renewalChargeCents, type RenewalPromo } from '../../../shared/renewal-notices';
import { withTransaction, type DbExecutor } from '../../db/client';
import { enqueueEmail } from '../mail/outgoing-email';
import { renewalNoticeEmail } from './renewal-notice-email';
import { renewalCancelUrl } from './renewal-cancel-token';
import { claimRenewalNotice, findRenewalCandidates, findSubscriptionPromo, linkRenewalNoticeEmail, type RenewalCandidate } from './renewal-notices.data';

const DAY_MS = 24 * 60 * 60_000;
/** Subscriptions per round; each notice is claimed and queued in its own short transaction. */
const BATCH_SIZE = 200;
/** A run stops after this many rounds; the next run goes on. */
const MAX_ROUNDS = 50;

/** The promo terms a renewal cares about, from a stored code's columns; null without a code. */
export function renewalPromoOf(row: { percentOff: number | null; amountOffCents: number | null; duration: string | null; plans: string[] | null } | undefined): RenewalPromo | null {
  if (!row || !row.duration || !row.plans) return null;
  const discount = row.percentOff !== null ? { kind: 'percent' as const, percentOff: row.percentOff } : { kind: 'amount' as const, amountOffCents: row.amountOffCents ?? 0 };
  return { discount, duration: row.duration as PromoDuration, plans: row.plans.filter(isPaidPlan) };
}

/** What the next renewal of a stored subscription charges: the list price, or less under a "forever" code. */
export async function renewalAmountCents(db: DbExecutor, subscription: { provider: string; providerSubscriptionId: string; plan: PaidPlan }): Promise<number> {
  return renewalChargeCents(subscription.plan, renewalPromoOf(await findSubscriptionPromo(db, subscription.provider, subscription.providerSubscriptionId)));
}

/**
 * Renewal notices (issue 33, decision 0109): 30 and 7 days before an annual plan renews by
 * itself, the learner is told the date, the amount and how to cancel. Each runs in every app
 * process; a notice's (subscription, kind, period end) key is claimed in the transaction that
 * queues its email, so it leaves exactly once.
 */
export class RenewalNoticesService {
  constructor(
    private readonly db: DbExecutor,
    /** `signingSecret` signs the one-click cancel link (the site's AUTH_SECRET, decision 0085). */
    private readonly settings: { publicUrl: string; signingSecret: string },
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Queues every notice due at `now`; answers how many this call queued. */
  async sendDue(now: Date): Promise<number> {
    const window = {
      now,
      sevenDaysOn: new Date(now.getTime() + RENEWAL_NOTICES['7-days'] * DAY_MS),
      thirtyDaysOn: new Date(now.getTime() + RENEWAL_NOTICES['30-days'] * DAY_MS),
      limit: BATCH_SIZE,
    };
    let queued = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const batch = await findRenewalCandidates(this.db, window);
      if (batch.length === 0) break;
      for (const candidate of batch) if (await this.queue(candidate, now)) queued += 1;
    }
    return queued;
  }

  /** Claims the notice and queues its email in one transaction; false when another run had it. */
  private async queue(candidate: RenewalCandidate, now: Date): Promise<boolean> {
    const kind = dueRenewalNotice(candidate.periodEnd, now);
    if (!kind) return false;
    const amountCents = renewalChargeCents(candidate.plan, renewalPromoOf({ ...candidate, duration: candidate.promoDuration, plans: candidate.promoPlans }));
    const notice = { subscriptionId: candidate.subscriptionId, kind, periodEnd: candidate.periodEnd, amountCents };
    return withTransaction(this.db, async (tx) => {
      if (!(await claimRenewalNotice(tx, notice))) return false;
      const emailId = await enqueueEmail(
        tx,
        renewalNoticeEmail({
          learner: { email: candidate.email, firstName: candidate.firstName },
          plan: candidate.plan,
          renewsOn: candidate.periodEnd,
          amountCents,
          discounted: amountCents < renewalChargeCents(candidate.plan, null) ? candidate.promoCode : null,
          provider: candidate.provider,
          publicUrl: this.settings.publicUrl,
          cancelUrl: renewalCancelUrl(this.settings.publicUrl, this.settings.signingSecret, candidate.subscriptionId, candidate.periodEnd),
        }),
      );
      await linkRenewalNoticeEmail(tx, notice, emailId);
      this.log?.debug({ subscriptionId: candidate.subscriptionId, kind }, 'renewal notice queued');
      return true;
    });
  }
}
