import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../src/shared/curriculum';
import { baseUrl, downloadedBytes, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { answerQuiz, contentCourse } from './support/course-completion';
import { subscribeThroughLocalCheckout } from './support/plans';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/*
 * The library a plan sells, taken as a buyer takes it (issues 27 and 28): a learner who bought
 * the plan works through a whole course in the player (the ROI calculator filled in, a download
 * saved, every quiz passed) and earns its certificate; a learner whose plan does not open the
 * course is told to upgrade.
 */

const COURSES = [
  { slug: 'ai-marketing-essentials', plan: 'pro' },
  { slug: 'measuring-ai-roi', plan: 'elite' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseUrl() });

async function learnerWithPlan(plan: 'pro' | 'elite'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
  const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Dana', lastName: 'Whitfield', email: uniqueEmail(`e2e-library-${plan}`), password: 'correct-horse-42' },
    headers: headers(),
  });
  expect(signUp.status()).toBe(200);
  await subscribeThroughLocalCheckout(context.request, plan);
  return context;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toolOf = (lesson: Lesson) => /^::tool\{id="([^"]+)"\}/m.exec(lesson.content)?.[1];

/** Fills the ROI calculator by keyboard, as a learner would, and waits for it to save. */
async function fillRoiCalculator(page: Page, tool: Locator): Promise<void> {
  await tool.getByLabel('Hours saved per week').focus();
  await page.keyboard.type('5');
  for (const value of ['40', '30', '500', '2']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await expectVisible(tool.getByText('All changes saved.'));
  await expectVisible(tool.getByText('$867', { exact: true }));
}

/** Saves the lesson's first download and checks it is the file it says it is. */
async function downloadFirstResource(page: Page, lesson: Lesson): Promise<void> {
  const resource = lesson.resources[0]!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download ${resource.title}` }).click()]);
  const bytes = await downloadedBytes(download);
  const signature = resource.file_type === 'pdf' ? '%PDF' : 'PK';
  expect(bytes.subarray(0, signature.length).toString('latin1'), resource.title).toBe(signature);
}

describe('the plans’ library in the player', () => {
  for (const { slug, plan } of COURSES) {
    it(`a ${plan} learner completes ${slug} with a tool, a download and every quiz, and earns the certificate`, { timeout: 300_000 }, async () => {
      const course = contentCourse(slug);
      expect(course.requiredPlan).toBe(plan);
      const context = await learnerWithPlan(plan);
      expect((await context.request.post(`${baseUrl()}/api/courses/${slug}/enrollment`, { headers: headers() })).status()).toBe(201);
      const page = await context.newPage();

      let usedTool = false;
      let downloaded = false;
      for (const [index, lesson] of course.lessons.entries()) {
        await page.goto(`${baseUrl()}/learn/${slug}?lesson=${lesson.id}`, { waitUntil: 'networkidle' });
        await expectVisible(page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(lesson.title)}`) }));
        let completedByTool = false;
        if (!usedTool && toolOf(lesson) === 'roi-calculator') {
          await fillRoiCalculator(page, page.locator('[data-lesson-tool="roi-calculator"]'));
          usedTool = true;
          completedByTool = !lesson.quiz;
          if (completedByTool) await expectVisible(toast(page, 'Lesson completed!'));
        }
        if (!downloaded && lesson.resources.length > 0) {
          await downloadFirstResource(page, lesson);
          downloaded = true;
        }
        if (lesson.quiz) {
          await page.getByRole('tab', { name: /^Quiz/ }).click();
          const quiz = page.getByRole('region', { name: lesson.quiz.title });
          await answerQuiz(quiz, lesson.quiz.questions, true);
          await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));
        } else if (!completedByTool) {
          await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).first().click();
        }
        const progress = `${index + 1} / ${course.lessons.length} lessons complete`;
        await expectVisible(page.getByRole('navigation', { name: 'Course content' }).getByText(progress));
      }
      expect(usedTool, 'the course embeds the ROI calculator').toBe(true);
      expect(downloaded, 'the course has a download').toBe(true);

      await expectVisible(page.getByRole('link', { name: 'View Certificate' }).first());
      await page.getByRole('link', { name: 'View Certificate' }).first().click();
      await page.waitForURL(/\/certificate\/[0-9a-f-]{36}$/);
      const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
      await expectVisible(certificate.getByText('Dana Whitfield', { exact: true }));
      await expectVisible(certificate.getByText(course.title, { exact: true }));
      await context.close();
    });
  }

  it('tells a Pro learner that an Elite course needs an upgrade and opens no lesson', async () => {
    const context = await learnerWithPlan('pro');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/courses/measuring-ai-roi`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const notice = toast(page, 'Upgrade Required');
    await expectVisible(notice);
    expect(await notice.innerText()).toContain('This course requires a elite plan or higher.');
    await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 5_000 });
    const lesson = contentCourse('measuring-ai-roi').lessons[0]!;
    expect((await context.request.post(`${baseUrl()}/api/learn/measuring-ai-roi/lessons/${lesson.id}/completion`, { headers: headers() })).status()).toBe(403);
    await context.close();
  });
});
