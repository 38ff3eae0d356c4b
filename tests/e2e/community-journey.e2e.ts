import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { E2E_PRO_LEARNER } from './support/plans';
import { uniqueEmail } from './support/unique-email';

/** Issue 47: a lesson question answered by the instructor and marked answered; a reported post hidden by an admin. */

const COURSE = 'automate-your-business';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function proContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const site = baseUrl();
  const signedIn = await context.request.post(`${site}/api/auth/sign-in/email`, { data: { email: E2E_PRO_LEARNER.email, password: E2E_PRO_LEARNER.password }, headers: { origin: site } });
  expect(signedIn.status()).toBe(200);
  const enrolment = await context.request.post(`${site}/api/courses/${COURSE}/enrollment`, { headers: { origin: site } });
  expect([200, 201, 409]).toContain(enrolment.status());
  return context;
}

async function adminContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

async function firstLessonId(context: BrowserContext): Promise<string> {
  const player = await context.request.get(`${baseUrl()}/api/learn/${COURSE}`);
  expect(player.status()).toBe(200);
  const body = (await player.json()) as { course: { modules: { lessons: { id: string }[] }[] } };
  return body.course.modules[0]!.lessons[0]!.id;
}

describe('the community journey', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a Pro member asks under a lesson, the instructor answers, the member marks it answered (${viewport})`, async () => {
      const title = `Does this work for a bakery? ${viewport} ${Date.now()}`;
      const pro = await proContext(viewport);
      const lessonId = await firstLessonId(pro);
      const lessonPath = `/learn/${COURSE}?lesson=${encodeURIComponent(lessonId)}`;

      const learner = await open(pro, lessonPath);
      const discussion = learner.getByRole('region', { name: 'Discussion' });
      await expectVisible(discussion.getByRole('heading', { name: 'Ask about this lesson' }));
      await discussion.getByLabel('Title').fill(title);
      await discussion.getByLabel('Your question').fill('We take orders by phone. Which step should we automate first?');
      await discussion.getByRole('button', { name: 'Ask Question' }).click();
      await expectVisible(discussion.getByRole('button', { name: title }));
      await learner.screenshot({ path: `/tmp/community-lesson-question-${viewport}.png`, fullPage: true });

      const admin = await adminContext(viewport);
      const queue = await open(admin, '/admin/community');
      await expectVisible(queue.getByRole('heading', { level: 1, name: 'Community Moderation' }));
      const waiting = queue.getByRole('region', { name: 'Waiting for the instructor' });
      await waiting.getByRole('link', { name: title }).click();
      await queue.waitForURL((url) => url.pathname === `/learn/${COURSE}`);
      const adminDiscussion = queue.getByRole('region', { name: 'Discussion' });
      await adminDiscussion.getByRole('button', { name: title }).click();
      await adminDiscussion.getByLabel('Your reply').fill('Start with order confirmations: the lesson’s first workflow does exactly that.');
      await adminDiscussion.getByRole('button', { name: 'Post Reply' }).click();
      await expectVisible(adminDiscussion.getByRole('heading', { name: '1 reply' }));
      await expectVisible(adminDiscussion.getByText('Instructor’s answer', { exact: true }));

      await learner.reload({ waitUntil: 'networkidle' });
      const again = learner.getByRole('region', { name: 'Discussion' });
      await again.getByRole('button', { name: title }).click();
      await expectVisible(again.getByText('Instructor’s answer', { exact: true }));
      await again.getByRole('button', { name: 'Mark as Answered' }).click();
      await expectVisible(again.getByRole('button', { name: 'Mark as Not Answered' }));
      await expectVisible(again.getByText('Answered', { exact: true }));
      await learner.screenshot({ path: `/tmp/community-answered-${viewport}.png`, fullPage: true });

      const after = await open(admin, '/admin/community');
      await after.screenshot({ path: `/tmp/community-after-${viewport}.png`, fullPage: true });
      await expectVisible(after.getByRole('heading', { level: 2, name: 'Waiting for the instructor' }));
      await expectHidden(after.getByRole('link', { name: title }));
      await Promise.all([pro.close(), admin.close()]);
    });

    it(`a member reports a post and an admin hides it (${viewport})`, async () => {
      const site = baseUrl();
      const title = `Buy my prompt pack now ${viewport} ${Date.now()}`;
      const pro = await proContext(viewport);
      const created = await pro.request.post(`${site}/api/community/spaces/wins-and-case-studies/posts`, {
        data: { title, body: 'Visit my site for 50% off.' },
        headers: { origin: site },
      });
      expect(created.status()).toBe(201);
      const postId = ((await created.json()) as { post: { id: string } }).post.id;

      const reporter = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const signUp = await reporter.request.post(`${site}/api/auth/sign-up/email`, {
        data: { firstName: 'Rosa', lastName: 'Diaz', email: uniqueEmail('e2e-community'), password: 'correct-horse' },
        headers: { origin: site },
      });
      expect(signUp.status()).toBe(200);
      const postPage = await open(reporter, `/community/posts/${postId}`);
      await expectVisible(postPage.getByRole('heading', { level: 1, name: title }));
      await postPage.getByRole('button', { name: 'Report' }).click();
      await postPage.getByLabel('What is wrong with this post?').fill('Selling, not sharing a win.');
      await postPage.getByRole('button', { name: 'Send Report' }).click();
      await expectVisible(postPage.getByText('Thanks: a moderator will look at this post.'));

      const admin = await adminContext(viewport);
      const queue = await open(admin, '/admin/community');
      const reported = queue.getByRole('region', { name: 'Reported posts' }).getByRole('listitem').filter({ hasText: title });
      await expectVisible(reported.getByText('Selling, not sharing a win.'));
      await queue.screenshot({ path: `/tmp/community-admin-queue-${viewport}.png`, fullPage: true });
      await reported.getByRole('button', { name: 'Hide' }).click();
      await expectHidden(queue.getByRole('region', { name: 'Reported posts' }).getByRole('link', { name: title }));

      await postPage.reload({ waitUntil: 'networkidle' });
      await expectVisible(postPage.getByText("We couldn't open this post"));
      await expectVisible(postPage.getByText('Post not found.'));

      const asAdmin = await open(admin, `/community/posts/${postId}`);
      await expectVisible(asAdmin.getByText('Hidden', { exact: true }));
      await Promise.all([pro.close(), reporter.close(), admin.close()]);
    });
  }
});
