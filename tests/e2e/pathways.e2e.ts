import { resolve as resolvePath } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentCourses } from '../../src/server/content/read-content';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, openPage, renderInBrowserOnly, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PATHS = [
  {
    title: 'AI Foundations',
    level: 'Beginner',
    duration: '6-8 hours',
    courses: [
      { title: 'AI 101 for Business Owners', slug: 'ai-101-for-business-owners' },
      { title: 'Prompt Engineering Mastery', slug: 'prompt-engineering-mastery' },
      { title: 'AI Marketing Essentials', slug: 'ai-marketing-essentials' },
    ],
  },
  {
    title: 'Automation & Growth',
    level: 'Intermediate',
    duration: '10-12 hours',
    courses: [
      { title: 'Automate Your Business with AI', slug: 'automate-your-business' },
      { title: 'AI Customer Service Playbook', slug: 'ai-customer-service-playbook' },
      { title: 'Data-Driven Decisions with AI', slug: 'data-driven-decisions-with-ai' },
      { title: 'AI Sales Accelerator', slug: 'ai-sales-accelerator' },
    ],
  },
  {
    title: 'AI Leadership',
    level: 'Advanced',
    duration: '12-15 hours',
    courses: [
      { title: 'AI Strategy Blueprint for SMBs', slug: 'ai-strategy-blueprint' },
      { title: 'Leading AI Transformation', slug: 'leading-ai-transformation' },
      { title: 'Measuring AI ROI', slug: 'measuring-ai-roi' },
      { title: 'Responsible AI and Governance', slug: 'responsible-ai-governance' },
    ],
  },
];

/** The paths' courses whose lessons are all written; the others are drafts, which the paths show as coming soon. */
const PUBLISHED_SLUGS = new Set(
  readContentCourses(resolvePath(import.meta.dirname, '../../content/courses'))
    .filter(({ course }) => course.published)
    .map(({ course }) => course.slug),
);
const comingSoonCount = (learningPath: (typeof PATHS)[number]) => learningPath.courses.filter((course) => !PUBLISHED_SLUGS.has(course.slug)).length;
/** A course of a path still being written, and its path, if any is left. */
const draftInPath = PATHS.flatMap((learningPath) => learningPath.courses.filter((course) => !PUBLISHED_SLUGS.has(course.slug)).map((course) => ({ learningPath, course })))[0];

const isCourseList = (url: URL) => url.pathname === '/api/courses';

/** Opens /pathways with the catalogue request handed to `handle` instead of the server. */
async function openWithCatalogue(handle: (route: Route) => Promise<void> | void): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
  await renderInBrowserOnly(page);
  await page.route(isCourseList, handle);
  await page.goto(`${baseUrl()}/pathways`);
  return page;
}

