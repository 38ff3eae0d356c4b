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

describe('about page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`presents the mission, the values and the founder with his stats (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/about', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'AI Education Built for Small Business Owners' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Our Mission' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Our Values' }));
      for (const value of ['Action Over Theory', 'Plain Language', 'Respect for Your Time', 'Responsible by Default']) {
        await expectVisible(page.getByRole('heading', { level: 3, name: value }));
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Meet Your Instructor' }));
      await expectVisible(page.getByRole('heading', { level: 3, name: 'Daniel Hart' }));
      await expectVisible(page.getByText('Founder & Lead Instructor'));
      for (const { value, label } of [
        { value: '500+', label: 'businesses helped' },
        { value: '15+', label: 'years in business' },
        { value: '$50M+', label: 'revenue impact' },
      ]) {
        await expectVisible(page.getByText(value, { exact: true }));
        await expectVisible(page.getByText(label, { exact: true }));
      }
      expect(await page.getByRole('link', { name: "Read Daniel's full story" }).getAttribute('href')).toBe('/instructor');
      expect(await page.title()).toBe('About Us | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`ends with calls to action to pricing and courses (${viewport})`, async () => {
      const { page } = await openPage(browser, '/about', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Put AI to Work in Your Business This Week' }));
      const pricing = page.getByRole('link', { name: 'View Plans and Pricing' });
      await expectVisible(pricing);
      expect(await pricing.getAttribute('href')).toBe('/pricing');
      const courses = page.getByRole('link', { name: 'Browse Courses' });
      await expectVisible(courses);
      expect(await courses.getAttribute('href')).toBe('/courses');
      await courses.click();
      await page.waitForURL('**/courses');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
      await page.close();
    });
  }

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/about');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
