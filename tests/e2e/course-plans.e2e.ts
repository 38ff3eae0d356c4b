import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetailResponse, ListCoursesResponse } from '../../src/shared/api/catalog';
import { baseUrl, expectVisible, launchBrowser, openPage, openSignedInPage } from './support/browser';
import { uniqueEmail } from './support/unique-email';

const FREE_COURSE = 'ai-101-for-business-owners';
const PRO_COURSE = 'automate-your-business';
const PLAN_LABEL = { free: 'Free plan', pro: 'Pro plan', elite: 'Elite plan' } as const;

let browser: Browser;
let catalogue: ListCoursesResponse['courses'];
let freeLearner: Cookie[];

beforeAll(async () => {
  browser = await launchBrowser();
  catalogue = ((await (await fetch(`${baseUrl()}/api/courses`)).json()) as ListCoursesResponse).courses;
  const context = await browser.newContext();
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Rosa', lastName: 'Diaz', email: uniqueEmail('e2e-plans'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  freeLearner = await context.cookies();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

function curriculum(page: Page) {
  return page.getByRole('region', { name: 'Curriculum' });
}

describe('plans before the paywall', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows a visitor each course's plan on /courses and on the course page (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/courses', viewport);
      for (const course of catalogue) {
        const card = page.getByRole('heading', { level: 2, name: course.title }).locator('..').locator('..');
        await expectVisible(card.getByText(PLAN_LABEL[course.requiredPlan], { exact: true }));
      }
      expect(await page.getByText('Included in your plan').count()).toBe(0);

      await page.goto(`${baseUrl()}/courses/${PRO_COURSE}`, { waitUntil: 'networkidle' });
      await expectVisible(page.getByText(PLAN_LABEL.pro, { exact: true }).first());
      const plan = page.getByRole('complementary', { name: 'Plan' });
      await expectVisible(plan.getByText('Pro Member', { exact: true }));
      await expectVisible(plan.getByText('$249 per year', { exact: false }));
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows a free learner AI 101's lessons without padlocks and a Pro course's with them (${viewport})`, async () => {
      const { page, errors } = await openSignedInPage(browser, freeLearner, `/courses/${FREE_COURSE}`, viewport);
      await expectVisible(page.getByText('Included in your plan'));
      await expectVisible(curriculum(page).locator('svg[aria-label="Included"]').first());
      expect(await curriculum(page).locator('svg[aria-label="Locked"]').count()).toBe(0);

      await page.goto(`${baseUrl()}/courses/${PRO_COURSE}`, { waitUntil: 'networkidle' });
      await expectVisible(page.getByText('Needs the Pro plan: yours is Free'));
      const detail = ((await (await fetch(`${baseUrl()}/api/courses/${PRO_COURSE}`)).json()) as CourseDetailResponse).course;
      // Every lesson but the first, which is the free preview (decision 0070).
      expect(await curriculum(page).locator('svg[aria-label="Locked"]').count()).toBe(detail.lessonCount - 1);
      expect(await curriculum(page).locator('svg[aria-label="Free preview"]').count()).toBe(1);
      expect(await curriculum(page).locator('svg[aria-label="Included"]').count()).toBe(0);

      await page.goto(`${baseUrl()}/courses`, { waitUntil: 'networkidle' });
      const proCard = page.getByRole('heading', { level: 2, name: detail.title }).locator('..').locator('..');
      await expectVisible(proCard.getByText('Needs the Pro plan: yours is Free'));
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`sells the course: lessons beside modules, outcomes, the certificate and what it takes (${viewport})`, async () => {
      const detail = ((await (await fetch(`${baseUrl()}/api/courses/${FREE_COURSE}`)).json()) as CourseDetailResponse).course;
      const { page, errors } = await openPage(browser, `/courses/${FREE_COURSE}`, viewport);
      await expectVisible(page.getByText(`${detail.modules.length} modules`, { exact: true }));
      await expectVisible(page.getByText(`${detail.lessonCount} lessons`, { exact: true }));
      const outcomes = page.getByRole('region', { name: "What you'll be able to do" });
      expect(detail.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(await outcomes.getByRole('listitem').allInnerTexts()).toEqual(detail.outcomes);
      const certificate = page.getByRole('complementary', { name: 'Certificate' });
      await expectVisible(certificate.getByText(/complete every lesson/));
      await expectVisible(page.getByRole('complementary', { name: 'Plan' }).getByText('Free Starter', { exact: true }));
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
