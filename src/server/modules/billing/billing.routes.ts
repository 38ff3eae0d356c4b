import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOnCheckoutBodySchema,
  advanceClockBodySchema,
  adminBillingResponseSchema,
  checkSubscriptionResponseSchema,
  createCheckoutBodySchema,
  localCheckoutResponseSchema,
  localPortalResponseSchema,
  ordersResponseSchema,
  providerSessionIdSchema,
  redirectResponseSchema,
  refundResponseSchema,
} from '../../../shared/api/billing';
import type { AppContext } from '../../app-context';
import type { AdminRoutes } from '../admin/admin-api';
import { AdminBillingService } from './admin-billing.service';
import { BillingService, type BillingDeps } from './billing.service';
import { LocalBillingService } from './local-billing.service';

/** The Stripe webhook: the one write exempt from the cross-site check (it is verified by its signature). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

function billingDeps({ database, payments, config, mail }: AppContext): BillingDeps {
  return { db: database.db, provider: payments, settings: { publicUrl: config.publicUrl, supportEmail: config.mail.supportEmail }, emailQueued: mail.emailQueued };
}

/** The learner's billing endpoints (spec §7: create-checkout, check-subscription, customer-portal), the webhook, and the local test mode's pages. */
export function billingRoutes(context: AppContext) {
  const { viewers, payments } = context;
  const deps = billingDeps(context);
  const billing = new BillingService(deps);
  const local = new LocalBillingService(deps, billing);
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/billing/checkout', { schema: { body: createCheckoutBodySchema, response: { 200: redirectResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return billing.startCheckout(viewer, request.body.plan);
    });

    routes.post('/api/billing/add-on-checkout', { schema: { body: addOnCheckoutBodySchema, response: { 200: redirectResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return billing.startCheckout(viewer, request.body.addOn);
    });

    routes.get('/api/billing/subscription', { schema: { response: { 200: checkSubscriptionResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return billing.checkSubscription(viewer);
    });

    routes.post('/api/billing/portal', { schema: { response: { 200: redirectResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return billing.openPortal(viewer);
    });

    routes.get('/api/billing/orders', { schema: { response: { 200: ordersResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return billing.listMyOrders(viewer);
    });

    if (payments.name === 'stripe') {
      // The signature is computed over the exact bytes sent, so this route keeps the body raw.
      await app.register(async (webhook) => {
        webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
        webhook.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          await billing.receiveWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
          return reply.send({ received: true });
        });
      });
      return;
    }

    const checkoutParams = z.object({ id: providerSessionIdSchema });
    routes.get('/api/billing/local/checkouts/:id', { schema: { params: checkoutParams, response: { 200: localCheckoutResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return local.getCheckout(viewer, request.params.id);
    });
    routes.post('/api/billing/local/checkouts/:id/payment', { schema: { params: checkoutParams, response: { 200: redirectResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return local.pay(viewer, request.params.id);
    });
    routes.post('/api/billing/local/checkouts/:id/cancellation', { schema: { params: checkoutParams, response: { 200: redirectResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return local.cancel(viewer, request.params.id);
    });

    const portal = { response: { 200: localPortalResponseSchema } };
    routes.get('/api/billing/local/portal', { schema: portal }, async (request) => local.portal(await viewers.requireUser(request)));
    routes.post('/api/billing/local/portal/upgrade', { schema: portal }, async (request) => local.upgrade(await viewers.requireUser(request)));
    routes.post('/api/billing/local/portal/cancellation', { schema: portal }, async (request) => local.setCancelAtPeriodEnd(await viewers.requireUser(request), true));
    routes.post('/api/billing/local/portal/resumption', { schema: portal }, async (request) => local.setCancelAtPeriodEnd(await viewers.requireUser(request), false));
    routes.post('/api/billing/local/portal/test-clock', { schema: { ...portal, body: advanceClockBodySchema } }, async (request) =>
      local.advanceClock(await viewers.requireUser(request), request.body.renewal),
    );
  };
}

/** /admin/billing's API, inside the admin seam (which answers 401 and 403 itself). */
export function adminBillingRoutes(context: AppContext): AdminRoutes {
  const deps = billingDeps(context);
  const admin = new AdminBillingService(deps, new BillingService(deps));
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/billing', { schema: { response: { 200: adminBillingResponseSchema } } }, async () => admin.overview());
    routes.post('/billing/orders/:id/refund', { schema: { params: z.object({ id: z.uuid('Order not found.') }), response: { 200: refundResponseSchema } } }, async (request) =>
      admin.refund(request.params.id),
    );
  };
}
