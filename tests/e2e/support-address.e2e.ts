import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../src/shared/brand';
import { baseUrl, expectVisible, launchBrowser, openPage, renderInBrowserOnly, VIEWPORTS } from './support/browser';
import { E2E_SUPPORT_EMAIL } from './support/site-config';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every page that shows the support address; the first four are rendered on the server. */
// /success is a signed-in learner's page since it shows only their own checkout (issue 33): a visitor is sent to sign in.
const PAGES = ['/contact', '/terms', '/privacy', '/cancel'];

describe('the support address (SUPPORT_EMAIL)', () => {
  it('is in the HTML the server sends for a rendered page, not the default', async () => {
    for (const path of ['/contact', '/terms', '/privacy']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toContain(`mailto:${E2E_SUPPORT_EMAIL}`);
      expect(html, path).not.toContain(DEFAULT_SUPPORT_EMAIL);
    }
  });

  for (const path of PAGES) {
    it(`shows the configured address on ${path}, the same before and after hydration`, async () => {
      const { page, errors } = await openPage(browser, path);
      await expectVisible(page.getByRole('link', { name: E2E_SUPPORT_EMAIL }));
      expect(await page.getByRole('link', { name: E2E_SUPPORT_EMAIL }).first().getAttribute('href')).toBe(`mailto:${E2E_SUPPORT_EMAIL}`);
      expect(await page.getByText(DEFAULT_SUPPORT_EMAIL).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows the configured address on a page the browser renders alone', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    await renderInBrowserOnly(page);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('link', { name: E2E_SUPPORT_EMAIL }));
    await page.close();
  });
});
