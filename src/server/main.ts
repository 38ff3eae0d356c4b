import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { pageRendererEntry, webRoot } from './paths';
import { loadPageRenderer } from './modules/site/page-renderer';
import { resolveAuthSecret } from './auth-secret';
import { ensureAdminAccount } from './modules/accounts/admin-accounts';
import { makeOwnerOnly, protectDataDir } from './db/owner-only';
import { checkStripePrices } from './adapters/payments/price-check';

async function start(config: AppConfig): Promise<void> {
  // Stripe must charge what the site shows: a price that differs stops the start (decision 0109).
  if (config.payments.mode === 'stripe') await checkStripePrices(config.payments);
  protectDataDir(config.dataDir);
  const database: DatabaseHandle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  // PGlite gives its files a mode of its own, whatever the umask: corrected once it has made them
  // (files it makes later stay behind the owner-only folder).
  makeOwnerOnly(config.dataDir);
  const renderPage = await loadPageRenderer(pageRendererEntry);
  const { server, context, mailWorker } = await buildApp({ config, database, webRoot, renderPage, authSecret: resolveAuthSecret(config) });
  if (config.admin) await ensureAdminAccount(context.auth, database.db, config.admin);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      // Also stops the mail worker (an onClose hook), waiting for a send in flight.
      await server.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await server.listen({ host: config.host, port: config.port });
  mailWorker.start();
  if (config.payments.mode === 'local' && config.payments.publicSite) {
    server.log.warn('ALLOW_TEST_PAYMENTS=true on a public site: anyone can take a plan without paying (the local test checkout); only admins may move its test clock');
  }
  server.log.info(`Site ready at ${config.publicUrl} (database: ${database.kind}, mail: ${describeMail(config)}, payments: ${describePayments(config)})`);
}

function describePayments(config: AppConfig): string {
  if (config.payments.mode === 'local') return 'local test checkout, no money moves';
  return config.payments.secretKey.includes('_live_') ? 'Stripe, live mode' : 'Stripe, test mode';
}

function describeMail(config: AppConfig): string {
  if (config.mail.mode === 'local') return `local mailbox in ${path.resolve(config.dataDir, 'mailbox')}`;
  const url = new URL(config.mail.smtpUrl);
  return `SMTP via ${url.host}`;
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
}
