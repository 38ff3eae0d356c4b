import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { confirmEmail } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

/*
 * A lesson with a figure (decision 0116), as an enrolled learner reads it at 1280 and 390 px:
 * the picture loads from the course content, says what it shows to people who cannot see it,
 * fits the column, and the page passes axe.
 */
const SLUG = 'ai-101-for-business-owners';
const LESSON = 'l-what-ai-does-well';
const FIGURE = `/media/images/${SLUG}/quick-test-for-any-task.svg`;
/** Where the screenshots land, for a person to look at. */
const OUTPUT_DIR = path.join(tmpdir(), 'lesson-figures-e2e');

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

let browser: Browser;
let learnerCookies: Cookies;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const context = await browser.newContext();
  const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Rosa', lastName: 'Alvarez', email: uniqueEmail('e2e-figures'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(context.request);
  const enrol = await context.request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers: { origin: baseUrl() } });
  expect(enrol.status()).toBe(201);
  learnerCookies = await context.cookies();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

describe('a lesson with a figure', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`shows the figure with alt text that says what it shows, inside the column, and passes axe (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      try {
        await context.addCookies(learnerCookies);
        const page = await context.newPage();
        await page.goto(`${baseUrl()}/learn/${SLUG}?lesson=${LESSON}`);
        const figure = page.locator(`main img[src="${FIGURE}"]`);
        await expectVisible(figure);
        // The page scrolls smoothly; the screenshot wants the figure where it will stay.
        await figure.evaluate((image) => image.scrollIntoView({ block: 'center', behavior: 'instant' }));
        // Loaded, not a broken-image box: the SVG arrived and has its own size.
        await page.waitForFunction((src) => {
          const image = document.querySelector<HTMLImageElement>(`main img[src="${src}"]`);
          return image !== null && image.complete && image.naturalWidth > 0;
        }, FIGURE);

        const alt = (await figure.getAttribute('alt')) ?? '';
        expect(alt).toMatch(/^A flow of the three questions to ask before handing a task to AI/);
        expect(alt.split(/\s+/).length).toBeGreaterThanOrEqual(8);
        // Every picture in the lesson text has alt text of its own.
        const alts = await page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
        expect(alts.length).toBeGreaterThan(0);
        expect(alts.filter((text) => text.trim() === '')).toEqual([]);

        const box = (await figure.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

        await page.screenshot({ path: path.join(OUTPUT_DIR, `lesson-figure-${VIEWPORTS[viewport].width}.png`) });
        expect(await findAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the figure from a visitor who may not open the lesson', async () => {
    const response = await fetch(`${baseUrl()}${FIGURE}`);
    expect(response.status).toBe(401);
  });
});
