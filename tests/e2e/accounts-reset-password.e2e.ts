import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';
import { toast } from './support/toast';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

// The journey through the emailed link (request, read the mail, set the password, sign in with it)
// is in accounts-mail.e2e.ts; these cover the page's own states.
describe('reset password page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`explains a link without its token and offers a new one (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/reset-password', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Choose a New Password' }));
      await expectVisible(page.getByRole('alert').filter({ hasText: 'This reset link is missing its code' }));
      expect(await page.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe('/auth?view=forgot-password');
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
      expect(await page.title()).toBe('Reset Password | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('is served as a private page that search engines do not index', async () => {
    const response = await fetch(`${baseUrl()}/reset-password?token=abc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });

  it('checks the new password in the browser before sending it', async () => {
    const { page } = await openPage(browser, '/reset-password?token=some-token');
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/api/auth/reset-password') && sent.push(request.url()));
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectVisible(toast(page, 'Please fill in all fields'));
    await fillNewPassword(page, '12345');
    await expectVisible(toast(page, 'Password must be at least 6 characters'));
    await fillNewPassword(page, 'abcdef1', 'abcdef2');
    await expectVisible(toast(page, 'The two passwords do not match'));
    expect(sent).toEqual([]);
    await page.close();
  });

  it("shows the server's message for a bad or expired token and a way to ask for a new link", async () => {
    const { page } = await openPage(browser, '/reset-password?token=not-a-real-token');
    await fillNewPassword(page, 'a-new-password');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Invalid token' }));
    await page.getByRole('link', { name: 'Request a New Link' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await expectVisible(page.getByRole('button', { name: 'Send Reset Link' }));
    await page.close();
  });

  it('has no accessibility violations', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page } = await openPage(browser, '/reset-password?token=some-token', viewport);
      await expectVisible(page.getByRole('button', { name: 'Update Password' }));
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
