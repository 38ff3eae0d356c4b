import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { confirmationLinkFor } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

/** The published Pro course of the browser tests' fixtures (tests/e2e/fixtures/courses). */
const PRO_SLUG = 'browser-test-pro-course';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the paywall of a paid course', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lets a visitor read the free preview lesson, then sign up through Get Pro on the course page and pay in the same tab to a PRO dashboard (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const opened: unknown[] = [];
      context.on('page', (tab) => opened.push(tab));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl()}/courses/${PRO_SLUG}`, { waitUntil: 'networkidle' });

      await expectVisible(page.getByRole('button', { name: 'Enroll Now' }));
      await expectVisible(page.getByText('Included in Pro · $249/year'));
      const curriculum = page.getByRole('region', { name: 'Curriculum' });
      await expectVisible(curriculum.getByText('Preview', { exact: true }));
      await curriculum.getByRole('link', { name: 'First Lesson' }).click();
      await page.waitForURL((url) => url.pathname === `/courses/${PRO_SLUG}/preview`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'First Lesson' }));
      await expectVisible(page.getByText('Preview', { exact: true }));
      await expectVisible(page.getByText('Text of the first lesson.'));
      expect(await page.getByText('Text of the second lesson.').count()).toBe(0);
      expect(await page.title()).toBe('Free preview: First Lesson | AI Action Academy');

      await page.getByRole('link', { name: 'Browser Test Pro Course' }).first().click();
      await page.waitForURL((url) => url.pathname === `/courses/${PRO_SLUG}`);
      await page.getByRole('button', { name: 'Get Pro' }).click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('plan') === 'pro');
      await page.getByLabel('First name').fill('Rosa');
      await page.getByLabel('Last name').fill('Diaz');
      const email = uniqueEmail('e2e-preview');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
      await page.getByRole('button', { name: 'Create Account' }).click();
      // Paying waits for the confirmed address (decision 0102): the emailed link, then Get Pro again in the same tab.
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto(`${baseUrl()}${await confirmationLinkFor(email)}`, { waitUntil: 'networkidle' });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto(`${baseUrl()}/courses/${PRO_SLUG}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Get Pro' }).click();
      await page.waitForURL(/\/checkout\//);
      await expectVisible(page.getByText('Pro Member'));
      await expectVisible(page.getByText('$249.00', { exact: false }));
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('checkout'));
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectVisible(page.getByText(/^PRO$/));
      expect(opened).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
