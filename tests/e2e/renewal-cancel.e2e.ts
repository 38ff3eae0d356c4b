import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { renewalCancelLinkFor } from './support/mailbox';
import { startOwnServer, type OwnServer } from './support/own-server';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 33, decision 0085: the renewal notice of an annual plan carries a one-click cancel link.
 * The journey's own server runs its clock ahead to a week before the renewal, so the notice is sent.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const DAY = 24 * 60 * 60 * 1000;

let browser: Browser;
let site: OwnServer;
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'renewal-cancel-clock-')), 'offset');
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startOwnServer({ RENEWAL_NOTICES_INTERVAL_SECONDS: '1' }, { clockFile });
});
afterAll(async () => {
  await site?.stop();
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const newContext = (viewport: ViewportName): Promise<BrowserContext> => browser.newContext({ viewport: VIEWPORTS[viewport], timezoneId: 'UTC' });

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  return page;
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A new learner on an annual Pro plan bought at the local checkout; answers their account and when the plan renews. */
async function annualLearner(): Promise<{ email: string; password: string; renewsOn: Date }> {
  const account = { firstName: 'Robin', lastName: 'Diaz', email: uniqueEmail('e2e-renewal-cancel'), password: 'correct-horse-42' };
  const context = await newContext('desktop');
  try {
    expect((await context.request.post(`${site.baseUrl}/api/auth/sign-up/email`, { data: account, headers: { origin: site.baseUrl } })).status()).toBe(200);
    await subscribeThroughLocalCheckout(context.request, 'pro', site);
    const status = (await (await context.request.get(`${site.baseUrl}/api/billing/subscription`)).json()) as { currentPeriodEnd: string };
    return { email: account.email, password: account.password, renewsOn: new Date(status.currentPeriodEnd) };
  } finally {
    await context.close();
  }
}

describe('one-click cancel from the renewal notice', () => {
  it('the notice arrives a week before the renewal; its link cancels without signing in, a second visit says it is set to end, and the dashboard says the plan ends on the date', async () => {
    const learner = await annualLearner();
    const renewsOn = longDate(learner.renewsOn);
    writeFileSync(clockFile, String(learner.renewsOn.getTime() - Date.now() - 5 * DAY));
    const link = await renewalCancelLinkFor(learner.email, site);

    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(viewport);
      const page = await open(context, link);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Cancel the renewal of your Pro Member plan?' }));
      await expectVisible(page.getByText(`It renews on ${renewsOn} for $249.00.`, { exact: false }));
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, `renewal-cancel-${viewport}`);
      await context.close();
    }

    const anonymous = await newContext('desktop');
    const page = await open(anonymous, link);
    await page.getByRole('button', { name: 'Cancel Renewal' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Your Pro Member plan will not renew' }));
    await expectVisible(page.getByRole('status').filter({ hasText: `Done. It stays open until ${renewsOn}, and nothing more is charged.` }));
    expect(await findAxeViolations(page)).toEqual([]);
    await shot(page, 'renewal-cancel-done-desktop');

    const again = await open(anonymous, link);
    await expectVisible(again.getByRole('status').filter({ hasText: `This plan is already set to end. It stays open until ${renewsOn}` }));
    expect(await again.getByRole('button', { name: 'Cancel Renewal' }).count()).toBe(0);
    await anonymous.close();

    const mobile = await newContext('mobile');
    await shot(await open(mobile, link), 'renewal-cancel-done-mobile');
    await mobile.close();

    const signedIn = await newContext('desktop');
    expect((await signedIn.request.post(`${site.baseUrl}/api/auth/sign-in/email`, { data: { email: learner.email, password: learner.password }, headers: { origin: site.baseUrl } })).status()).toBe(200);
    const dashboard = await open(signedIn, '/dashboard');
    await expectVisible(dashboard.getByText(`Cancels on ${renewsOn}. Your courses stay open until then.`));
    await shot(dashboard, 'renewal-cancel-dashboard-desktop');
    await signedIn.close();
  });

  it('a changed link says it does not work and offers to sign in and manage the plan', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(viewport);
      const page = await open(context, '/renewal/cancel?token=not-a-real-token');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'This cancel link does not work' }));
      await expectVisible(page.getByRole('alert').filter({ hasText: 'This cancel link is not valid.' }));
      await expectVisible(page.getByRole('link', { name: 'Sign in to manage your plan' }));
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, `renewal-cancel-invalid-${viewport}`);
      await context.close();
    }
  });
});
