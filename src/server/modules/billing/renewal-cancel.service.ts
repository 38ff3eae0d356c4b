import { randomBytes } from 'node:crypto';
import { isPaidPlan, productName } from '../../../shared/billing';
import type { RenewalCancelLink } from '../../../shared/api/renewal-cancel';
import { AppError } from '../../http/app-error';
import { maskEmail } from '../../../shared/mask-email';
import { findLearner, findSubscriptionById, type SubscriptionRow } from './billing.data';
import type { BillingDeps, BillingService } from './billing.service';
import type { LocalBillingService } from './local-billing.service';
import { readRenewalCancelToken } from './renewal-cancel-token';
import { renewalAmountCents } from './renewal-notices.service';

const INVALID_LINK = 'This cancel link is not valid. Open the link from the email again, or sign in and cancel from Manage Subscription on your dashboard.';
const EXPIRED_LINK = 'This cancel link has expired: the renewal it was sent for has passed. Sign in and manage your plan from your dashboard.';

/**
 * The renewal notice's one-click cancel (issue 33, decision 0085): without a session, the signed
 * link sets its subscription to end at the close of the period the notice was sent for, through
 * the same path the dashboard's cancel takes (local: LocalBillingService; Stripe: the provider's
 * subscription, whose new state is applied as the webhook would). It stops working once that
 * period has ended.
 */
export class RenewalCancelService {
  constructor(
    private readonly deps: BillingDeps,
    private readonly billing: BillingService,
    private readonly local: LocalBillingService | null,
    private readonly signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async describe(token: string): Promise<RenewalCancelLink> {
    return this.present(await this.subscriptionOf(token));
  }

  async cancel(token: string): Promise<RenewalCancelLink> {
    const row = await this.subscriptionOf(token);
    if (row.cancelAtPeriodEnd) return this.present(row);
    if (row.provider === 'local') {
      if (!this.local) throw new AppError('CONFLICT', 'This plan cannot be changed here. Sign in and manage your plan from your dashboard.');
      await this.local.setCancelAtPeriodEndOf(row.userId, true);
    } else {
      const { provider } = this.deps;
      if (provider.name !== row.provider || !provider.setCancelAtPeriodEnd) {
        throw new AppError('CONFLICT', 'This plan cannot be changed here. Sign in and manage your plan from your dashboard.');
      }
      const snapshot = await provider.setCancelAtPeriodEnd(row.providerSubscriptionId!, true);
      if (snapshot) {
        await this.billing.apply({
          provider: provider.name,
          eventId: `evt_renewal_cancel_${randomBytes(12).toString('hex')}`,
          occurredAt: this.clock(),
          type: 'subscription.changed',
          subscription: { ...snapshot, userId: snapshot.userId ?? row.userId },
        });
      }
    }
    return this.present((await findSubscriptionById(this.deps.db, row.id))!);
  }

  /** The token's subscription while the period it names is still running; a 4xx otherwise. */
  private async subscriptionOf(token: string): Promise<SubscriptionRow & { providerSubscriptionId: string; currentPeriodEnd: Date }> {
    const read = readRenewalCancelToken(this.signingSecret, token);
    if (!read) throw new AppError('BAD_REQUEST', INVALID_LINK);
    const row = await findSubscriptionById(this.deps.db, read.subscriptionId);
    if (!row || !row.providerSubscriptionId || !row.currentPeriodEnd || !isPaidPlan(row.planType)) throw new AppError('NOT_FOUND', EXPIRED_LINK);
    const running = row.status !== 'inactive' && row.currentPeriodEnd.getTime() === read.periodEnd.getTime() && this.clock().getTime() < read.periodEnd.getTime();
    if (!running) throw new AppError('NOT_FOUND', EXPIRED_LINK);
    return row as SubscriptionRow & { providerSubscriptionId: string; currentPeriodEnd: Date };
  }

  private async present(row: SubscriptionRow): Promise<RenewalCancelLink> {
    const plan = row.planType;
    if (!isPaidPlan(plan) || !row.providerSubscriptionId || !row.currentPeriodEnd) throw new AppError('NOT_FOUND', EXPIRED_LINK);
    const learner = await findLearner(this.deps.db, row.userId);
    return {
      productName: productName(plan),
      periodEnd: row.currentPeriodEnd.toISOString(),
      amountCents: await renewalAmountCents(this.deps.db, { provider: row.provider ?? '', providerSubscriptionId: row.providerSubscriptionId, plan }),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      maskedEmail: learner ? maskEmail(learner.email) : '',
    };
  }
}
