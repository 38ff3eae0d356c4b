import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './support/browser';
import { E2E_SUPPORT_EMAIL } from './support/site-config';
import { confirmEmail } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-42';
const sameOrigin = () => ({ origin: baseUrl() });

/** A signed-in learner in their own browser context (the API calls share its cookies). */
async function newLearner(viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Dana', lastName: 'Reyes', email: uniqueEmail('e2e-success'), password: PASSWORD },
    headers: sameOrigin(),
  });
  expect(response.status()).toBe(200);
  await confirmEmail(context.request);
  return context;
}

/** Opens a local checkout for `plan` and answers its id, as the pricing page's button does. */
async function openCheckout(context: BrowserContext, plan: 'pro' | 'elite' = 'pro'): Promise<string> {
  const opened = await context.request.post(`${baseUrl()}/api/billing/checkout`, { data: { plan }, headers: sameOrigin() });
  expect(opened.status()).toBe(200);
  return new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!;
}

/** What the provider's event does when it arrives: completes the checkout (here, the local checkout's Pay). */
async function completeCheckout(context: BrowserContext, id: string): Promise<void> {
  expect((await context.request.post(`${baseUrl()}/api/billing/local/checkouts/${id}/payment`, { headers: sameOrigin() })).status()).toBe(200);
}

async function open(context: BrowserContext, path: string, { fakeClock = false } = {}): Promise<Page> {
  const page = await context.newPage();
  // A page on a fake clock lets a journey run its timers forward instead of waiting for them.
  if (fakeClock) await page.clock.install();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/** Longer than any redirect a payment page could make: the success page's is 3000 ms (spec §9). */
const LONGER_THAN_A_REDIRECT_MS = 5_000;

/** Resolves once the page has asked `count` more times whether checkout `id` was paid. */
async function outcomePolls(page: Page, id: string, count: number): Promise<void> {
  for (let asked = 0; asked < count; asked++) await page.waitForResponse((response) => response.url().includes(`/api/billing/checkouts/${id}/outcome`));
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('payment success page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`confirms the learner's own paid checkout, names the new plan, offers the dashboard and courses, then goes to the dashboard (${viewport})`, async () => {
      const context = await newLearner(viewport);
      const id = await openCheckout(context, 'elite');
      await completeCheckout(context, id);
      const page = await open(context, `/success?checkout=${id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful' }));
      await expectVisible(page.getByText('Thank you for joining Elite Access.'));
      await expectVisible(page.getByText('Your plan: Elite Access'));
      expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(await page.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.getByRole('link', { name: E2E_SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${E2E_SUPPORT_EMAIL}`);
      expect(await page.title()).toBe('Payment Successful | AI Action Academy');
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 8_000 });
      // Replaced in history: Back must not return to a page that redirects again.
      expect(await page.evaluate(() => window.history.length)).toBe(2);
      await context.close();
    });
  }

  it('says it is confirming while the payment is not yet fulfilled, and shows the new plan when a confirmation arrives three polls late, without a reload', async () => {
    const context = await newLearner();
    const id = await openCheckout(context);
    const page = await open(context, `/success?checkout=${id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Confirming your payment' }));
    await expectVisible(page.getByText(/this page updates by itself/));
    expect(await page.getByText('Payment Successful').count()).toBe(0);
    expect(await findAxeViolations(page)).toEqual([]);
    await outcomePolls(page, id, 3);
    await completeCheckout(context, id);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful' }));
    await expectVisible(page.getByText('Your plan: Pro Member'));
    expect(pathname(page)).toBe('/success');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 8_000 });
    await expectVisible(page.getByText(/^PRO$/));
    await context.close();
  });

  it("says nothing was bought to another learner, for a made-up id, and without one, and stays put", async () => {
    const buyer = await newLearner();
    const id = await openCheckout(buyer);
    await completeCheckout(buyer, id);
    const other = await newLearner('mobile');
    for (const path of [`/success?checkout=${id}`, '/success?checkout=cs_local_madeup', '/success']) {
      const page = await open(other, path);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'No purchase found' }));
      await expectVisible(page.getByText(/^Nothing was bought with this link\./));
      expect(await page.getByText(/Payment Successful|Thank you for joining/).count()).toBe(0);
      expect(await page.title()).toBe('No Purchase Found | AI Action Academy');
      await page.close();
    }
    const page = await open(other, `/success?checkout=${id}`, { fakeClock: true });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'No purchase found' }));
    await page.clock.runFor(LONGER_THAN_A_REDIRECT_MS);
    expect(pathname(page)).toBe('/success');
    expect(await findAxeViolations(page)).toEqual([]);
    await buyer.close();
    await other.close();
  });

  it('sends a visitor to sign in first', async () => {
    const { page } = await openPage(browser, '/success?checkout=cs_local_abc');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/success?checkout=cs_local_abc');
    await page.close();
  });
});

describe('payment cancelled page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`says nothing was charged and offers pricing and courses (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/cancel', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }));
      await expectVisible(page.getByText('Your checkout was cancelled and no charges were made.'));
      expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
      expect(await page.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.getByRole('link', { name: E2E_SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${E2E_SUPPORT_EMAIL}`);
      expect(await page.title()).toBe('Payment Cancelled | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('stays on the page: no redirect', async () => {
    const page = await open(await browser.newContext(), '/cancel', { fakeClock: true });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }));
    await page.clock.runFor(LONGER_THAN_A_REDIRECT_MS);
    expect(pathname(page)).toBe('/cancel');
    await page.context().close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/cancel');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
