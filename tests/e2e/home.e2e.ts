import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the hero, the why section and the featured courses that are published (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Smarter Business Starts Here' }));
      expect(await page.getByRole('link', { name: 'Start Learning Free' }).getAttribute('href')).toBe('/pricing');
      expect(await page.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
      for (const point of ['Zero Fluff Education', 'Immediate Results', 'Expert Guidance']) {
        await expectVisible(page.getByRole('heading', { name: point }));
      }
      for (const [title, slug] of [
        ['AI 101 for Business Owners', 'ai-101-for-business-owners'],
        ['Automate Your Business with AI', 'automate-your-business'],
        ['AI Strategy Blueprint for SMBs', 'ai-strategy-blueprint'],
      ]) {
        await expectVisible(page.getByRole('heading', { name: title }));
        expect(await page.getByRole('link', { name: `Learn More about ${title}` }).getAttribute('href')).toBe(`/courses/${slug}`);
      }
      expect(await page.getByRole('link', { name: 'View All Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.title()).toBe('AI Action Academy: Learn AI. Apply it tomorrow.');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
