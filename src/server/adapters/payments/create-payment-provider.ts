import type { PaymentsConfig } from '../../config';
import { createLocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';

/** Stripe when configured (STRIPE_SECRET_KEY and friends), else the local test-mode provider. */
export function createPaymentProvider(config: PaymentsConfig, publicUrl: string): PaymentProvider {
  switch (config.mode) {
    case 'local':
      return createLocalPaymentProvider(publicUrl);
    case 'stripe':
      return createStripePaymentProvider(config, config.api);
  }
}
