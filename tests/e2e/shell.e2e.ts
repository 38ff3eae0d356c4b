import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './support/browser';
import { E2E_COMPANY } from './support/site-config';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAV_LINKS = [
  ['Home', '/'],
  ['Courses', '/courses'],
  ['Pricing', '/pricing'],
  ['About', '/about'],
] as const;

const FOOTER_COLUMNS = [
  {
    heading: 'Learn',
    links: [
      ['All Courses', '/courses'],
      ['Learning Paths', '/pathways'],
      ['Certification', '/certification'],
      ['FAQ', '/faq'],
    ],
  },
  {
    heading: 'Company',
    links: [
      ['About', '/about'],
      ['Instructor', '/instructor'],
      ['Contact', '/contact'],
    ],
  },
  {
    heading: 'Resources',
    links: [
      ['Community', '/community'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ],
  },
] as const;

/** The nav links that carry aria-current="page", by their visible label. */
async function currentLinks(nav: Locator): Promise<string[]> {
  return nav.locator('a[aria-current="page"]').allInnerTexts();
}

async function expectNavLinks(nav: Locator): Promise<void> {
  for (const [label, href] of NAV_LINKS) {
    expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
  }
}

async function expectSignedOutActions(scope: Locator): Promise<void> {
  expect(await scope.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/auth');
  expect(await scope.getByRole('link', { name: 'Start Learning', exact: true }).getAttribute('href')).toBe('/pricing');
}

function menuButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-controls]');
}

describe('navigation bar on a desktop screen', () => {
  it('links Home, Courses, Pricing and About and marks the current route', async () => {
    const { page, errors } = await openPage(browser, '/courses', 'desktop');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectVisible(nav);
    await expectNavLinks(nav);
    expect(await currentLinks(nav)).toEqual(['Courses']);

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Smarter Business Starts Here' }));
    expect(await currentLinks(nav)).toEqual(['Home']);

    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await expect.poll(() => currentLinks(nav)).toEqual(['Pricing']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps Courses highlighted on a course page', async () => {
    const { page } = await openPage(browser, '/courses/ai-101-for-business-owners', 'desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI 101 for Business Owners' }));
    expect(await currentLinks(page.getByRole('navigation', { name: 'Main' }))).toEqual(['Courses']);
    await page.close();
  });

  it('offers Sign In and Start Learning to a visitor, and no menu button', async () => {
    const { page } = await openPage(browser, '/', 'desktop');
    const header = page.getByRole('banner');
    await expectVisible(header.getByRole('link', { name: 'Sign In', exact: true }));
    await expectSignedOutActions(header);
    expect(await menuButton(page).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'AI Action Academy home' }).getAttribute('href')).toBe('/');
    await page.close();
  });

  it('stays at the top of the window while the page scrolls', async () => {
    const { page } = await openPage(browser, '/courses', 'desktop');
    await expectVisible(page.getByRole('heading', { level: 2 }).first());
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
    await expectVisible(page.getByRole('navigation', { name: 'Main' }));
    await page.close();
  });
});

describe('navigation bar on a phone', () => {
  it('hides the desktop links behind a menu button', async () => {
    const { page, errors } = await openPage(browser, '/', 'mobile');
    const button = menuButton(page);
    await expectVisible(button);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe('Open menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a menu with the four links, Sign In and Start Learning, and closes it with the same button', async () => {
    const { page } = await openPage(browser, '/courses', 'mobile');
    const button = menuButton(page);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Close menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expectVisible(menu);
    expect(await menu.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));
    await expectNavLinks(menu);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Home', 'Courses', 'Pricing', 'About', 'Sign In', 'Start Learning']);
    expect(await currentLinks(menu)).toEqual(['Courses']);
    await expectSignedOutActions(menu);

    await button.click();
    await expectHidden(menu);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('closes the menu on Escape', async () => {
    const { page } = await openPage(browser, '/', 'mobile');
    const button = menuButton(page);
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expectVisible(menu);
    await page.keyboard.press('Escape');
    await expectHidden(menu);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('closes the menu after following one of its links', async () => {
    const { page } = await openPage(browser, '/', 'mobile');
    const button = menuButton(page);
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Courses', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
    await expectHidden(menu);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await expectVisible(menu);
    expect(await currentLinks(menu)).toEqual(['Courses']);
    await menu.getByRole('link', { name: 'Start Learning', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await expectHidden(menu);
    await page.close();
  });
});

describe('footer', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists the Learn, Company and Resources links and this year's copyright of the configured company (${viewport})`, async () => {
      const { page } = await openPage(browser, '/courses', viewport);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      for (const column of FOOTER_COLUMNS) {
        const nav = footer.getByRole('navigation', { name: column.heading });
        await expectVisible(nav.getByRole('heading', { name: column.heading }));
        expect(await nav.getByRole('link').allInnerTexts()).toEqual(column.links.map(([label]) => label));
        for (const [label, href] of column.links) {
          expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
        }
      }
      const year = String(new Date().getFullYear());
      await expectVisible(footer.getByText(`© ${year} ${E2E_COMPANY.legalName}. All rights reserved.`));
      await page.close();
    });
  }

  it('takes the visitor to the linked page', async () => {
    const { page } = await openPage(browser, '/', 'desktop');
    await page.getByRole('contentinfo').getByRole('link', { name: 'All Courses' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
    await page.close();
  });
});

/** Opens /courses with the page's code chunk failing to load, as after a deploy that replaced it. */
async function openWithBrokenPageCode(viewport: ViewportName) {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.route(/\/assets\/courses-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${baseUrl()}/courses`);
  return { page, consoleErrors };
}

describe('generic error screen', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`replaces a page that fails to render and logs the error (${viewport})`, async () => {
      const { page, consoleErrors } = await openWithBrokenPageCode(viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Something went wrong' }));
      await expectVisible(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.", { exact: true }));
      await expectVisible(page.getByRole('button', { name: 'Refresh Page' }));
      expect(consoleErrors.some((text) => text.startsWith('Unexpected rendering error:'))).toBe(true);

      await page.getByRole('button', { name: 'Go to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Smarter Business Starts Here' }));
      await page.close();
    });
  }

  it('reloads the page from Refresh Page', async () => {
    const { page } = await openWithBrokenPageCode('desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Something went wrong' }));
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
    expect(new URL(page.url()).pathname).toBe('/courses');
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openWithBrokenPageCode('desktop');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Something went wrong' }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
