import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/server/modules/learning-emails/unsubscribe-token';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS } from './support/browser';
import { E2E_AUTH_SECRET } from './support/site-config';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


describe('learning emails', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`takes the browser’s time zone at sign-up, turns the digest on from /profile, and unsubscribes from the email’s link without signing in (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], timezoneId: 'Asia/Tokyo' });
      const visitor = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl()}/auth`, { waitUntil: 'networkidle' });
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await page.getByLabel('First name', { exact: true }).fill('Kenji');
        await page.getByLabel('Last name', { exact: true }).fill('Sato');
        await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('e2e-learning-emails'));
        await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard');

        await page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });
        const settings = page.getByRole('form', { name: 'Email from us' });
        await expectVisible(settings);
        expect(await settings.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo');
        expect(await settings.getByRole('checkbox', { name: /Pick up where you left off/ }).isChecked()).toBe(true);
        const digest = settings.getByRole('checkbox', { name: /Weekly progress digest/ });
        expect(await digest.isChecked()).toBe(false);
        expect(await findAxeViolations(page)).toEqual([]);
        await digest.check();
        await settings.getByRole('button', { name: 'Save email settings' }).click();
        await expectVisible(toast(page, 'Email settings saved.'));

        const { user } = await (await context.request.get(`${baseUrl()}/api/session`)).json();
        const link = `${baseUrl()}/unsubscribe?token=${unsubscribeToken(E2E_AUTH_SECRET, user.id, 'weekly-digest')}`;
        const other = await visitor.newPage();
        await other.goto(link, { waitUntil: 'networkidle' });
        await expectVisible(other.getByRole('heading', { level: 1, name: 'Unsubscribe from “Weekly progress digest”?' }));
        expect(await findAxeViolations(other)).toEqual([]);
        await other.getByRole('button', { name: 'Unsubscribe' }).click();
        await expectVisible(other.getByRole('heading', { level: 1, name: 'You are unsubscribed' }));

        await page.reload({ waitUntil: 'networkidle' });
        expect(await page.getByRole('form', { name: 'Email from us' }).getByRole('checkbox', { name: /Weekly progress digest/ }).isChecked()).toBe(false);
      } finally {
        await context.close();
        await visitor.close();
      }
    });
  }

  it('says what to do when an unsubscribe link was changed', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto(`${baseUrl()}/unsubscribe?token=abc.weekly-digest.def`, { waitUntil: 'networkidle' });
      await expectVisible(page.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' }));
      await expectVisible(page.getByText('This unsubscribe link is not valid'));
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
