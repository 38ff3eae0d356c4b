import type { FastifyInstance } from 'fastify';
import {
  advanceLocalTeamTestClock,
  advanceLocalTestClock,
  cancelLocalTeamSubscription,
  cancelLocalCheckout,
  cancelLocalSubscription,
  checkSubscription,
  createAddOnCheckout,
  createCheckout,
  getCheckoutOutcome,
  getAdminBilling,
  getLocalCheckout,
  getLocalPortal,
  getLocalTeamPortal,
  listMyOrders,
  openCustomerPortal,
  payLocalCheckout,
  receiveStripeWebhook,
  refundOrder,
  resumeLocalSubscription,
  resumeLocalTeamSubscription,
  upgradeLocalSubscription,
} from '../../../shared/api/billing';
import { changeTeamSeats, createTeamCheckout, getAdminTeam, listAdminTeams } from '../../../shared/api/teams';
import { cancelRenewal, describeRenewalCancelLink } from '../../../shared/api/renewal-cancel';
import { applyLocalPromoCode, createPromoCode, listPromoCodes, quotePromoCode, updatePromoCode } from '../../../shared/api/promo-codes';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { AdminBillingService } from './admin-billing.service';
import { AdminTeamsService } from './admin-teams.service';
import { BillingService, type BillingDeps } from './billing.service';
import { LocalBillingService } from './local-billing.service';
import { RenewalCancelService } from './renewal-cancel.service';
import { sellerDetails } from './invoices.service';

function billingDeps({ database, payments, config }: AppContext): BillingDeps {
  const { supportEmail, company } = config.mail;
  return { db: database.db, provider: payments, settings: { publicUrl: config.publicUrl, supportEmail, seller: sellerDetails(company, supportEmail) } };
}

/** The learner's billing endpoints (spec §7: create-checkout, check-subscription, customer-portal), the webhook, and the local test mode's pages. */
/** Previews one learner may ask for in a window: enough to try a few codes, too few to guess them. */
const PROMO_QUOTES_PER_USER = { limit: 30, windowSeconds: 15 * 60 };

