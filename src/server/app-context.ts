import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { FileStorage } from './adapters/storage/file-storage';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import type { RateLimiter } from './http/rate-limiter';
import type { Auth } from './modules/accounts/auth';
import type { ViewerResolver } from './viewer-resolver';
import type { RenderPage } from '../shared/server-render';

/**
 * What every module's `xxxRoutes(ctx)` receives: the configuration, the adapters (database,
 * mail; later payments and storage), the logger, and the two checks every route uses (who the
 * viewer is, how often an address may ask). Built once by `buildApp`. A module builds its own
 * services from it; nothing a single module owns belongs here.
 */
export interface AppContext {
  config: AppConfig;
  /** `database.db` is what services and data functions take; `kind` and `ping` are for health. */
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Announces changes that other app processes keep copies of, and hears theirs. */
  changes: ChangeFeed;
  mail: {
    transport: MailTransport;
  };
  /** Stripe or the local test-mode provider, by config.payments. */
  payments: PaymentProvider;
  auth: Auth;
  /** Uploaded files: the disk under DATA_DIR, or S3 when S3_BUCKET is set. */
  storage: FileStorage;
  /** The viewer of a request and the policies `requireUser` / `requireAdmin`. */
  viewers: ViewerResolver;
  rateLimiter: RateLimiter;
  /** AUTH_SECRET: also signs links that act without a session (unsubscribe). */
  signingSecret: string;
  /** The web app the site module serves. */
  web: {
    /** The built web app (dist/web); absent in API tests, which get the source index.html. */
    root: string | undefined;
    /** Renders public pages on the server; without it they render in the browser only. */
    renderPage: RenderPage | undefined;
  };
}
