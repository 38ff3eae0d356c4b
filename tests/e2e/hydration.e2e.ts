import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, launchBrowser, takeReactErrors, VIEWPORTS } from './support/browser';
import { uniqueEmail } from './support/unique-email';

/*
 * A course page is rendered once per session variant and cached for a few seconds, then
 * hydrated by whoever asked. Whichever person warmed the cache, the browser's first render must
 * match the markup it was sent (src/server/modules/site/hydration.test.tsx provokes the worst
 * race in-process; this is the same through the real server and Chromium).
 */

const SLUG = 'ai-101-for-business-owners';
const PATH = `/courses/${SLUG}`;
type Persona = 'visitor' | 'learner' | 'enrolled learner';
const PERSONAS: Persona[] = ['visitor', 'learner', 'enrolled learner'];

let browser: Browser;
const contexts = {} as Record<Persona, BrowserContext>;

async function signedUpContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Robin', lastName: 'Okafor', email: uniqueEmail('e2e-hydrate'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return context;
}

beforeAll(async () => {
  browser = await launchBrowser();
  contexts.visitor = await browser.newContext({ viewport: VIEWPORTS.mobile });
  contexts.learner = await signedUpContext();
  contexts['enrolled learner'] = await signedUpContext();
  const enrolment = await contexts['enrolled learner'].request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers: { origin: baseUrl() } });
  expect(enrolment.status()).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe('the course page hydrates as it was rendered', () => {
  for (const persona of PERSONAS) {
    it(`matches the server's markup for the ${persona} after the others warmed the page cache`, async () => {
      for (const other of PERSONAS.filter((p) => p !== persona)) {
        expect((await contexts[other].request.get(`${baseUrl()}${PATH}`)).status()).toBe(200);
      }
      const page = await contexts[persona].newPage();
      await page.goto(`${baseUrl()}${PATH}`, { waitUntil: 'networkidle' });
      const action = persona === 'enrolled learner' ? page.getByRole('link', { name: 'Continue Learning' }) : page.getByRole('button', { name: 'Enroll Now' });
      await expectVisible(action);
      expect(takeReactErrors()).toEqual([]);
      await page.close();
    });
  }
});

describe('the React error guard every journey runs under', () => {
  it("collects a React error a page logs, so the journey's afterEach fails on it", async () => {
    const page = await contexts.visitor.newPage();
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'networkidle' });
    await page.evaluate(() => console.error('Minified React error #418; visit https://react.dev/errors/418?args[]=HTML'));
    await expect.poll(() => takeReactErrors()).toEqual([expect.stringContaining('Minified React error #418')]);
    await page.close();
  });
});

