import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './support/browser';
import { E2E_SUPPORT_EMAIL } from './support/site-config';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Uncaught exceptions on pages opened with a paused clock; checked after each test. */
const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

const TIMER_NAMES = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
type TimerStore = Record<string, unknown>;

/** The success page leaves after 3 s; a paused page clock keeps it in place while we look at it. */
async function openWithPausedClock(path: string, viewport: ViewportName): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
  // Registered before the clock, so it keeps the browser's own timers for axe (see withRealTimers).
  await page.addInitScript((names) => {
    const target = window as unknown as Record<string, unknown>;
    target.realTimers = Object.fromEntries(names.map((name) => [name, target[name]]));
  }, [...TIMER_NAMES]);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** axe-core schedules its work with timers: give it real ones while the page's own clock stays paused. */
async function withRealTimers<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const swap = (restore: boolean) =>
    page.evaluate(
      ({ names, restore }) => {
        const target = window as unknown as Record<string, unknown>;
        if (!restore) target.fakeTimers = Object.fromEntries(names.map((name) => [name, target[name]]));
        const source = (restore ? target.fakeTimers : target.realTimers) as TimerStore | undefined;
        for (const name of names) target[name] = source?.[name];
      },
      { names: [...TIMER_NAMES], restore },
    );
  await swap(false);
  try {
    return await run();
  } finally {
    await swap(true);
  }
}

describe('payment success page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`confirms the payment, names the plan and offers the dashboard and courses (${viewport})`, async () => {
      const page = await openWithPausedClock('/success?plan=pro', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful' }));
      await expectVisible(page.getByText('Thank you for joining Pro Member.'));
      await expectVisible(page.getByRole('status').filter({ hasText: 'Redirecting you to your dashboard…' }));
      expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(await page.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.getByRole('link', { name: E2E_SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${E2E_SUPPORT_EMAIL}`);
      expect(await page.title()).toBe('Payment Successful | AI Action Academy');
      await page.close();
    });
  }

  for (const [plan, name] of [
    ['free', 'Free Starter'],
    ['elite', 'Elite Access'],
  ] as const) {
    it(`names the ${name} plan`, async () => {
      const page = await openWithPausedClock(`/success?plan=${plan}`, 'mobile');
      await expectVisible(page.getByText(`Thank you for joining ${name}.`));
      await page.close();
    });
  }

  it('ignores an unknown plan and thanks the buyer without naming one', async () => {
    const page = await openWithPausedClock('/success?plan=platinum', 'desktop');
    await expectVisible(page.getByText('Thank you for your purchase. Your payment went through'));
    expect(await page.getByText('platinum').count()).toBe(0);
    expect(await page.getByText('Thank you for joining').count()).toBe(0);
    await page.close();
  });

  it('redirects to the dashboard exactly 3 seconds after it opens', async () => {
    const page = await openWithPausedClock('/success?plan=elite', 'desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful' }));
    await page.clock.runFor(2_900);
    expect(pathname(page)).toBe('/success');
    await page.clock.runFor(100);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 5_000 });
    await page.close();
  });

  it('redirects to the dashboard on its own after about 3 seconds (mobile, real time)', async () => {
    const { page } = await openPage(browser, '/success?plan=pro', 'mobile');
    const started = Date.now();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 8_000 });
    // The page opened (and its timer started) before `started`, so only an upper bound is exact here.
    expect(Date.now() - started).toBeLessThan(4_000);
    // Replaced in history: Back must not return to a page that redirects again.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const page = await openWithPausedClock('/success?plan=pro', 'desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful' }));
    expect(await withRealTimers(page, () => findAxeViolations(page))).toEqual([]);
    expect(pathname(page)).toBe('/success');
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
    const { page } = await openPage(browser, '/cancel');
    await page.waitForTimeout(3_500);
    expect(pathname(page)).toBe('/cancel');
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/cancel');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
