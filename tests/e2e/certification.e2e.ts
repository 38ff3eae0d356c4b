import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Question } from '../../src/shared/curriculum';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { completeLessonThroughApi, contentCourse, quizChoices } from './support/course-completion';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';
import { confirmEmail, type MailingServer } from './support/mailbox';
import { resetServerClock, shiftServerClock } from './support/server-clock';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CERTIFICATIONS = [
  { name: 'AI-Ready Business Fundamentals', plan: 'Free Starter', requirements: ['80%+'] },
  { name: 'Certified AI Business Strategist', plan: 'Pro Member', requirements: ['85%+'] },
  {
    name: 'Elite AI Implementation Partner',
    plan: 'Elite Access',
    requirements: ['90%+', '3 case studies', 'review board', 'annual continuing education'],
  },
];

describe('certification page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`explains the four steps and the three certifications with their requirements (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/certification', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Get Certified in AI for Business' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: 'How It Works' }));
      const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
      expect(await steps.count()).toBe(4);
      for (const step of ['Enroll in a Course', 'Complete the Lessons', 'Pass the Quizzes', 'Earn Your Certificate']) {
        await expectVisible(page.getByRole('heading', { level: 3, name: step }));
      }
      const certifications = page.getByRole('region', { name: 'Three Certifications, One for Every Plan' });
      for (const certification of CERTIFICATIONS) {
        const heading = certifications.getByRole('heading', { level: 3, name: certification.name });
        await expectVisible(heading);
        const card = heading.locator('..');
        const text = await card.innerText();
        expect(text).toContain(certification.plan);
        // Every course of every track is published: nothing is still to come, and a visitor signs in to start.
        expect(text).not.toMatch(/coming soon|still to come/i);
        expect(text).toContain('Sign in to start');
        for (const requirement of certification.requirements) expect(text).toContain(requirement);
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Why Get Certified' }));
      expect(await page.title()).toBe('Certification | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows a sample Certificate of Completion and links to courses and pricing (${viewport})`, async () => {
      const { page } = await openPage(browser, '/certification', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Sample Certificate' }));
      const certificate = page.getByRole('img', { name: /^Sample Certificate of Completion/ });
      await expectVisible(certificate);
      const text = await certificate.innerText();
      for (const part of ['Certificate of Completion', 'This certifies that', 'AI 101 for Business Owners', 'Daniel Hart', 'Certificate ID']) {
        expect(text).toContain(part);
      }
      const courses = page.getByRole('link', { name: 'Browse Courses' });
      await expectVisible(courses);
      expect(await courses.getAttribute('href')).toBe('/courses');
      const pricing = page.getByRole('link', { name: 'View Pricing' });
      await expectVisible(pricing);
      expect(await pricing.getAttribute('href')).toBe('/pricing');
      await page.close();
    });
  }

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/certification');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

const HOUR = 60 * 60 * 1000;
const AI_101 = 'ai-101-for-business-owners';
const FUNDAMENTALS = 'AI-Ready Business Fundamentals';
const screenshots = process.env.E2E_SCREENSHOTS;

/** Saves a full-page picture when E2E_SCREENSHOTS names a folder (to look at the pages while building them). */
async function shoot(page: Page, name: string): Promise<void> {
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** A tier's card on /certification, found by its heading. */
const tier = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title }).locator('..');

/** Answers the question on screen, right or deliberately wrong, found in AI 101's pool by its text. */
async function answerShown(page: Page, pool: Question[], right: boolean): Promise<void> {
  const shownText = (await page.locator('legend').textContent())!.trim();
  const question = pool.find((entry) => entry.question === shownText);
  if (!question) throw new Error(`The assessment showed a question not in AI 101's pool: ${shownText}`);
  const pick = quizChoices(question, right);
  if (pick.radio) await page.getByRole('radio', { name: pick.radio, exact: true }).check();
  for (const label of pick.checkboxes ?? []) await page.getByRole('checkbox', { name: label, exact: true }).check();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Answer saved' }));
}

