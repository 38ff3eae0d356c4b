import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailTransport } from './adapters/mail/create-mail-transport';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { RateLimiter } from './http/rate-limiter';
import { addSecurityHeaders } from './http/security-headers';
import { refuseCrossOriginWrites } from './http/same-origin';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAuth, type Auth } from './modules/accounts/auth';
import { authRoutes } from './modules/accounts/auth.routes';
import { ViewerResolver } from './modules/accounts/viewer';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { toolsRoutes } from './modules/tools/tools.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import { healthRoutes } from './modules/health/health.routes';
import { adminEmailsRoutes } from './modules/mail/admin-emails.routes';
import { EmailLogService } from './modules/mail/email-log.service';
import { MailWorker, type MailWorkerOptions } from './modules/mail/mail-worker';
import { readTemplate, siteRoutes } from './modules/site/site.routes';
import { sourceIndexHtml } from './paths';
import type { RenderPage } from '../shared/server-render';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The resolved session-signing secret (config's, or the one kept in DATA_DIR). */
  authSecret: string;
  /** Called after an email is queued, besides waking the app's mail worker. */
  onEmailQueued?: () => void;
  /** Replaces the transport chosen by config.mail (tests pass one that fails or records). */
  mailTransport?: MailTransport;
  /** Overrides the mail worker's timings (tests shorten them). */
  mailWorker?: Partial<MailWorkerOptions>;
  /** Serve the built web app from here; tests leave it out and get the source index.html. */
  webRoot?: string;
  /** Renders public pages on the server (src/web/entry-server.tsx); without it they render in the browser only. */
  renderPage?: RenderPage;
  logger?: boolean;
}

export interface App {
  server: FastifyInstance;
  catalog: CatalogService;
  auth: Auth;
  viewers: ViewerResolver;
  /** Not started by buildApp: main.ts starts it after listen; server.close() stops it. */
  mailWorker: MailWorker;
  mailTransport: MailTransport;
}

/** Builds the whole application without listening; main.ts and the API tests both use it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);

  addSecurityHeaders(server, config.publicUrl);
  refuseCrossOriginWrites(server, config.publicUrl);

  const mailTransport = options.mailTransport ?? createMailTransport(config.mail, config.dataDir);
  const mailWorker = new MailWorker(database.db, mailTransport, server.log, options.mailWorker);
  // Fastify runs onClose after the requests in flight are done, so the database is still open here.
  server.addHook('onClose', async () => {
    await mailWorker.stop();
    await mailTransport.close();
  });
  const onEmailQueued = () => {
    mailWorker.wake();
    options.onEmailQueued?.();
  };

  const auth = createAuth({ db: database.db, log: server.log, secret: options.authSecret, publicUrl: config.publicUrl, onEmailQueued });
  const viewers = new ViewerResolver(auth, database.db);
  const limiter = new RateLimiter(database.db, config.rateLimitScale);
  const catalog = new CatalogService(database.db, server.log);
  await server.register(healthRoutes(database));
  await server.register(authRoutes(auth, limiter, config.publicUrl));
  await server.register(accountsRoutes(viewers, database.db));
  await server.register(catalogRoutes(catalog));
  await server.register(adminEmailsRoutes(viewers, new EmailLogService(database.db, mailTransport.mode)));
  await server.register(learningRoutes(viewers, database.db));
  await server.register(toolsRoutes(viewers, database.db));
  await server.register(certificatesRoutes(viewers, database.db));
  await server.register(analyticsRoutes(viewers, database.db, limiter));
  await server.register(contactRoutes({ db: database.db, limiter, supportEmail: config.mail.supportEmail, onEmailQueued }));
  const webRoot = options.webRoot ?? undefined;
  await server.register(
    siteRoutes({
      db: database.db,
      publicUrl: config.publicUrl,
      webRoot,
      template: readTemplate(webRoot, sourceIndexHtml),
      renderPage: options.renderPage,
    }),
  );
  return { server, catalog, auth, viewers, mailWorker, mailTransport };
}

