import { addOnProblem, checkoutProblem, isPaidPlan, paymentSuccessPath, productName, productPriceCents, STRIPE_CHECKOUT_ID_TEMPLATE, subscriptionGrantsPlan, TEAM_SEATS, type Product } from '../../../shared/billing';
import { seatReductionProblem, seatProrationCents } from '../../../shared/teams';
import { normalizePromoCode } from '../../../shared/promo-codes';
import type { CheckoutOutcomeResponse, CheckSubscriptionResponse, OrdersResponse } from '../../../shared/api/billing';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import type { DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { teamOfOwner, type Team } from '../teams/teams.service';
import { findActivePlan } from './subscription.service';
import { closeCheckout, findCheckout, findCustomerId, findSubscription, insertCheckout, insertCustomer, listOrdersOf } from './billing.data';
import { presentOrder, presentSubscription } from './billing.presenter';
import { applyBillingEvent, type FulfilmentResult, type FulfilmentSettings } from './fulfilment.service';
import { localOnlyCode, PromoCodeService } from './promo-codes.service';

export interface BillingDeps {
  db: DbExecutor;
  provider: PaymentProvider;
  settings: FulfilmentSettings;
}

/** The learner's endpoints (spec §7 server functions): create-checkout, check-subscription, customer-portal. */
export class BillingService {
  readonly promoCodes: PromoCodeService;

  constructor(private readonly deps: BillingDeps) {
    this.promoCodes = new PromoCodeService(deps, this);
  }

  /**
   * Opens a checkout for a plan or an add-on; a plan or add-on already held (or included) gets a
   * clear 409. The learner's own plan counts here: a team seat's Pro is not theirs to manage.
   */
  async startCheckout(viewer: Viewer, product: Exclude<Product, typeof TEAM_SEATS>, promoCode?: string): Promise<{ url: string }> {
    const own = (await findActivePlan(this.deps.db, viewer.id)).plan;
    const problem = isPaidPlan(product) ? checkoutProblem(own, product) : addOnProblem(own, product);
    if (problem) throw new AppError('CONFLICT', problem);
    return this.openCheckout(viewer, product, 1, promoCode);
  }

  /** Opens a checkout for Team Access: `seats` a month each, bought by a Pro or Elite member with no team in force. */
  async startTeamCheckout(viewer: Viewer, seats: number): Promise<{ url: string }> {
    await this.assertMayBuySeats(viewer);
    return this.openCheckout(viewer, TEAM_SEATS, seats);
  }

  /** Why the viewer may not buy Team Access now (409), checked when the checkout opens and again when it is paid. */
  async assertMayBuySeats(viewer: Viewer, now: Date = new Date()): Promise<void> {
    const own = await findActivePlan(this.deps.db, viewer.id);
    if (own.plan === 'free') throw new AppError('CONFLICT', 'Team Access is bought by a Pro or Elite member for their staff. Choose a plan for yourself first.');
    const current = await teamOfOwner(this.deps.db, viewer.id, now);
    if (current && subscriptionGrantsPlan(current.team, now)) {
      throw new AppError('CONFLICT', `You already have Team Access with ${current.team.seats} seats. Add or remove seats on your team page.`);
    }
  }

  /**
   * A change of the seats of the viewer's team in force: more are charged now for the time left
   * (prorated), fewer apply from the next period and never below the members and pending
   * invitations. Answers the team and what the change costs now; null cost when nothing changes.
   */
  async planSeatChange(viewer: Viewer, seats: number, now: Date): Promise<{ team: Team; chargedCents: number; direction: 'more' | 'fewer' | null }> {
    const current = await teamOfOwner(this.deps.db, viewer.id, now);
    if (!current || !subscriptionGrantsPlan(current.team, now)) throw new AppError('CONFLICT', 'You have no Team Access to change. Buy seats on the pricing page.');
    const { team, taken } = current;
    if (seats === team.quantity && seats >= team.seats) return { team, chargedCents: 0, direction: null };
    if (seats > team.seats) {
      const period = team.currentPeriodStart && team.currentPeriodEnd ? { start: team.currentPeriodStart, end: team.currentPeriodEnd } : null;
      return { team, chargedCents: period ? seatProrationCents(seats - team.seats, period, now) : 0, direction: 'more' };
    }
    const problem = seatReductionProblem(seats, taken);
    if (problem) throw new AppError('CONFLICT', problem, 'seats');
    return { team, chargedCents: 0, direction: 'fewer' };
  }

  /** Changes seats at Stripe; its event (subscription updated, and the prorated invoice) applies the change through fulfilment. */
  async changeSeats(viewer: Viewer, seats: number): Promise<{ seats: number; nextPeriodSeats: number; chargedCents: number }> {
    const { team, chargedCents, direction } = await this.planSeatChange(viewer, seats, new Date());
    if (direction === null) return { seats: team.seats, nextPeriodSeats: team.quantity, chargedCents: 0 };
    const { provider } = this.deps;
    if (!provider.changeSeats || team.provider !== provider.name) throw new AppError('CONFLICT', 'This team is billed in another payment mode: its seats cannot be changed here.');
    await this.callProvider(() => provider.changeSeats!(team.providerSubscriptionId, seats, direction));
    return { seats: direction === 'more' ? seats : team.seats, nextPeriodSeats: seats, chargedCents };
  }

  private async openCheckout(viewer: Viewer, product: Product, quantity: number, promoCode?: string): Promise<{ url: string }> {
    const { db, provider, settings } = this.deps;
    const promo = promoCode ? await this.promoCodes.quote(viewer.id, normalizePromoCode(promoCode), product, quantity) : null;
    if (promo && provider.name !== 'local' && !promo.row.providerPromotionCodeId) throw localOnlyCode(promo.row.code);
    const providerCustomerId = await this.customerOf(viewer);
    const session = await this.callProvider(() =>
      provider.createCheckout({
        userId: viewer.id,
        email: viewer.email,
        providerCustomerId,
        product,
        quantity,
        successUrl: `${settings.publicUrl}${paymentSuccessPath(product, STRIPE_CHECKOUT_ID_TEMPLATE)}`,
        cancelUrl: `${settings.publicUrl}/cancel`,
        providerPromotionCodeId: promo?.row.providerPromotionCodeId ?? null,
      }),
    );
    await insertCheckout(db, {
      userId: viewer.id,
      provider: provider.name,
      providerSessionId: session.providerSessionId,
      product,
      quantity,
      amountCents: promo?.quote.totalCents ?? productPriceCents(product) * quantity,
      promoCodeId: promo?.row.id ?? null,
      discountCents: promo?.quote.discountCents ?? 0,
    });
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

  /**
   * What /success shows: only the viewer's own checkout counts; another learner's, a made-up one
   * or a cancelled one answers 'none', as if nothing was bought. Open means the provider's event
   * has not been applied yet (it may come after the redirect): the page keeps asking.
   */
  async checkoutOutcome(viewer: Viewer, providerSessionId: string): Promise<CheckoutOutcomeResponse> {
    const checkout = await findCheckout(this.deps.db, providerSessionId);
    const plan = (await findActivePlan(this.deps.db, viewer.id)).plan;
    if (!checkout || checkout.userId !== viewer.id || checkout.status === 'cancelled') return { outcome: 'none', product: null, productName: null, plan };
    return {
      outcome: checkout.status === 'completed' ? 'paid' : 'confirming',
      product: checkout.product,
      productName: productName(checkout.product),
      plan,
    };
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
  async apply(event: Parameters<typeof applyBillingEvent>[1], alsoWhenApplied?: Parameters<typeof applyBillingEvent>[3]): Promise<FulfilmentResult> {
    const result = await applyBillingEvent(this.deps.db, event, this.deps.settings, alsoWhenApplied);
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
