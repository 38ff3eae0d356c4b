import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS } from './support/browser';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screenshots = process.env.E2E_SCREENSHOTS;
const PASSWORD = 'correct-horse-42';

async function signedIn(account: { email: string }, signUp: boolean, viewport: keyof typeof VIEWPORTS, userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...(userAgent ? { userAgent } : {}) });
  const data = signUp ? { firstName: 'Nadia', lastName: 'Hassan', email: account.email, password: PASSWORD } : { email: account.email, password: PASSWORD };
  const answer = await context.request.post(`${baseUrl()}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, { data, headers: { origin: baseUrl() } });
  expect(answer.status()).toBe(200);
  return context;
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('signed-in devices on /profile', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists this device and a phone, and signs the phone out (${viewport})`, async () => {
      const account = { email: uniqueEmail('e2e-sessions') };
      const here = await signedIn(account, true, viewport);
      const phone = await signedIn(account, false, 'mobile', PHONE);
      const page = await here.newPage();
      await page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });
      const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
      await expectVisible(devices.filter({ hasText: 'This device' }));
      await expectVisible(devices.filter({ hasText: 'Safari on iPhone' }));
      expect(await findAxeViolations(page)).toEqual([]);
      if (screenshots) await page.screenshot({ path: path.join(screenshots, `profile-${VIEWPORTS[viewport].width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
      await expectHidden(devices.filter({ hasText: 'Safari on iPhone' }));
      const session = (await (await phone.request.get(`${baseUrl()}/api/session`)).json()) as { user: unknown };
      expect(session.user).toBeNull();
      await here.close();
      await phone.close();
    });
  }
});
