import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, E2E_ADMIN } from './support/admin';
import { expectVisible, findAxeViolations, launchBrowser, VIEWPORTS } from './support/browser';
import { startOwnServer, type OwnServer } from './support/own-server';

// A server of its own: its admin starts without a second factor, as every admin did before this change.
let site: OwnServer;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startOwnServer({}), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const screenshots = process.env.E2E_SCREENSHOTS;

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto(`${site.baseUrl}/auth`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('the admin second factor', () => {
  it('an admin without one reaches only the set-up page, sets it up, then signs in with a code after a wrong one is refused', { timeout: 120_000 }, async () => {
    const first = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const page = await first.newPage();
    await signInWithPassword(page);
    await page.waitForURL((url) => url.pathname === '/admin/second-factor');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Set up sign-in codes' }));
    // Any other admin page sends them back here.
    await page.goto(`${site.baseUrl}/admin/emails`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/admin/second-factor');

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const key = (await page.getByTestId('setup-key').textContent())!.replace(/\s+/g, '');
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expectVisible(codes.first());
    expect(await codes.count()).toBe(10);
    expect(await findAxeViolations(page)).toEqual([]);
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'admin-second-factor-1280.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'admin-second-factor-390.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByLabel('Code from your authenticator app').fill(await codeFor(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin' }));
    await first.close();

    // Signing in again asks for the code; a wrong one is refused, the right one lets them in.
    const second = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const again = await second.newPage();
    await signInWithPassword(again);
    await expectVisible(again.getByRole('heading', { name: 'Enter your sign-in code' }));
    await again.getByLabel('Code from your authenticator app').fill('000000');
    await again.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(again.getByText('Invalid code').first());
    expect(new URL(again.url()).pathname).toBe('/auth');
    await again.getByLabel('Code from your authenticator app').fill(await codeFor(key));
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.waitForURL((url) => url.pathname === '/admin');
    await second.close();
  });
});
