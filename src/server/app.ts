import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailTransport } from './adapters/mail/create-mail-transport';
import type { MailTransport } from './adapters/mail/mail-transport';
import { createFileStorage } from './adapters/storage/create-file-storage';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { ChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { frameworkErrorOptions } from './http/framework-errors';
import { applyHttpPolicies } from './http/http-policies';
import { requestIdOptions } from './http/request-id';
import { RateLimiter } from './http/rate-limiter';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAuth } from './modules/accounts/auth';
import { authRoutes } from './modules/accounts/auth.routes';
import { ViewerResolver } from './viewer-resolver';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { recordEvent } from './modules/analytics/analytics.service';
import { adminBillingRoutes, adminPromoCodeRoutes, adminTeamsRoutes, billingRoutes } from './modules/billing/billing.routes';
import { adminInvoiceRoutes, invoiceRoutes } from './modules/billing/invoices.routes';
import { adminCallsRoutes, callsRoutes } from './modules/calls/calls.routes';
import { learningEmailsRoutes } from './modules/learning-emails/learning-emails.routes';
import { renewalNoticesRoutes } from './modules/billing/renewal-notices.routes';
import { adminWorkshopsRoutes, workshopsRoutes } from './modules/workshops/workshops.routes';
import { adminCommunityRoutes } from './modules/community/admin-community.routes';
import { communityRoutes } from './modules/community/community.routes';
import { adminContinuingEducationRoutes, credentialRenewalRoutes } from './modules/certifications/credential-renewal.routes';
import { adminAuditsRoutes, auditsRoutes } from './modules/audits/audits.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { adminOpenBadgesRoutes, openBadgesRoutes } from './modules/open-badges/open-badges.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { courseBuilderRoutes } from './modules/course-builder/course-builder.routes';
import { adminAnalyticsRoutes } from './modules/analytics/admin-analytics.routes';
import { adminMessagesRoutes } from './modules/contact/admin-messages.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { adminReviewsRoutes, caseStudiesRoutes } from './modules/certifications/case-studies.routes';
import { certificationsRoutes } from './modules/certifications/certifications.routes';
import { enrollmentRoutes } from './modules/enrollment/enrollment.routes';
import { searchRoutes } from './modules/search/search.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { issueEarnedCertificates } from './modules/learning/learning.service';
import { toolsRoutes } from './modules/tools/tools.routes';
import { videoPositionsRoutes } from './modules/video-positions/video-positions.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminEmailsRoutes } from './modules/mail/admin-emails.routes';
import { adminMediaRoutes } from './modules/media/admin-media.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { adminAuditRoutes } from './modules/audit/audit.routes';
import { adminLearnersRoutes } from './modules/learners/learners.routes';
import { accountDeletionRoutes, adminAccountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { adminApiRoutes, refuseAdminRoutesOutsideTheSeam } from './modules/admin/admin-api';
import { adminHomeRoutes } from './modules/admin-home/admin-home.routes';
import { MailWorker, type MailWorkerOptions } from './modules/mail/mail-worker';
import { siteRoutes } from './modules/site/site.routes';
import type { RenderPage } from '../shared/server-render';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The resolved session-signing secret (config's, or the one kept in DATA_DIR). */
  authSecret: string;
  /** Replaces the transport chosen by config.mail (tests pass one that fails or records). */
  mailTransport?: MailTransport;
  /** Replaces the provider chosen by config.payments (tests pass Stripe pointed at a local stand-in). */
  paymentProvider?: PaymentProvider;
  /** Overrides the mail worker's timings (tests shorten them). */
  mailWorker?: Partial<MailWorkerOptions>;
  /** Serve the built web app from here; tests leave it out and get the source index.html. */
  webRoot?: string;
  /** Renders public pages on the server (src/web/entry-server.tsx); without it they render in the browser only. */
  renderPage?: RenderPage;
  logger?: boolean;
  /** How long a request's body may take to arrive (tests shorten it); 30 s by default. */
  requestBodyTimeoutMs?: number;
}

export interface App {
  server: FastifyInstance;
  /** What every module was built from (tests reach the auth API and the mail transport here). */
  context: AppContext;
  /** Not started by buildApp: main.ts starts it after listen; server.close() stops it. */
  mailWorker: MailWorker;
}

/** Builds the whole application without listening; main.ts and the API tests both use it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 200 },
    ...frameworkErrorOptions(config.publicUrl),
    ...requestIdOptions,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);

  refuseAdminRoutesOutsideTheSeam(server);
  const rateLimiter = new RateLimiter(database.db, config.rateLimitScale);
  const storage = createFileStorage(config.storage, config.dataDir);
  applyHttpPolicies(server, { publicUrl: config.publicUrl, limiter: rateLimiter, fileOrigins: storage.origin ? [storage.origin] : [], requestBodyTimeoutMs: options.requestBodyTimeoutMs });

  const mailTransport = options.mailTransport ?? createMailTransport(config.mail, config.dataDir);
  const mailWorker = new MailWorker(database.db, mailTransport, server.log, options.mailWorker);
  // Fastify runs onClose after the requests in flight are done, so the database is still open here.
  server.addHook('onClose', async () => {
    await mailWorker.stop();
    await mailTransport.close();
  });

  server.addHook('onClose', async () => {
    await storage.close();
  });
  const changes = await ChangeFeed.open(database, server.log);
  server.addHook('onClose', () => changes.close());
  changes.on('mail', () => mailWorker.wake());

  // Sign-ups are recorded here, not by the browser, so one whose events are blocked still counts (decision 0073).
  const onUserCreated = (userId: string) => recordEvent(database.db, { name: 'sign_up_completed', userId, properties: { method: 'email' } });
  // Certificates earned before the email was confirmed are issued when it is.
  const onEmailVerified = async (userId: string) => {
    await issueEarnedCertificates(database.db, userId);
  };
  const auth = createAuth({ db: database.db, log: server.log, secret: options.authSecret, publicUrl: config.publicUrl, onUserCreated, onEmailVerified });
  const context: AppContext = {
    config,
    database,
    log: server.log,
    changes,
    mail: { transport: mailTransport },
    payments: options.paymentProvider ?? createPaymentProvider(config.payments, config.publicUrl),
    auth,
    storage,
    viewers: new ViewerResolver(auth, database.db),
    rateLimiter,
    signingSecret: options.authSecret,
    web: { root: options.webRoot, renderPage: options.renderPage },
  };
  await server.register(healthRoutes(context));
  await server.register(authRoutes(context));
  await server.register(accountsRoutes(context));
  await server.register(accountDeletionRoutes(context));
  await server.register(catalogRoutes(context));
  await server.register(searchRoutes(context));
  // Every admin area joins here; the seam checks the admin role on each of its requests.
  await server.register(
    adminApiRoutes(context, [
      adminEmailsRoutes(context),
      adminMediaRoutes(context),
      courseBuilderRoutes(context),
      adminBillingRoutes(context),
      adminPromoCodeRoutes(context),
      adminInvoiceRoutes(context),
      adminTeamsRoutes(context),
      adminMessagesRoutes(context),
      adminAnalyticsRoutes(context),
      adminHomeRoutes(context),
      adminCallsRoutes(context),
      adminOpenBadgesRoutes(context),
      adminWorkshopsRoutes(context),
      adminContinuingEducationRoutes(context),
      adminAuditRoutes(context),
      adminLearnersRoutes(context),
      adminAccountDeletionRoutes(context),
      adminAuditsRoutes(context),
      adminReviewsRoutes(context),
      adminCommunityRoutes(context),
    ]),
  );
  await server.register(enrollmentRoutes(context));
  await server.register(learningRoutes(context));
  await server.register(toolsRoutes(context));
  await server.register(videoPositionsRoutes(context));
  await server.register(certificatesRoutes(context));
  await server.register(certificationsRoutes(context));
  await server.register(openBadgesRoutes(context));
  await server.register(caseStudiesRoutes(context));
  await server.register(analyticsRoutes(context));
  await server.register(contactRoutes(context));
  await server.register(mediaRoutes(context));
  await server.register(billingRoutes(context));
  await server.register(renewalNoticesRoutes(context));
  await server.register(invoiceRoutes(context));
  await server.register(callsRoutes(context));
  await server.register(workshopsRoutes(context));
  await server.register(communityRoutes(context));
  await server.register(credentialRenewalRoutes(context));
  await server.register(auditsRoutes(context));
  await server.register(teamsRoutes(context));
  await server.register(learningEmailsRoutes(context));
  await server.register(siteRoutes(context));
  return { server, context, mailWorker };
}

