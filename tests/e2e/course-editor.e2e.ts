import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * The course editor an owner can use (issue 34): in the rich-text editor an owner writes a
 * lesson with a heading, a list, an uploaded picture and a tool from the menu, saves, and the
 * learner sees the same, at 1280 and 390 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseUrl() });

async function signedIn(viewport: ViewportName, credentials?: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  if (credentials) {
    expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
    return context;
  }
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    headers: headers(),
    data: { firstName: 'Rosa', lastName: 'Diaz', email: uniqueEmail('e2e-editor-learner'), password: 'learner-password' },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** A published free course with one empty lesson, made through the admin API. */
async function courseWithEmptyLesson(admin: BrowserContext, viewport: ViewportName): Promise<string> {
  const slug = `editor-${viewport}-${Date.now().toString(36)}`;
  const created = await admin.request.post(`${baseUrl()}/api/admin/courses`, { headers: headers(), data: { title: `Editor Journey ${viewport}`, slug } });
  const course = (await created.json()).course;
  const saved = await admin.request.put(`${baseUrl()}/api/admin/courses/${slug}`, {
    headers: headers(),
    data: {
      baseVersion: course.version,
      course: { title: course.title, description: 'Written in the course editor.', level: 'Beginner', duration: '1 hour', thumbnailUrl: null, requiredPlan: 'free', published: true },
      curriculum: { modules: [{ id: 'm1', title: 'Start here', lessons: [{ id: 'l1', title: 'Your first win', duration: '5 min' }] }] },
      publishAnyway: true,
    },
  });
  expect(saved.status()).toBe(200);
  return slug;
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/course-editor-${name}.png`, fullPage: false });
}

describe('the course editor', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lets an owner write a lesson with a heading, a list, an uploaded picture and a tool that the learner then sees (${viewport})`, { timeout: 180_000 }, async () => {
      const admin = await signedIn(viewport, E2E_ADMIN);
      const slug = await courseWithEmptyLesson(admin, viewport);
      const page = await admin.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl()}/admin/courses/${slug}/edit`, { waitUntil: 'networkidle' });

      const lesson = page.getByTestId('lesson').first();
      await lesson.locator('[aria-expanded="false"]').first().click();
      const text = lesson.getByRole('textbox', { name: 'Lesson text of Your first win' });
      await text.click();
      await lesson.getByRole('button', { name: 'Heading', exact: true }).click();
      await page.keyboard.type('Three things to try this week');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- Draft a reply to a quote request');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Summarize last month’s reviews');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');

      await lesson.getByRole('button', { name: 'Image', exact: true }).click();
      await lesson.getByLabel('What the image shows (read aloud to people who cannot see it)').fill('A bar chart of hours saved each week');
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 13, g: 148, b: 136 } } }).png().toBuffer();
      await lesson.getByLabel('Image file').setInputFiles({ name: 'hours-saved.png', mimeType: 'image/png', buffer: png });
      await expectVisible(text.getByRole('img', { name: 'A bar chart of hours saved each week' }), 20_000);

      await lesson.getByRole('button', { name: 'Insert a tool' }).click();
      await lesson.getByRole('button', { name: /^ROI Calculator/ }).click();
      await expectVisible(text.getByText('Interactive tool'));
      await text.getByText('ROI Calculator').scrollIntoViewIfNeeded();
      await screenshot(page, `owner-${viewport}`);

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(toast(page, 'Course saved successfully.'));

      // The saved text is the content files' Markdown.
      const stored = await (await admin.request.get(`${baseUrl()}/api/admin/courses/${slug}`)).json();
      const markdown: string = stored.course.curriculum.modules[0].lessons[0].content;
      expect(markdown).toMatch(/^## Three things to try this week\n\n- Draft a reply to a quote request\n- Summarize last month’s reviews\n\n!\[A bar chart of hours saved each week\]\(\/media\/images\/[0-9a-f-]+\.webp\)\n\n::tool\{id="roi-calculator"\}$/);
      expect(errors).toEqual([]);

      const learner = await signedIn(viewport);
      expect((await learner.request.post(`${baseUrl()}/api/courses/${slug}/enrollment`, { headers: headers() })).ok()).toBe(true);
      const learnerPage = await learner.newPage();
      await learnerPage.goto(`${baseUrl()}/learn/${slug}`, { waitUntil: 'networkidle' });
      await expectVisible(learnerPage.getByRole('heading', { name: 'Three things to try this week' }));
      await expectVisible(learnerPage.getByRole('listitem').filter({ hasText: 'Draft a reply to a quote request' }));
      await expectVisible(learnerPage.getByRole('listitem').filter({ hasText: 'Summarize last month’s reviews' }));
      const picture = learnerPage.getByRole('img', { name: 'A bar chart of hours saved each week' });
      await expectVisible(picture);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1600);
      await expectVisible(learnerPage.getByRole('heading', { name: 'ROI Calculator' }));
      await learnerPage.getByRole('heading', { name: 'Three things to try this week' }).scrollIntoViewIfNeeded();
      await screenshot(learnerPage, `learner-${viewport}`);

      await admin.close();
      await learner.close();
    });
  }
});
