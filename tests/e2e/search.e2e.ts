import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('searches from the course library, lands on /search?q=…, ranks the titled course first and opens it', async () => {
    const { page } = await openPage(browser, '/courses');
    try {
      const box = page.getByRole('search').getByRole('searchbox', { name: 'Search courses and lessons' });
      await box.fill('prompt engineering');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'prompt engineering');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “prompt engineering”' }));
      const first = page.getByRole('listitem').first().getByRole('link');
      expect(await first.textContent()).toBe('Prompt Engineering Mastery');
      await first.click();
      await page.waitForURL('**/courses/prompt-engineering-mastery');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Prompt Engineering Mastery' }));
    } finally {
      await page.close();
    }
  });

  it('sends the results rendered in the page, so a shared address shows them before any script runs', async () => {
    const html = await (await fetch(`${baseUrl()}/search?q=prompt%20engineering`)).text();
    expect(html).toContain('Prompt Engineering Mastery');
    expect(html).toContain('noindex');
  });
});
