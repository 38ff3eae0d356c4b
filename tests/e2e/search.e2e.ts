import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

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
      const box = page.getByRole('main').getByRole('search').getByRole('searchbox', { name: 'Search courses and lessons' });
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

  it('gives the header a search box between 768 and 1023 px: an icon that widens on focus, without crowding the header', async () => {
    for (const width of [768, 1023]) {
      const page = await browser.newPage({ viewport: { width, height: 1024 } });
      try {
        await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
        const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search courses and lessons' });
        await expectVisible(box);
        expect((await box.boundingBox())!.width).toBeLessThanOrEqual(48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
        expect(await findAxeViolations(page)).toEqual([]);
        await box.focus();
        await page.waitForFunction(() => (document.activeElement?.getBoundingClientRect().width ?? 0) >= 240);
        await box.fill('prompt engineering');
        await box.press('Enter');
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'prompt engineering');
        await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “prompt engineering”' }));
      } finally {
        await page.close();
      }
    }
  });

  it('sends the results rendered in the page, so a shared address shows them before any script runs', async () => {
    const html = await (await fetch(`${baseUrl()}/search?q=prompt%20engineering`)).text();
    expect(html).toContain('Prompt Engineering Mastery');
    expect(html).toContain('noindex');
  });
});

/** A phrase from a Pro course's lesson text ("AI-Drafted Email Replies with Human Review"), in no title. */
const PRO_PHRASE = 'drafting pays off';
const PRO_LESSON = 'AI-Drafted Email Replies with Human Review';
const PRO_COURSE = 'ai-customer-service-playbook';

async function signedUpContext(viewport: ViewportName, prefix: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail(prefix), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(signedUp.status()).toBe(200);
  return context;
}

/** Types the phrase into the header's search box (inside the menu at 390 px) and submits it. */
async function searchFromNavbar(page: Page, viewport: ViewportName, query: string): Promise<void> {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search courses and lessons' });
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);
}

describe('search, signed in', () => {
  it('gives a free learner the Pro lesson’s title and no snippet', async () => {
    const context = await signedUpContext('desktop', 'e2e-search-free');
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
      // The page first shows the visitor's results it was rendered with; the learner's own read follows.
      const ownRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search');
      await searchFromNavbar(page, 'desktop', PRO_PHRASE);
      expect((await ownRead).status()).toBe(200);
      const result = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRO_LESSON }) });
      await expectVisible(result);
      await expectVisible(result.getByText('Enroll in AI Customer Service Playbook to read this lesson.'));
      expect(await result.locator('mark').count()).toBe(0);
      expect(await page.getByRole('main').textContent()).not.toContain('These are where AI drafting pays off');
      expect(await result.getByRole('link', { name: PRO_LESSON }).getAttribute('href')).toBe(`/courses/${PRO_COURSE}`);
    } finally {
      await context.close();
    }
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows an enrolled Pro learner the lesson’s snippet, searched from the navbar (${viewport})`, async () => {
      const context = await signedUpContext(viewport, `e2e-search-pro-${viewport}`);
      try {
        await subscribeThroughLocalCheckout(context.request, 'pro');
        const enrolled = await context.request.post(`${baseUrl()}/api/courses/${PRO_COURSE}/enrollment`, { headers: { origin: baseUrl() } });
        expect(enrolled.status()).toBe(201);
        const page = await context.newPage();
        await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
        await searchFromNavbar(page, viewport, PRO_PHRASE);
        await expectVisible(page.getByRole('heading', { level: 1, name: `Results for “${PRO_PHRASE}”` }));
        const result = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRO_LESSON }) });
        await expectVisible(result.locator('mark').first());
        expect(await result.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['drafting', 'pays']));
        expect(await result.textContent()).toContain('These are where AI drafting pays off.');
        expect(await result.getByRole('link', { name: PRO_LESSON }).getAttribute('href')).toBe(`/learn/${PRO_COURSE}?lesson=l-email-drafts`);
      } finally {
        await context.close();
      }
    });
  }
});
