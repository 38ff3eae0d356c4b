import Stripe from 'stripe';
import { formatUsd, productPriceCents, type PaidPlan } from '../../../shared/billing';
import { ConfigError, type PaymentsConfig } from '../../config';

/**
 * The start-up price check (issue 33, decision 0109): with Stripe, the configured price objects
 * must charge what the site shows (src/shared/plans.ts), or the server refuses to start with one
 * line naming the variable. A learner must never pay other than the price they were shown.
 */

type StripeSettings = Extract<PaymentsConfig, { mode: 'stripe' }>;

const VARIABLE: Record<PaidPlan, string> = { pro: 'STRIPE_PRICE_PRO', elite: 'STRIPE_PRICE_ELITE' };

/** What a yearly plan price must be. */
export interface ExpectedPrice {
  unitAmountCents: number;
  currency: 'usd';
  interval: 'year';
}

/** The fields of a Stripe price the check reads. */
export interface StripePriceFacts {
  id: string;
  unit_amount: number | null;
  currency: string;
  recurring: { interval: string; interval_count: number } | null;
}

const describe = (amountCents: number | null, currency: string, recurring: StripePriceFacts['recurring']) => {
  const amount = amountCents === null ? 'no fixed amount' : currency.toLowerCase() === 'usd' ? formatUsd(amountCents) : `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  const every = !recurring ? 'once (not recurring)' : recurring.interval_count === 1 ? `a ${recurring.interval}` : `every ${recurring.interval_count} ${recurring.interval}s`;
  return `${amount} ${every}`;
};

/** Why `price` is not `expected` (a sentence naming both), or null when they agree. */
export function priceMismatch(price: StripePriceFacts, expected: ExpectedPrice): string | null {
  const agrees =
    price.unit_amount === expected.unitAmountCents &&
    price.currency.toLowerCase() === expected.currency &&
    price.recurring?.interval === expected.interval &&
    price.recurring.interval_count === 1;
  if (agrees) return null;
  return `Stripe's price ${price.id} is ${describe(price.unit_amount, price.currency, price.recurring)}, but the site shows ${describe(expected.unitAmountCents, expected.currency, { interval: expected.interval, interval_count: 1 })}`;
}

export function expectedPlanPrice(plan: PaidPlan): ExpectedPrice {
  return { unitAmountCents: productPriceCents(plan), currency: 'usd', interval: 'year' };
}

/**
 * Reads each configured plan price from Stripe and throws a ConfigError naming the first
 * variable whose price differs from the site's, cannot be found, or cannot be read.
 */
export async function checkStripePrices(settings: StripeSettings): Promise<void> {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(settings.api ?? {}) });
  for (const plan of ['pro', 'elite'] as const) {
    const variable = VARIABLE[plan];
    const id = settings.prices[plan];
    let price: Stripe.Price;
    try {
      price = await stripe.prices.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new ConfigError(`Invalid ${variable}: Stripe has no price ${id} for this key (${error.message})`);
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`Cannot check ${variable}: Stripe could not be asked for price ${id} (${reason}); the site starts only once its prices are confirmed`);
    }
    const problem = priceMismatch(price, expectedPlanPrice(plan));
    if (problem) throw new ConfigError(`Invalid ${variable}: ${problem}`);
  }
}
