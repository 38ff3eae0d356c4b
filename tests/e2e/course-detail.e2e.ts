import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseDetailResponse } from '../../src/shared/api/catalog';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, openSignedInPage, renderInBrowserOnly, VIEWPORTS } from './support/browser';
import { uniqueEmail } from './support/unique-email';

const SLUG = 'ai-101-for-business-owners';
const DRAFT_SLUG = 'browser-test-draft-course';
const DRAFT_NOTICE = 'This course is currently in development and will be available soon. Stay tuned!';

let browser: Browser;
let course: CourseDetail;

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/api/courses/${SLUG}`);
  course = ((await response.json()) as CourseDetailResponse).course;
});
afterAll(async () => {
  await browser?.close();
});

/** The cookies of a session made through the API: a new learner's, or the given account's. */
async function sessionCookies(account?: { email: string; password: string }): Promise<Cookie[]> {
  const context = await browser.newContext();
  const response = account
    ? undefined
    : await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Lena', lastName: 'Park', email: uniqueEmail('e2e-draft'), password: 'correct-horse-42' },
        headers: { origin: baseUrl() },
      });
  expect(response ? response.status() : await signInAsAdmin(context.request, baseUrl())).toBe(200);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

function lessonCount(detail: CourseDetail): number {
  return detail.modules.reduce((total, module) => total + module.lessons.length, 0);
}

/** The curriculum as shown: each module heading with its lessons' title and duration. */
async function shownCurriculum(page: Page): Promise<{ heading: string; lessons: string[][] }[]> {
  const section = page.getByRole('region', { name: 'Curriculum' });
  return section.locator('ol > li').evaluateAll((items) =>
    items.map((item) => ({
      heading: (item.querySelector('h3')?.textContent ?? '').trim(),
      lessons: Array.from(item.querySelectorAll('ul > li'), (lesson) =>
        Array.from(lesson.querySelectorAll('span'), (span) => (span.textContent ?? '').trim()),
      ),
    })),
  );
}

describe('course page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the course, its curriculum, open to anyone on the free plan, and the instructor (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, `/courses/${SLUG}`, viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: course.title }));
      expect(course.modules.length).toBeGreaterThan(0);

      expect(await page.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe('/courses');
      await expectVisible(page.getByText('Beginner', { exact: true }));
      await expectVisible(page.getByText(course.description, { exact: true }));
      await expectVisible(page.getByText(course.duration, { exact: true }));
      await expectVisible(page.getByText(`${course.modules.length} modules`, { exact: true }));
      expect(await page.getByText(DRAFT_NOTICE).count()).toBe(0);

      await expectVisible(page.getByRole('heading', { level: 2, name: 'Curriculum' }));
      expect(await shownCurriculum(page)).toEqual(
        course.modules.map((module, index) => ({
          heading: `Module ${index + 1}: ${module.title}`,
          lessons: module.lessons.map((lesson) => [lesson.title, lesson.duration]),
        })),
      );
      const curriculum = page.getByRole('region', { name: 'Curriculum' });
      // A free course opens to anyone who signs up: no padlocks.
      expect(await curriculum.locator('svg[aria-label="Locked"]').count()).toBe(0);
      expect(await curriculum.locator('svg[aria-label="Included"]').count()).toBe(lessonCount(course));

      const instructor = page.getByRole('complementary', { name: 'Your Instructor' });
      await instructor.scrollIntoViewIfNeeded();
      await expectVisible(instructor.getByText('Daniel Hart', { exact: true }));
      expect(await instructor.getByRole('link').getAttribute('href')).toBe('/about');

      await expectVisible(page.getByRole('button', { name: 'Enroll Now' }));
      expect(await page.title()).toBe(`${course.title} | AI Action Academy`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`sends a visitor who enrolls to sign in, coming back to the course after (${viewport})`, async () => {
      const { page } = await openPage(browser, `/courses/${SLUG}`, viewport);
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      const url = new URL(page.url());
      expect(url.searchParams.get('redirect')).toBe(`/courses/${SLUG}`);
      expect(url.search).toBe(`?redirect=${encodeURIComponent(`/courses/${SLUG}`)}`);
      await expectVisible(page.getByText('Sign in required', { exact: true }));
      await expectVisible(page.getByText('Please sign in to enroll in this course', { exact: true }));
      await page.close();
    });
  }

  it('goes back to the catalogue from the back link', async () => {
    const { page } = await openPage(browser, `/courses/${SLUG}`, 'desktop');
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
    await page.close();
  });

  it('marks a course that is not published yet as in development, with no way to enrol for a visitor', async () => {
    const { page, errors } = await openPage(browser, `/courses/${DRAFT_SLUG}`, 'mobile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Browser Test Draft Course' }));
    await expectVisible(page.getByRole('note').getByText(DRAFT_NOTICE, { exact: true }));
    await expectVisible(page.getByText('Advanced', { exact: true }));
    expect(await page.getByRole('button', { name: 'Enroll Now' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a signed-in learner the in-development notice and no Enroll Now button on a draft', async () => {
    const { page, errors } = await openSignedInPage(browser, await sessionCookies(), `/courses/${DRAFT_SLUG}`, 'desktop');
    await expectVisible(page.getByRole('note').getByText(DRAFT_NOTICE, { exact: true }));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: /^Account menu for / }));
    expect(await page.getByRole('button', { name: 'Enroll Now' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets an admin preview a draft: the notice, and Enroll Now to try the lessons', async () => {
    const { page, errors } = await openSignedInPage(browser, await sessionCookies(E2E_ADMIN), `/courses/${DRAFT_SLUG}`, 'desktop');
    await expectVisible(page.getByRole('note').getByText(DRAFT_NOTICE, { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Enroll Now' }));
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`says Course Not Found for an unknown course, with a way back to the catalogue (${viewport})`, async () => {
      const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
      const response = await page.goto(`${baseUrl()}/courses/no-such-course`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Course Not Found' }));
      const browse = page.getByRole('link', { name: 'Browse All Courses' });
      expect(await browse.getAttribute('href')).toBe('/courses');
      await browse.click();
      await page.waitForURL((url) => url.pathname === '/courses');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));
      await page.close();
    });
  }

  it('shows the default Getting Started module when a course has no curriculum yet', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await renderInBrowserOnly(page);
    await page.route(
      (url) => url.pathname === `/api/courses/${SLUG}`,
      (route) =>
        route.fulfill({
          json: { course: { ...course, modules: [], moduleCount: 0, lessonCount: 0 } } satisfies CourseDetailResponse,
        }),
    );
    await page.goto(`${baseUrl()}/courses/${SLUG}`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1, name: course.title }));
    expect(await shownCurriculum(page)).toEqual([
      {
        heading: 'Module 1: Getting Started',
        lessons: [
          ['Introduction to AI', '15 min'],
          ['Setting Up Your Tools', '20 min'],
        ],
      },
    ]);
    await expectVisible(page.getByText('1 module', { exact: true }));
    await page.close();
  });

  it('shows a loading skeleton until the course arrives', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    await renderInBrowserOnly(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `/api/courses/${SLUG}`,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl()}/courses/${SLUG}`, { waitUntil: 'domcontentloaded' });
    await expectVisible(page.getByRole('status', { name: 'Loading course' }));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    release();
    await expectVisible(page.getByRole('heading', { level: 1, name: course.title }));
    expect(await page.getByRole('status', { name: 'Loading course' }).count()).toBe(0);
    await page.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, `/courses/${SLUG}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: course.title }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('has no accessibility violations on a course in development', async () => {
    const { page } = await openPage(browser, `/courses/${DRAFT_SLUG}`);
    await expectVisible(page.getByRole('note'));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