describe('earning AI-Ready Business Fundamentals', () => {
  // The shared server, whose clock the journey moves a day ahead (support/shifted-clock.mjs) and back.
  let site: MailingServer;
  beforeAll(() => {
    site = { baseUrl: baseUrl(), dataDir: inject('dataDir') };
  });
  afterAll(resetServerClock);

  it('a free learner finishes AI 101, fails once, must wait 24 hours, passes, and the credential verifies publicly', { timeout: 240_000 }, async () => {
    const pool = contentCourse(AI_101).lessons.flatMap((lesson) => lesson.quiz?.questions ?? []);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const api = context.request;
    const headers = { origin: site.baseUrl };
    const signUp = await api.post(`${site.baseUrl}/api/auth/sign-up/email`, {
      data: { firstName: 'Maria', lastName: 'Lopez', email: uniqueEmail('e2e-certification'), password: 'correct-horse-42' },
      headers,
    });
    expect(signUp.status()).toBe(200);
    await confirmEmail(api, site);
    expect((await api.post(`${site.baseUrl}/api/courses/${AI_101}/enrollment`, { headers })).status()).toBe(201);
    for (const lesson of contentCourse(AI_101).lessons) await completeLessonThroughApi(api, AI_101, lesson, site.baseUrl);

    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/certification`, { waitUntil: 'networkidle' });
    const card = tier(page, FUNDAMENTALS);
    await expectVisible(card.getByText('1 of 1 course done'));
    await shoot(page, 'certification-ready-1280');
    await card.getByRole('link', { name: 'Start assessment' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: `${FUNDAMENTALS}: Final Assessment` }));
    await page.getByRole('button', { name: 'Start assessment' }).click();

    // First attempt: three wrong answers, a reload that resumes the attempt where it was, then submit.
    await expectVisible(page.getByRole('heading', { name: 'Question 1 of 20' }));
    for (let index = 0; index < 3; index++) {
      await answerShown(page, pool, false);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Question 4 of 20' }));
    await expectVisible(page.getByText('3 of 20 answered'));
    await expectVisible(page.getByText(/^\d+:\d\d$/));
    await shoot(page, 'assessment-runner-1280');
    await page.getByRole('button', { name: 'Submit assessment' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Not passed this time' }));
    await expectVisible(page.getByText('0 of 20 correct: 0%'));
    await expectVisible(page.getByText('2 attempts left in 30 days.'));
    await expectVisible(page.getByText(/^Your next attempt can start on /));
    expect(await page.getByText(/right option is|correct answer is/i).count()).toBe(0);
    await shoot(page, 'assessment-failed-1280');

    // The wait is the server's: the card says when, and starting anyway is refused.
    await page.goto(`${site.baseUrl}/certification`, { waitUntil: 'networkidle' });
    await expectVisible(card.getByText(/^Next attempt from /));
    expect(await card.getByRole('link', { name: 'Start assessment' }).count()).toBe(0);
    const tooSoon = await api.post(`${site.baseUrl}/api/certifications/ai-ready-fundamentals/attempts`, { headers });
    expect(tooSoon.status()).toBe(409);
    expect(((await tooSoon.json()) as { message: string }).message).toMatch(/^Attempts are 24 hours apart/);

    // A day later (the server's clock), the second attempt: every answer right.
    shiftServerClock(25 * HOUR);
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return card.getByText('2 attempts left in 30 days', { exact: false }).count();
      }, { timeout: 15_000 })
      .toBe(1);
    await card.getByRole('link', { name: 'Start assessment' }).click();
    await page.getByRole('button', { name: 'Start assessment' }).click();
    for (let index = 0; index < 20; index++) {
      await expectVisible(page.getByRole('heading', { name: `Question ${index + 1} of 20` }));
      await answerShown(page, pool, true);
      if (index < 19) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit assessment' }).click();
    await expectVisible(page.getByRole('heading', { name: 'You passed' }));
    await expectVisible(page.getByText('20 of 20 correct: 100%'));
    await shoot(page, 'assessment-passed-1280');
    await page.getByRole('link', { name: 'View your credential' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Certification verified' }));
    const credentialId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(credentialId).toMatch(/^CERT-\d{4}-[A-Z0-9]{6}$/);
    const linkedIn = page.getByRole('link', { name: 'Add to LinkedIn profile' });
    await expectVisible(linkedIn);
    expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('name')).toBe(FUNDAMENTALS);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${credentialId}.pdf`);
    await shoot(page, 'credential-owner-1280');

    await page.goto(`${site.baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    const mine = page.getByRole('region', { name: 'My certifications' });
    await expectVisible(mine.getByText(credentialId));
    await shoot(page, 'dashboard-1280');
    await context.close();

    // Anyone can verify it, by its page or by typing the ID into the verify form.
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await browser.newPage({ viewport: VIEWPORTS[viewport] });
      await visitor.goto(`${site.baseUrl}/verify/${credentialId.toLowerCase()}`, { waitUntil: 'networkidle' });
      await expectVisible(visitor.getByRole('heading', { name: 'Certification verified' }));
      const details = await visitor.locator('dl').first().innerText();
      for (const part of ['Maria Lopez', FUNDAMENTALS, 'Does not expire', credentialId]) expect(details).toContain(part);
      expect(await visitor.getByRole('link', { name: 'Add to LinkedIn profile' }).count()).toBe(0);
      await shoot(visitor, `credential-public-${viewport}`);
      await visitor.close();
    }
  });
});

describe('a Pro learner on /certification', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`sees the Strategist track's courses still to finish, and the Elite track as another plan's (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Sam', lastName: 'Okafor', email: uniqueEmail('e2e-strategist'), password: 'correct-horse-42' },
        headers: { origin: baseUrl() },
      });
      expect(signUp.status()).toBe(200);
      await subscribeThroughLocalCheckout(context.request, 'pro');
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/certification`, { waitUntil: 'networkidle' });
      const strategist = tier(page, 'Certified AI Business Strategist');
      await expectVisible(strategist.getByText('0 of 4 courses done'));
      for (const course of ['Automate Your Business with AI', 'AI Customer Service Playbook', 'Data-Driven Decisions with AI', 'AI Sales Accelerator']) {
        await expectVisible(strategist.getByRole('link', { name: course }));
      }
      await expectVisible(strategist.getByText('Finish these 4 courses to unlock the final assessment.'));
      expect(await strategist.getByRole('link', { name: 'Start assessment' }).count()).toBe(0);
      await expectVisible(tier(page, 'Elite AI Implementation Partner').getByText('Included in the Elite Access plan.'));
      await shoot(page, `certification-pro-${viewport}`);
      expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
