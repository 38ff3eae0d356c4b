import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { toast } from './support/toast';

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('changing a promo code', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`an admin changes a code's maximum and switches it off at /admin/promo-codes (${viewport})`, async () => {
      const code = `EDIT${viewport.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
      const created = await context.request.post(`${baseUrl()}/api/admin/promo-codes`, {
        data: { code, discountKind: 'percent', percentOff: 15, plans: ['pro'], duration: 'forever', maxRedemptions: 10 },
        headers: { origin: baseUrl() },
      });
      expect(created.status()).toBe(201);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/admin/promo-codes`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: `Change ${code}` }).click();
      await expectVisible(page.getByRole('heading', { name: `Change ${code}` }));
      await page.getByLabel('Maximum redemptions').last().fill('25');
      await page.getByLabel('Active (buyers can use the code)').uncheck();
      expect(await findAxeViolations(page)).toEqual([]);
      await screenshot(page, `promo-code-edit-${viewport === 'desktop' ? 1280 : 390}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(toast(page, `Code ${code} saved`));
      const listed = (await (await context.request.get(`${baseUrl()}/api/admin/promo-codes`)).json()).promoCodes.find((row: { code: string }) => row.code === code);
      expect(listed).toMatchObject({ maxRedemptions: 25, active: false });
      // A table on a wide screen, a card per code on a phone: whichever shows, the code reads 'Off'.
      await expectVisible(page.locator('tr, div').filter({ hasText: code, visible: true, has: page.getByText('Off', { exact: true }) }));
      await screenshot(page, `promo-code-edited-${viewport === 'desktop' ? 1280 : 390}`);
      await context.close();
    });
  }
});
