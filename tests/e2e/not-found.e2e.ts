import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';

const MISSING_PATH = '/no/such/page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a missing page, keeping the HTTP status of the document and the console errors. */
async function openMissingPage(path: string, viewport: ViewportName) {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, status: response?.status(), consoleErrors };
}

async function href(page: Page, scope: 'helpful' | 'page', name: string): Promise<string | null> {
  const container = scope === 'helpful' ? page.getByRole('navigation', { name: 'Helpful links' }) : page.getByRole('main');
  return container.getByRole('link', { name, exact: true }).getAttribute('href');
}

describe('not-found page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`answers 404 and shows the attempted path with links back into the site (${viewport})`, async () => {
      const { page, status, consoleErrors } = await openMissingPage(MISSING_PATH, viewport);
      expect(status).toBe(404);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
      await expectVisible(page.getByRole('main').locator('code', { hasText: MISSING_PATH }));

      expect(await href(page, 'helpful', 'Go Home')).toBe('/');
      expect(await href(page, 'helpful', 'Courses')).toBe('/courses');
      expect(await href(page, 'helpful', 'Pricing')).toBe('/pricing');
      expect(await href(page, 'helpful', 'FAQ')).toBe('/faq');

      await expectVisible(page.getByRole('heading', { level: 2, name: 'Popular courses' }));
      expect(await href(page, 'page', 'AI 101 for Business Owners')).toBe('/courses/ai-101-for-business-owners');
      expect(await href(page, 'page', 'Prompt Engineering Mastery')).toBe('/courses/prompt-engineering-mastery');
      expect(await href(page, 'page', 'Contact us')).toBe('/contact');

      expect(await page.title()).toBe('Page Not Found | AI Action Academy');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(consoleErrors).toContain(`404 Error: User attempted to access non-existent route: ${MISSING_PATH}`);
      await page.close();
    });
  }

  it('shows the path of a page reached inside the app', async () => {
    const { page } = await openMissingPage('/', 'desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Smarter Business Starts Here' }));
    // The router listens once the app has taken the page over (decision 0110's marker).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/old-pricing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await expectVisible(page.getByRole('main').locator('code', { hasText: '/old-pricing-page' }));
    await page.close();
  });

  it('shows the not-found page at an unknown admin address, whose pages load their own route table', async () => {
    const { page, status } = await openMissingPage('/admin/no-such-page', 'desktop');
    expect(status).toBe(404);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await expectVisible(page.getByRole('main').locator('code', { hasText: '/admin/no-such-page' }));
    await page.close();
  });

  it('leads to a popular course', async () => {
    const { page } = await openMissingPage(MISSING_PATH, 'mobile');
    await page.getByRole('link', { name: 'Prompt Engineering Mastery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/courses/prompt-engineering-mastery');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Prompt Engineering Mastery' }));
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openMissingPage(MISSING_PATH, 'desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
