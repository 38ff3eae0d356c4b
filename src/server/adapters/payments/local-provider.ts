import { randomBytes } from 'node:crypto';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The test-mode provider (design.md §5), the default while STRIPE_SECRET_KEY is unset: its
 * checkout and portal are pages of our own (/checkout/:id, /billing/portal) whose buttons run
 * the billing module's fulfilment with the same events Stripe's webhooks bring. No money moves.
 */
export function createLocalPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'local',
    async createCustomer() {
      return localId('cus');
    },
    async createCheckout() {
      const providerSessionId = localId('cs');
      return { providerSessionId, url: `${publicUrl}/checkout/${providerSessionId}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/billing/portal` };
    },
    async refund() {
      return { refundId: localId('re') };
    },
    async parseWebhook() {
      throw new PaymentProviderError('The local test-mode provider sends no webhooks.');
    },
  };
}
