import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-42';

async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
}

function signInLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
}

describe('the session across two tabs of one browser', () => {
  it('shows a sign-in and a sign-out made in one tab in the other', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const email = uniqueEmail();
    const setup = await browser.newContext();
    const created = await setup.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Lena', lastName: 'Fischer', email, password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(created.status()).toBe(200);
    await setup.close();

    const first = await openTab(context, '/auth');
    const second = await openTab(context, '/courses');
    await expectVisible(signInLink(second));

    await first.getByLabel('Email', { exact: true }).fill(email);
    await first.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await first.getByRole('button', { name: 'Sign In', exact: true }).click();
    await first.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(userMenuButton(second));
    expect(await userMenuButton(second).innerText()).toContain('Lena');

    await second.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await expectVisible(second.getByRole('heading', { level: 1, name: 'Welcome, Lena!' }));

    await first.bringToFront();
    await userMenuButton(first).click();
    await first.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await expectVisible(signInLink(first));

    // The other tab was on the dashboard: its navbar changes and the members-only page sends it to sign in.
    await expectVisible(signInLink(second));
    await second.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/dashboard');
    await context.close();
  });

  it('notices a session ended elsewhere when the tab regains focus', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const created = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Omar', lastName: 'Haddad', email: uniqueEmail(), password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(created.status()).toBe(200);
    const page = await openTab(context, '/courses');
    await expectVisible(userMenuButton(page));

    // Signed out without telling the tab (as from another browser window or after a password reset).
    const signedOut = await context.request.post(`${baseUrl()}/api/auth/sign-out`, { data: {}, headers: { origin: baseUrl() } });
    expect(signedOut.status()).toBe(200);
    expect(await userMenuButton(page).isVisible()).toBe(true);

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expectVisible(signInLink(page));
    expect(await userMenuButton(page).count()).toBe(0);
    await context.close();
  });
});