export function billingRoutes(context: AppContext) {
  const { viewers, payments, rateLimiter } = context;
  const deps = billingDeps(context);
  const billing = new BillingService(deps);
  const local = new LocalBillingService(deps, billing, context.config.payments.mode === 'local' && context.config.payments.publicSite ? 'admins' : 'everyone');
  const renewalCancel = new RenewalCancelService(deps, billing, payments.name === 'local' ? local : null, context.signingSecret);
  return async function register(app: FastifyInstance): Promise<void> {
    // The renewal notice's one-click cancel (decision 0085): no session, the signed link is the authority.
    registerEndpoint(app, describeRenewalCancelLink, async ({ query }) => renewalCancel.describe(query.token));
    registerEndpoint(app, cancelRenewal, async ({ query }) => renewalCancel.cancel(query.token));
    registerEndpoint(app, createCheckout, async ({ body }, request) => billing.startCheckout(await viewers.requireVerifiedUser(request), body.plan, body.promoCode));
    registerEndpoint(app, createAddOnCheckout, async ({ body }, request) => billing.startCheckout(await viewers.requireVerifiedUser(request), body.addOn));
    registerEndpoint(app, createTeamCheckout, async ({ body }, request) => billing.startTeamCheckout(await viewers.requireVerifiedUser(request), body.seats));
    registerEndpoint(app, changeTeamSeats, async ({ body }, request) => {
      const viewer = await viewers.requireUser(request);
      return payments.name === 'local' ? local.changeTeamSeats(viewer, body.seats) : billing.changeSeats(viewer, body.seats);
    });
    registerEndpoint(app, quotePromoCode, async ({ params, query }, request) => {
      const viewer = await viewers.requireUser(request);
      await rateLimiter.consume(`promo-quote:user:${viewer.id}`, PROMO_QUOTES_PER_USER);
      return billing.promoCodes.preview(viewer.id, params.code, query.plan);
    });
    registerEndpoint(app, checkSubscription, async (_input, request) => billing.checkSubscription(await viewers.requireUser(request)));
    registerEndpoint(app, openCustomerPortal, async (_input, request) => billing.openPortal(await viewers.requireUser(request)));
    registerEndpoint(app, getCheckoutOutcome, async ({ params }, request) => billing.checkoutOutcome(await viewers.requireUser(request), params.id));
    registerEndpoint(app, listMyOrders, async (_input, request) => billing.listMyOrders(await viewers.requireUser(request)));

    // The signature is computed over the exact bytes sent, so this route keeps the body raw.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
      registerEndpoint(webhook, receiveStripeWebhook, async (_input, request) => {
        const signature = request.headers['stripe-signature'];
        const { ignored } = await billing.receiveWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        if (ignored) request.log.warn({ reason: ignored }, 'Stripe webhook event ignored');
        return { received: true };
      });
    });

    if (payments.name !== 'local') return;
    registerEndpoint(app, getLocalCheckout, async ({ params }, request) => local.getCheckout(await viewers.requireUser(request), params.id));
    registerEndpoint(app, applyLocalPromoCode, async ({ params, body }, request) => local.applyPromoCode(await viewers.requireUser(request), params.id, body.code));
    registerEndpoint(app, payLocalCheckout, async ({ params }, request) => local.pay(await viewers.requireUser(request), params.id));
    registerEndpoint(app, cancelLocalCheckout, async ({ params }, request) => local.cancel(await viewers.requireUser(request), params.id));
    registerEndpoint(app, getLocalPortal, async (_input, request) => local.portal(await viewers.requireUser(request)));
    registerEndpoint(app, upgradeLocalSubscription, async (_input, request) => local.upgrade(await viewers.requireUser(request)));
    registerEndpoint(app, cancelLocalSubscription, async (_input, request) => local.setCancelAtPeriodEnd(await viewers.requireUser(request), true));
    registerEndpoint(app, resumeLocalSubscription, async (_input, request) => local.setCancelAtPeriodEnd(await viewers.requireUser(request), false));
    registerEndpoint(app, advanceLocalTestClock, async ({ body }, request) => local.advanceClock(await viewers.requireUser(request), body.renewal));
    registerEndpoint(app, getLocalTeamPortal, async (_input, request) => local.teamPortal(await viewers.requireUser(request)));
    registerEndpoint(app, cancelLocalTeamSubscription, async (_input, request) => local.setTeamCancelAtPeriodEnd(await viewers.requireUser(request), true));
    registerEndpoint(app, resumeLocalTeamSubscription, async (_input, request) => local.setTeamCancelAtPeriodEnd(await viewers.requireUser(request), false));
    registerEndpoint(app, advanceLocalTeamTestClock, async ({ body }, request) => local.advanceTeamClock(await viewers.requireUser(request), body.renewal));
  };
}

/** /admin/billing's API, inside the admin seam (which answers 401 and 403 itself). */
export function adminBillingRoutes(context: AppContext): AdminRoutes {
  const { viewers } = context;
  const deps = billingDeps(context);
  const admin = new AdminBillingService(deps, new BillingService(deps));
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getAdminBilling, async () => admin.overview());
    registerEndpoint(app, refundOrder, async ({ params }, request) => admin.refund(await viewers.requireAdmin(request), params.id));
  };
}

/** /admin/promo-codes' API, inside the admin seam. */
export function adminPromoCodeRoutes(context: AppContext): AdminRoutes {
  const { viewers } = context;
  const promoCodes = new BillingService(billingDeps(context)).promoCodes;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, listPromoCodes, async () => promoCodes.list());
    registerEndpoint(app, createPromoCode, async ({ body }, request, reply) => reply.code(201).send(await promoCodes.create(await viewers.requireAdmin(request), body)));
    registerEndpoint(app, updatePromoCode, async ({ params, body }, request) => promoCodes.update(await viewers.requireAdmin(request), params.id, body));
  };
}

/** /admin/teams's API, inside the admin seam: teams, members and their payments (refunded through the billing route above). */
export function adminTeamsRoutes(context: AppContext): AdminRoutes {
  const teams = new AdminTeamsService(context.database.db);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, listAdminTeams, async ({ query }) => teams.list(query));
    registerEndpoint(app, getAdminTeam, async ({ params }) => teams.team(params.id));
  };
}