describe('learning paths page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists the three paths with their level, duration and ordered courses linked to their pages (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/pathways', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Learning Paths' }));
      for (const path of PATHS) {
        const section = page.getByRole('region', { name: path.title });
        await expectVisible(section.getByRole('heading', { level: 2, name: path.title }));
        const text = await section.innerText();
        expect(text).toContain(path.level);
        expect(text).toContain(path.duration);
        const items = await section.getByRole('listitem').allInnerTexts();
        expect(items).toHaveLength(path.courses.length);
        path.courses.forEach(({ title }, index) => expect(items[index]).toContain(title));
        for (const { title, slug } of path.courses) {
          const link = section.getByRole('link', { name: title });
          if (PUBLISHED_SLUGS.has(slug)) expect(await link.getAttribute('href')).toBe(`/courses/${slug}`);
          else expect(await link.count()).toBe(0);
        }
      }
      expect(await page.title()).toBe('Learning Paths | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows Coming Soon instead of a link for a course that is not published (${viewport})`, async () => {
      const { page } = await openPage(browser, '/pathways', viewport);
      if (draftInPath) {
        const region = page.getByRole('region', { name: draftInPath.learningPath.title });
        await expectVisible(region.getByText('Coming Soon', { exact: true }).first());
        expect(await region.getByRole('link', { name: draftInPath.course.title }).count()).toBe(0);
        await expectVisible(region.getByText(draftInPath.course.title));
      }
      for (const learningPath of PATHS) {
        expect(await page.getByRole('region', { name: learningPath.title }).getByText('Coming Soon', { exact: true }).count(), learningPath.title).toBe(comingSoonCount(learningPath));
      }
      expect(await page.getByText('Coming Soon', { exact: true }).count()).toBe(PATHS.reduce((total, path) => total + comingSoonCount(path), 0));
      await page.close();
    });

    it(`sends Start This Path to the first available course of each path (${viewport})`, async () => {
      const { page } = await openPage(browser, '/pathways', viewport);
      for (const [title, slug] of [
        ['AI Foundations', 'ai-101-for-business-owners'],
        ['Automation & Growth', 'automate-your-business'],
        ['AI Leadership', 'ai-strategy-blueprint'],
      ]) {
        const start = page.getByRole('link', { name: `Start This Path: ${title}` });
        await expectVisible(start);
        expect(await start.innerText()).toBe('Start This Path');
        expect(await start.getAttribute('href')).toBe(`/courses/${slug}`);
      }
      await page.getByRole('link', { name: 'Start This Path: Automation & Growth' }).click();
      await page.waitForURL('**/courses/automate-your-business');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Automate Your Business with AI' }));
      await page.close();
    });
  }

  it('starts a path at its next published course when its first course is not in the catalogue', async () => {
    const page = await openWithCatalogue(async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { courses: { slug: string }[] };
      await route.fulfill({ response, json: { courses: body.courses.filter((course) => course.slug !== 'ai-101-for-business-owners') } });
    });
    const start = page.getByRole('link', { name: 'Start This Path: AI Foundations' });
    await expectVisible(start);
    expect(await start.getAttribute('href')).toBe('/courses/prompt-engineering-mastery');
    const foundations = page.getByRole('region', { name: 'AI Foundations' });
    expect(await foundations.getByRole('link', { name: 'AI 101 for Business Owners' }).count()).toBe(0);
    // AI 101, left out of the catalogue here, and any course of the path still being written.
    expect(await foundations.getByText('Coming Soon', { exact: true }).count()).toBe(1 + comingSoonCount(PATHS[0]!));
    await page.close();
  });

  it('shows skeletons while the catalogue loads, then the course links', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const page = await openWithCatalogue(async (route) => {
      await released;
      await route.continue();
    });
    await expectVisible(page.getByTestId('path-courses-skeleton'));
    expect(await page.getByTestId('path-courses-skeleton').count()).toBe(3);
    expect(await page.getByRole('link', { name: /^Start This Path/ }).count()).toBe(0);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'AI Foundations' }));
    release();
    await expectVisible(page.getByRole('link', { name: 'AI 101 for Business Owners' }));
    await expectHidden(page.getByTestId('path-courses-skeleton'));
    await page.close();
  });

  it('still lists every course, without links, when the catalogue cannot be loaded', async () => {
    const page = await openWithCatalogue((route) =>
      route.fulfill({ status: 503, json: { error: 'UNAVAILABLE', message: 'The service is temporarily unavailable' } }),
    );
    // The browser retries a failed request three times with back-off before giving up.
    await expectVisible(page.getByRole('alert').getByText("We couldn't check which courses are open right now", { exact: false }), 20_000);
    for (const path of PATHS) {
      for (const { title } of path.courses) await expectVisible(page.getByText(title, { exact: true }));
    }
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'AI 101 for Business Owners' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: /^Start This Path/ }).count()).toBe(0);
    expect(await main.getByText('Coming Soon', { exact: true }).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Try Again' }));
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/pathways');
    await expectVisible(page.getByRole('link', { name: 'Start This Path: AI Foundations' }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
