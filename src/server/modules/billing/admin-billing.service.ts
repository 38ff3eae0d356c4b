import { isWithinRefundWindow } from '../../../shared/billing';
import type { AdminBillingResponse, Order } from '../../../shared/api/billing';
import { AppError, notFound } from '../../http/app-error';
import { findOrder, listBillingForAdmin } from './billing.data';
import { presentAdminBilling, presentOrder } from './billing.presenter';
import type { BillingDeps, BillingService } from './billing.service';

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
  async refund(orderId: string): Promise<{ order: Order }> {
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
    });
    return { order: presentOrder((await findOrder(db, orderId))!) };
  }
}
