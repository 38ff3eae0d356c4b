import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/shared/page-manifest';
import { baseUrl, expectVisible, launchBrowser, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC_PAGES = PAGES.filter((entry) => 'render' in entry).map((entry) => entry.path.replace(':slug', 'ai-101-for-business-owners'));

describe('server-rendered public pages', () => {
  it('shows the catalogue, a course and the plans to a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/courses`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Courses');
      expect(await page.getByRole('heading', { name: 'AI 101 for Business Owners' }).count()).toBe(1);

      await page.goto(`${baseUrl()}/courses/ai-101-for-business-owners`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AI 101 for Business Owners');

      await page.goto(`${baseUrl()}/pricing`);
      for (const plan of ['Free Starter', 'Pro Member', 'Elite Access']) {
        expect(await page.getByText(plan, { exact: true }).count(), plan).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });

  it.each(PUBLIC_PAGES)('hydrates %s without a mismatch and without asking the API for its data again', async (path) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    const catalogRequests: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/courses')) catalogRequests.push(request.url());
    });
    // The app asks for the session as it starts: proof that the page's scripts ran and hydrated it.
    const appStarted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/session');
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    await appStarted;
    const html = await response!.text();
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).toContain('<script type="application/json" id="app-state">');
    expect(html).not.toContain('<script type="module"');
    expect(errors).toEqual([]);
    expect(catalogRequests).toEqual([]);
    await page.close();
  });

  it("shows a visitor's sign-in actions in the navbar before any script runs", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const banner = page.getByRole('banner');
      for (const [name, href] of [
        ['Sign In', '/auth'],
        ['Start Learning', '/pricing'],
      ]) {
        const link = banner.getByRole('link', { name, exact: true });
        expect(await link.count(), name).toBe(1);
        expect(await link.getAttribute('href')).toBe(href);
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates public pages for a signed-in learner without a mismatch and shows their account menu', async () => {
    // A visitor first, so the signed-out renderings of these pages are in the server's cache.
    for (const path of ['/', '/courses/ai-101-for-business-owners']) {
      const visitor = await openPage(browser, path);
      expect(visitor.errors).toEqual([]);
      await visitor.page.close();
    }
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Priya', lastName: 'Nair', email: `e2e-ssr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'correct-horse-42' },
        headers: { origin: baseUrl() },
      });
      expect(signedUp.status()).toBe(200);
      for (const path of ['/', '/courses/ai-101-for-business-owners']) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        // The server's markup leaves the account area empty for the app to fill: never a visitor's sign-in actions.
        const header = /<header[\s\S]*?<\/header>/.exec(await response!.text())?.[0];
        expect(header, path).toBeDefined();
        expect(header, path).not.toContain('Sign In');
        await expectVisible(page.getByRole('banner').getByRole('button', { name: /^Account menu for / }));
        expect(await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).innerText()).toContain('Priya');
        expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
        expect(errors, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('stays interactive after hydration: the level tabs filter the server-rendered catalogue', async () => {
    const { page, errors } = await openPage(browser, '/courses');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.waitForURL(/level=Advanced/);
    expect(await page.getByRole('heading', { name: 'AI 101 for Business Owners' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
