import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { CourseSummary, ListCoursesResponse } from '../../src/shared/api/catalog';
import { planRank } from '../../src/shared/plans';
import { readContentCourses } from '../../src/server/content/read-content';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, renderInBrowserOnly, VIEWPORTS, type ViewportName } from './support/browser';

let browser: Browser;
let catalogue: CourseSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/api/courses`);
  catalogue = ((await response.json()) as ListCoursesResponse).courses;
});
afterAll(async () => {
  await browser?.close();
});

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
/**
 * The browser tests' catalogue: the seed courses of content/courses whose lessons are all
 * written (published) and the fixture courses (tests/e2e/fixtures/courses, imported after the
 * seed, so last within their plan); drafts stay out of the list.
 */
const contentCourses = [
  ...readContentCourses(path.resolve(import.meta.dirname, '../../content/courses')),
  ...readContentCourses(path.resolve(import.meta.dirname, 'fixtures/courses')),
].map(({ course }) => course);
const published = contentCourses.filter((course) => course.published).sort((a, b) => planRank(a.requiredPlan) - planRank(b.requiredPlan));
const SEED_COUNTS = {
  All: published.length,
  ...Object.fromEntries(LEVELS.map((level) => [level, published.filter((course) => course.level === level).length])),
} as Record<'All' | (typeof LEVELS)[number], number>;
const DRAFT_TITLES = contentCourses.filter((course) => !course.published).map((course) => course.title);

function isCoursesApi(url: URL): boolean {
  return url.pathname === '/api/courses';
}

/** The cards of the visible tab panel. */
function cards(page: Page): Locator {
  return page.getByRole('tabpanel').locator('.grid > :not([data-testid="course-card-skeleton"])');
}

/** Each card's level badge: the first of its text spans that names a level. */
async function cardLevels(page: Page): Promise<string[]> {
  return cards(page).evaluateAll(
    (elements, levels) =>
      elements.map((card) => {
        const texts = Array.from(card.querySelectorAll('span'), (span) => (span.textContent ?? '').trim());
        return texts.find((text) => levels.includes(text)) ?? '';
      }),
    [...LEVELS] as string[],
  );
}

async function waitForCards(page: Page, count: number): Promise<void> {
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(count);
}

async function selectedTab(page: Page): Promise<string> {
  return page.getByRole('tab', { selected: true }).innerText();
}

/** Opens a page whose GET /api/courses is held until `release` is called. */
async function openWithHeldCatalogue(path: string, viewport: ViewportName = 'desktop') {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  await renderInBrowserOnly(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isCoursesApi, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

describe('courses page', () => {
  it('lists the published courses and leaves out the drafts', () => {
    expect(catalogue).toHaveLength(SEED_COUNTS.All);
    for (const level of LEVELS) expect(catalogue.filter((course) => course.level === level)).toHaveLength(SEED_COUNTS[level]);
    expect(DRAFT_TITLES).toContain('Browser Test Draft Course');
    expect(catalogue.map((course) => course.slug)).toEqual(published.map((course) => course.slug));
    for (const draft of DRAFT_TITLES) expect(catalogue.map((course) => course.title)).not.toContain(draft);
    expect(catalogue.every((course) => course.published)).toBe(true);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows every published course as a card with thumbnail, level, title, description, duration and link (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/courses', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['All', 'Beginner', 'Intermediate', 'Advanced']);
      expect(await selectedTab(page)).toBe('All');
      await waitForCards(page, SEED_COUNTS.All);
      for (const draft of DRAFT_TITLES) expect(await page.getByText(draft).count()).toBe(0);

      for (const [index, course] of catalogue.entries()) {
        const card = cards(page).nth(index);
        expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(course.title);
        expect(await card.locator('img').getAttribute('src')).toBe(course.thumbnailUrl);
        expect(await card.locator('img').getAttribute('alt')).toBe('');
        await expectVisible(card.getByText(course.description, { exact: true }));
        await expectVisible(card.getByText(course.duration, { exact: true }));
        const link = card.getByRole('link', { name: `Learn More about ${course.title}` });
        expect(await link.innerText()).toMatch(/^Learn More/);
        expect(await link.getAttribute('href')).toBe(`/courses/${course.slug}`);
      }
      expect(await cardLevels(page)).toEqual(catalogue.map((course) => course.level));
      expect(await page.title()).toBe('All Courses | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`filters the cards by level when a tab is chosen (${viewport})`, async () => {
      const { page } = await openPage(browser, '/courses', viewport);
      await waitForCards(page, SEED_COUNTS.All);
      for (const level of LEVELS) {
        await page.getByRole('tab', { name: level }).click();
        await page.waitForURL((url) => url.searchParams.get('level') === level);
        await waitForCards(page, SEED_COUNTS[level]);
        expect(await selectedTab(page)).toBe(level);
        expect(await cardLevels(page)).toEqual(Array(SEED_COUNTS[level]).fill(level));
        const titles = await cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
        expect(titles).toEqual(catalogue.filter((course) => course.level === level).map((course) => course.title));
      }
      await page.getByRole('tab', { name: 'All' }).click();
      await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
      await waitForCards(page, SEED_COUNTS.All);
      await page.close();
    });
  }

  it('opens the tab named in the address', async () => {
    const { page } = await openPage(browser, '/courses?level=Intermediate', 'desktop');
    await waitForCards(page, SEED_COUNTS.Intermediate);
    expect(await selectedTab(page)).toBe('Intermediate');
    expect(await cardLevels(page)).toEqual(Array(SEED_COUNTS.Intermediate).fill('Intermediate'));
    await page.close();
  });

  it('says a level has no courses yet when none of its courses is published', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await renderInBrowserOnly(page);
    const withoutAdvanced = catalogue.filter((course) => course.level !== 'Advanced');
    await page.route(isCoursesApi, (route) => route.fulfill({ json: { courses: withoutAdvanced } satisfies ListCoursesResponse }));
    await page.goto(`${baseUrl()}/courses?level=Advanced`);
    await expectVisible(page.getByText('No advanced courses available yet.', { exact: true }));
    expect(await selectedTab(page)).toBe('Advanced');
    expect(await cards(page).count()).toBe(0);
    await page.close();
  });

  it('falls back to All for an unknown level in the address', async () => {
    const { page } = await openPage(browser, '/courses?level=Bogus', 'desktop');
    await waitForCards(page, SEED_COUNTS.All);
    expect(await selectedTab(page)).toBe('All');
    await page.close();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { page } = await openPage(browser, '/courses', 'desktop');
    await waitForCards(page, SEED_COUNTS.All);
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('level') === 'Beginner');
    await waitForCards(page, SEED_COUNTS.Beginner);
    expect(await selectedTab(page)).toBe('Beginner');
    await page.close();
  });

  it('takes the visitor to the course page from Learn More', async () => {
    const { page } = await openPage(browser, '/courses', 'mobile');
    await page.getByRole('link', { name: 'Learn More about AI 101 for Business Owners' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/ai-101-for-business-owners');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI 101 for Business Owners' }));
    await page.close();
  });

  it('shows six skeleton cards on All while the catalogue loads', async () => {
    const { page, release } = await openWithHeldCatalogue('/courses');
    const skeletons = page.locator('[data-testid="course-card-skeleton"]');
    await expect.poll(() => skeletons.count(), { timeout: 10_000 }).toBe(6);
    await expectVisible(page.getByRole('status', { name: 'Loading courses' }));
    release();
    await waitForCards(page, SEED_COUNTS.All);
    expect(await skeletons.count()).toBe(0);
    await page.close();
  });

  it('shows two skeleton cards on a level tab while the catalogue loads', async () => {
    const { page, release } = await openWithHeldCatalogue('/courses?level=Beginner', 'mobile');
    const skeletons = page.locator('[data-testid="course-card-skeleton"]');
    await expect.poll(() => skeletons.count(), { timeout: 10_000 }).toBe(2);
    release();
    await waitForCards(page, SEED_COUNTS.Beginner);
    expect(await skeletons.count()).toBe(0);
    await page.close();
  });

  it('says so when the catalogue is empty', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await renderInBrowserOnly(page);
    await page.route(isCoursesApi, (route) => route.fulfill({ json: { courses: [] } satisfies ListCoursesResponse }));
    await page.goto(`${baseUrl()}/courses`);
    await expectVisible(page.getByText('No courses available yet.', { exact: true }));
    expect(await cards(page).count()).toBe(0);
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/courses');
    await waitForCards(page, SEED_COUNTS.All);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
