import type { PaidPlan, Product, SubscriptionStatus } from '../../../shared/billing';
import type { PromoTerms } from '../../../shared/promo-codes';

/**
 * The payment provider behind the billing module (design.md §2, §5), chosen by configuration
 * like the mail transport: Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode
 * provider. What the provider reports back becomes `BillingEvent`s, which the billing module's
 * fulfilment applies, once each, whichever provider sent them.
 */

export type ProviderName = 'local' | 'stripe';

/** A provider's subscription, in our terms. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** Our learner's id when the provider carries it (metadata); else found by customer or subscription id. */
  userId: string | null;
  plan: PaidPlan;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider created the subscription (Stripe's `created`): between two subscriptions, the later one is the learner's. */
  createdAt: Date | null;
  /** Team Access: the subscription's quantity of seats (each gives `plan`). Absent for a learner's own plan. */
  seats?: number;
}

/** Money received: `ref` is the invoice (subscriptions) or payment intent (one-time payments). */
export interface PaymentReceived {
  ref: string;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** Tax included in `amountCents` (Stripe's automatic tax); 0 or absent otherwise. */
  taxCents?: number;
  /** What the buyer entered at the provider's checkout for the invoice (Stripe's customer_details). */
  buyer?: BuyerDetails;
}

/** The buyer's billing details as the provider collected them; any may be missing. */
export interface BuyerDetails {
  name: string | null;
  company: string | null;
  taxId: string | null;
  address: string | null;
}

interface EventBase {
  provider: ProviderName;
  /** The provider's event id: applied once, under a unique constraint. */
  eventId: string;
  /** When the provider's object took the state the event carries. */
  occurredAt: Date;
}

/** What an invoice is for; the subscription's new state when the provider sends it along. */
interface InvoiceSubject {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  userId: string | null;
  plan: PaidPlan;
  subscription: SubscriptionSnapshot | null;
  /** The invoice is Team Access's (seats), not a learner's own plan. */
  forTeam?: boolean;
}

export type BillingEvent = EventBase &
  (
    | {
        type: 'checkout.completed';
        providerSessionId: string;
        userId: string | null;
        product: Product;
        providerCustomerId: string | null;
        subscription: SubscriptionSnapshot | null;
        payment: PaymentReceived | null;
      }
    | { type: 'checkout.cancelled'; providerSessionId: string }
    | { type: 'subscription.changed'; subscription: SubscriptionSnapshot }
    | (InvoiceSubject & { type: 'invoice.paid'; payment: PaymentReceived })
    | (InvoiceSubject & { type: 'invoice.payment_failed'; amountCents: number })
    | { type: 'payment.refunded'; paymentRef: string | null; paymentIntentId: string | null }
  );

export interface CheckoutRequest {
  /** Our learner. */
  userId: string;
  email: string;
  providerCustomerId: string;
  product: Product;
  /** Seats, for Team Access; 1 otherwise. */
  quantity: number;
  successUrl: string;
  cancelUrl: string;
  /** The provider's promotion code to apply (a promo code the learner entered on our site), if any. */
  providerPromotionCodeId?: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** One customer per learner: called once, the id is kept in billing_customers. */
  createCustomer(learner: { userId: string; email: string; name: string }): Promise<string>;
  /** A checkout page for a plan (yearly subscription) or an add-on (one-time payment). */
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /**
   * Ends a hosted checkout page so it can no longer be paid. Stripe's pages stay payable for a
   * day; the local provider has none (its checkouts are re-checked when paid), so it leaves this out.
   */
  expireCheckout?(providerSessionId: string): Promise<void>;
  /**
   * Sets a Team Access subscription's seats: more are charged at once, prorated; fewer take effect
   * from the next period (no credit). The provider reports the new state as an event. The local
   * provider leaves this out: its seats change through the local billing service.
   */
  changeSeats?(providerSubscriptionId: string, seats: number, direction: 'more' | 'fewer'): Promise<void>;
  /**
   * Makes a promo code at the provider (Stripe: a coupon and its promotion code, with the same
   * terms). The local provider leaves this out: its codes live in our database only.
   */
  createPromotion?(terms: PromoTerms): Promise<{ couponId: string; promotionCodeId: string }>;
  /**
   * Keeps the provider's promotion code in step with an admin's change (decision 0109). Stripe
   * lets a promotion code be switched on or off but never changes its expiry or maximum: for those,
   * the old one is switched off and a new one made with the same code and coupon, allowing the
   * redemptions left. Answers the promotion code that now stands for the code.
   */
  updatePromotion?(
    current: { couponId: string; promotionCodeId: string },
    change: { code: string; active: boolean; expiresAt: Date | null; redemptionsLeft: number | null; replace: boolean },
  ): Promise<{ promotionCodeId: string }>;
  /**
   * Ends a subscription now, without a refund: its learner deleted their account (decision 0103).
   * One already ended is not an error. The local provider leaves this out: its subscriptions live
   * in our database only and end with the account's rows.
   */
  cancelSubscription?(providerSubscriptionId: string): Promise<void>;
  /**
   * Sets a subscription to end at the close of its period (true) or to renew again (false), and
   * answers its new state (decision 0085: the renewal notice's one-click cancel). The local
   * provider has no far side to tell, so it leaves this out (LocalBillingService does it).
   */
  setCancelAtPeriodEnd?(providerSubscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot | null>;
  /** A page where the learner upgrades, cancels or resumes their subscription. */
  createPortal(request: { providerCustomerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Refunds a payment in full and ends the subscription it paid for, if any. */
  refund(payment: { ref: string; paymentIntentId: string | null; providerSubscriptionId: string | null }): Promise<{ refundId: string }>;
  /**
   * Reads a webhook delivery: verifies the signature over the raw body and turns the event into
   * ours (null for an event we do not act on). Throws WebhookSignatureError when it is not genuine.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent | null>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider refused or could not be reached; its message is safe to show. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    message: string,
    /** The provider could not be reached or failed on its side: the same call may work later. */
    readonly temporary = false,
  ) {
    super(message);
  }
}
