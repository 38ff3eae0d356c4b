import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, openPage, renderInBrowserOnly, VIEWPORTS } from './support/browser';

let browser: Browser;
let publishedCourses: { slug: string; title: string }[];

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/api/courses`);
  publishedCourses = ((await response.json()) as { courses: { slug: string; title: string }[] }).courses;
});
afterAll(async () => {
  await browser?.close();
});

describe('instructor page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`presents Daniel Hart with his stats, philosophy and credentials (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/instructor', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Daniel Hart' }));
      await expectVisible(page.getByText('Founder & Lead Instructor, AI Action Academy'));
      for (const [value, label] of [
        ['500+', 'Businesses helped'],
        ['15+', 'Years in business'],
        ['$50M+', 'Revenue impact'],
      ] as const) {
        await expectVisible(page.getByText(value, { exact: true }));
        await expectVisible(page.getByText(label, { exact: true }));
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Teaching Philosophy' }));
      for (const principle of ['Start with the problem, not the tool', 'Plain English, always', 'Measure what changes', 'Small wins this week']) {
        await expectVisible(page.getByRole('heading', { level: 3, name: principle }));
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Credentials and Experience' }));
      await expectVisible(page.getByText('MBA in Operations and Strategy'));
      expect(await page.title()).toBe('Meet Your Instructor | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`lists every published course with a link to it (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/instructor', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Courses by Daniel Hart' }));
      expect(publishedCourses.length).toBeGreaterThan(0);
      for (const course of publishedCourses) {
        await expectVisible(page.getByRole('heading', { level: 3, name: course.title, exact: true }));
        expect(await page.getByRole('link', { name: `Learn More about ${course.title}`, exact: true }).getAttribute('href')).toBe(
          `/courses/${course.slug}`,
        );
      }
      expect(await page.getByRole('link', { name: 'Browse All Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.getByRole('link', { name: 'See Plans and Pricing' }).getAttribute('href')).toBe('/pricing');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows course card skeletons until the catalogue arrives', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await renderInBrowserOnly(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/courses', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/instructor`, { waitUntil: 'domcontentloaded' });
    const loading = page.getByRole('status', { name: 'Loading courses' });
    await expectVisible(loading);
    expect(await page.getByTestId('course-card-skeleton').count()).toBe(3);
    release();
    await expectVisible(page.getByRole('heading', { level: 3, name: publishedCourses[0]!.title, exact: true }));
    await expectHidden(loading);
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/instructor');
    await expectVisible(page.getByRole('heading', { level: 3, name: publishedCourses[0]!.title, exact: true }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
