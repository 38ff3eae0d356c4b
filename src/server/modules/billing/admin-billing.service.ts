import { isWithinRefundWindow } from '../../../shared/billing';
import type { AdminBillingResponse, Order } from '../../../shared/api/billing';
import { FOLLOW_UP_PRODUCTS, type FollowUpPurchase } from '../../../shared/api/admin-overview';
import type { DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { findOrder, listBillingForAdmin, listPaidOrdersSince } from './billing.data';
import { presentAdminBilling, presentFollowUpPurchase, presentOrder } from './billing.presenter';
import type { BillingDeps, BillingService } from './billing.service';
export { sumPaidOrdersSince } from './billing.data';

/** /admin/billing: every subscription and order, and refunds within the money-back guarantee. */
export class AdminBillingService {
  constructor(
    private readonly deps: BillingDeps,
    private readonly billing: BillingService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<AdminBillingResponse> {
    return presentAdminBilling(await listBillingForAdmin(this.deps.db, 200), this.clock());
  }

  /**
   * Refunds a payment in full through its provider (outside any transaction), then records it
   * through fulfilment like the provider's own refund event: the order is marked refunded and
   * the plan it paid for ends. The provider's later webhook for the same refund changes nothing.
   */
  async refund(admin: AuditActor, orderId: string): Promise<{ order: Order }> {
    const { db, provider } = this.deps;
    const order = await findOrder(db, orderId);
    if (!order) throw notFound('Order not found.');
    if (order.status === 'refunded') throw new AppError('CONFLICT', 'This payment has been refunded already.');
    const now = this.clock();
    if (!isWithinRefundWindow(order.createdAt, now)) throw new AppError('CONFLICT', 'This payment is past the 30-day money-back guarantee, so it cannot be refunded here.');
    if (order.provider !== provider.name) throw new AppError('CONFLICT', `This payment was taken in ${order.provider} mode; refund it there.`);
    const { refundId } = await this.billing.callProvider(() =>
      provider.refund({ ref: order.providerPaymentRef, paymentIntentId: order.providerPaymentIntentId, providerSubscriptionId: order.providerSubscriptionId }),
    );
    await this.billing.apply({
      provider: provider.name,
      eventId: `refund_${refundId}`,
      occurredAt: now,
      type: 'payment.refunded',
      paymentRef: order.providerPaymentRef,
      paymentIntentId: order.providerPaymentIntentId,
    }, (tx) =>
      recordAdminAction(tx, {
        admin,
        action: 'order.refunded',
        target: { type: 'order', id: order.id },
        before: { status: order.status, amountCents: order.amountCents, product: order.product, userId: order.userId },
        after: { status: 'refunded', refundId },
      }),
    );
    return { order: presentOrder((await findOrder(db, orderId))!) };
  }
}

/** At most this many purchases to follow up are listed on the admin home. */
const FOLLOW_UP_LIMIT = 20;

/** Elite and audit payments since `since` that someone on the team acts on (the strategy call, the audit). */
export async function followUpPurchasesSince(db: DbExecutor, since: Date): Promise<FollowUpPurchase[]> {
  const rows = await listPaidOrdersSince(db, since, FOLLOW_UP_PRODUCTS, FOLLOW_UP_LIMIT);
  return rows.flatMap(({ order, learner }) => presentFollowUpPurchase(order, learner) ?? []);
}

