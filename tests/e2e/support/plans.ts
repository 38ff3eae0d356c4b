import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../../src/server/db/schema';
import { findUserByEmail } from '../../../src/server/modules/accounts/accounts.data';
import { baseUrl } from './browser';
import { confirmEmail, type MailingServer } from './mailbox';

/**
 * A learner on the Pro plan, made before the server starts the way the API tests give a learner a
 * plan (an active subscription row), until the journeys can buy one through the local checkout.
 */
export const E2E_PRO_LEARNER = { email: 'pro-learner@e2e.example.com', password: 'e2e-pro-password', firstName: 'Sam', lastName: 'Okafor' } as const;

/** Signs the Pro learner up through the app's own auth (so the password hashes as at sign-up) and subscribes them. */
export async function createPlanLearners(database: DatabaseHandle, dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false, authSecret: 'e2e-setup-secret-that-signs-nothing-kept' });
  try {
    const { email, password, firstName, lastName } = E2E_PRO_LEARNER;
    await app.context.auth.api.signUpEmail({ body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName } });
    const user = await findUserByEmail(database.db, email);
    await database.db.insert(subscriptions).values({ userId: user!.id, planType: 'pro', status: 'active' });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
  } finally {
    await app.server.close();
  }
}

/** Buys `plan` through the local test-mode checkout's API, as its Pay button does (confirming a new account's email first), on the shared journey server or `server`. */
export async function subscribeThroughLocalCheckout(api: APIRequestContext, plan: 'pro' | 'elite', server?: MailingServer): Promise<void> {
  // Paying needs a confirmed email address: a new account follows the link in its mailbox first.
  await confirmEmail(api, server);
  const site = server?.baseUrl ?? baseUrl();
  const headers = { origin: site };
  const opened = await api.post(`${site}/api/billing/checkout`, { data: { plan }, headers });
  expect(opened.status()).toBe(200);
  const id = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await api.post(`${site}/api/billing/local/checkouts/${id}/payment`, { headers })).status()).toBe(200);
}
