import { addOnProblem, checkoutProblem, isPaidPlan, paymentSuccessPath, productPriceCents, type Product } from '../../../shared/billing';
import type { CheckSubscriptionResponse, OrdersResponse } from '../../../shared/api/billing';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import type { DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { closeCheckout, findCustomerId, findSubscription, insertCheckout, insertCustomer, listOrdersOf } from './billing.data';
import { presentOrder, presentSubscription } from './billing.presenter';
import { applyBillingEvent, type FulfilmentResult, type FulfilmentSettings } from './fulfilment.service';

export interface BillingDeps {
  db: DbExecutor;
  provider: PaymentProvider;
  settings: FulfilmentSettings;
}

/** The learner's endpoints (spec §7 server functions): create-checkout, check-subscription, customer-portal. */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  /** Opens a checkout for a plan or an add-on; a plan or add-on already held (or included) gets a clear 409. */
  async startCheckout(viewer: Viewer, product: Product): Promise<{ url: string }> {
    const problem = isPaidPlan(product) ? checkoutProblem(viewer.plan, product) : addOnProblem(viewer.plan, product);
    if (problem) throw new AppError('CONFLICT', problem);
    const { db, provider, settings } = this.deps;
    const providerCustomerId = await this.customerOf(viewer);
    const session = await this.callProvider(() =>
      provider.createCheckout({
        userId: viewer.id,
        email: viewer.email,
        providerCustomerId,
        product,
        successUrl: `${settings.publicUrl}${paymentSuccessPath(product)}`,
        cancelUrl: `${settings.publicUrl}/cancel`,
      }),
    );
    await insertCheckout(db, { userId: viewer.id, provider: provider.name, providerSessionId: session.providerSessionId, product, amountCents: productPriceCents(product) });
    return { url: session.url };
  }

  async checkSubscription(viewer: Viewer): Promise<CheckSubscriptionResponse> {
    return presentSubscription(viewer, await findSubscription(this.deps.db, viewer.id));
  }

  /** The provider's page for the learner's own subscription; 409 when there is nothing to manage. */
  async openPortal(viewer: Viewer): Promise<{ url: string }> {
    const { db, provider, settings } = this.deps;
    const subscription = await findSubscription(db, viewer.id);
    const providerCustomerId = subscription?.providerCustomerId;
    if (!subscription?.providerSubscriptionId || subscription.provider !== provider.name || !providerCustomerId) {
      throw new AppError('CONFLICT', 'You have no paid subscription to manage yet. Choose a plan on the pricing page.');
    }
    return this.callProvider(() => provider.createPortal({ providerCustomerId, returnUrl: `${settings.publicUrl}/dashboard` }));
  }

  async listMyOrders(viewer: Viewer): Promise<OrdersResponse> {
    return { orders: (await listOrdersOf(this.deps.db, viewer.id)).map(presentOrder) };
  }

  /**
   * A provider's webhook delivery: 400 when the signature does not hold (then nothing changes),
   * 503 when the provider could not be reached (it delivers again). An event that can never
   * apply is answered 2xx, so the provider stops retrying; a call the provider refused is returned as
   * the reason, to be logged for the admin.
   */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ ignored: string | null }> {
    if (this.deps.provider.name === 'local') throw notFound('Payments run in the local test mode here: there is no Stripe webhook to receive.');
    let event;
    try {
      event = await this.deps.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
      if (error instanceof PaymentProviderError) {
        if (error.temporary) throw new AppError('UNAVAILABLE', 'Stripe could not be reached; deliver the event again later.');
        return { ignored: `the provider refused a call it needs: ${error.message}` };
      }
      throw error;
    }
    // An event for no learner of ours applies nothing (fulfilment finds no one), and is answered 2xx too.
    if (event) await this.apply(event);
    return { ignored: null };
  }

  /**
   * Applies a provider event through fulfilment (a receipt it queues wakes the mail worker through
   * the change feed). A completed checkout ends the learner's other open checkout pages at the
   * provider, so one opened earlier cannot be paid after this purchase.
   */
  async apply(event: Parameters<typeof applyBillingEvent>[1]): Promise<FulfilmentResult> {
    const result = await applyBillingEvent(this.deps.db, event, this.deps.settings);
    for (const providerSessionId of result.openCheckouts) await this.expireCheckout(providerSessionId);
    return result;
  }

  private async expireCheckout(providerSessionId: string): Promise<void> {
    const { db, provider } = this.deps;
    if (!provider.expireCheckout) return;
    try {
      await provider.expireCheckout(providerSessionId);
    } catch (error) {
      // Already paid or expired there: its own webhook event settles it. The purchase stands either way.
      if (error instanceof PaymentProviderError) return;
      throw error;
    }
    await closeCheckout(db, providerSessionId, 'cancelled');
  }

  /** One provider customer per learner: made once (outside any transaction), kept in billing_customers. */
  async customerOf(viewer: Viewer): Promise<string> {
    const { db, provider } = this.deps;
    const existing = await findCustomerId(db, viewer.id, provider.name);
    if (existing) return existing;
    const created = await this.callProvider(() => provider.createCustomer({ userId: viewer.id, email: viewer.email, name: `${viewer.firstName} ${viewer.lastName}`.trim() }));
    return insertCustomer(db, { userId: viewer.id, provider: provider.name, providerCustomerId: created });
  }

  async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', error.message);
      throw error;
    }
  }
}
