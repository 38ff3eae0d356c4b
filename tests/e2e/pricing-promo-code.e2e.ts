import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { confirmEmail } from './support/mailbox';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { resetServerClock, shiftServerClock } from './support/server-clock';
import { uniqueEmail } from './support/unique-email';

const HOUR = 3_600_000;

/** Issue 33: a promo code given on /pricing, previewed there and carried into the plan's checkout. */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? process.env.E2E_SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sameOrigin = () => ({ origin: baseUrl() });

async function createCode(code: string, terms: Record<string, unknown> = {}): Promise<void> {
  const context = await browser.newContext();
  expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
  const created = await context.request.post(`${baseUrl()}/api/admin/promo-codes`, {
    data: { code, discountKind: 'percent', percentOff: 20, plans: ['pro', 'elite'], duration: 'once', ...terms },
    headers: sameOrigin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
}

async function learner(viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Robin', lastName: 'Diaz', email: uniqueEmail('e2e-pricing-promo'), password: 'correct-horse-42' },
    headers: sameOrigin(),
  });
  expect(signedUp.status()).toBe(200);
  await confirmEmail(context.request);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The disclosure's summary (a <details>, so it opens before the page's script runs: decision 0110). */
const promoDisclosure = (page: Page) => page.locator('summary', { hasText: 'Have a promo code?' });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

describe('a promo code on the pricing page', () => {
  it('is closed by default', async () => {
    const context = await learner('desktop');
    const page = await open(context, '/pricing');
    const disclosure = promoDisclosure(page);
    await expectVisible(disclosure);
    expect(await disclosure.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByLabel('Promo code').isVisible()).toBe(false);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a partner's link shows the discounted price and Pro's checkout opens with the code applied (${viewport})`, async () => {
      const code = unique('PARTNER');
      await createCode(code);
      const context = await learner(viewport);
      const page = await open(context, `/pricing?code=${code.toLowerCase()}`);
      expect(await page.getByLabel('Promo code').inputValue()).toBe(code.toLowerCase());
      await expectVisible(page.getByText('Pro Member: $199.20 the first year, then $249.00 a year'));
      await expectVisible(page.getByText('Elite Access: $559.20 the first year, then $699.00 a year'));
      await promoDisclosure(page).scrollIntoViewIfNeeded();
      expect(await findAxeViolations(page)).toEqual([]);
      await screenshot(page, `pricing-promo-code-${viewport}`);

      await page.getByRole('link', { name: 'Get Pro Member' }).click();
      await page.waitForURL(/\/checkout\//);
      await expectVisible(page.getByText('20% off the first year'));
      await expectVisible(page.getByText('$199.20').first());
      await screenshot(page, `pricing-promo-code-checkout-${viewport}`);
      await context.close();
    });
  }

  it('says under the field why an expired code cannot be used, and stays on the page', async () => {
    const code = unique('SOON');
    await createCode(code, { expiresAt: new Date(Date.now() + HOUR).toISOString() });
    shiftServerClock(2 * HOUR);
    onTestFinished(resetServerClock);
    await expect.poll(async () => (await fetch(`${baseUrl()}/api/billing/promo-codes/${code}/quote?plan=pro`)).status, { timeout: 10_000 }).not.toBe(200);
    const context = await learner('mobile');
    const page = await open(context, '/pricing');
    await promoDisclosure(page).click();
    await page.getByLabel('Promo code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: `The code ${code} expired on` }));
    expect(await page.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('link', { name: 'Get Pro Member' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: `The code ${code} expired on` }));
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.getByLabel('Promo code').scrollIntoViewIfNeeded();
    await screenshot(page, 'pricing-promo-code-expired-mobile');
    await context.close();
  });

  it("a visitor's plan button keeps the code through sign-up", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await open(context, '/pricing?code=PARTNER20');
    expect(await page.getByRole('link', { name: 'Get Pro Member' }).getAttribute('href')).toBe('/auth?plan=pro&code=PARTNER20');
    await context.close();
  });
});
