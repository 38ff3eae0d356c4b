import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerCourseResponse, PlayerLesson } from '../../src/shared/api/learning';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { answerQuiz, completeLessonThroughApi, contentCourse } from './support/course-completion';
import { uniqueEmail } from './support/unique-email';
import { toast } from './support/toast';
import { confirmEmail } from './support/mailbox';

const SLUG = 'ai-101-for-business-owners';
const LEARN_API = `/api/learn/${SLUG}`;
const FIRST_LESSON = 'l-ai-in-plain-english';
const TOOL_LESSON = 'l-measuring-the-payoff';
const QUIZ_LESSON = 'l-five-myths';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

let browser: Browser;
/** A learner enrolled in the course who never completes anything: the read-only checks share them. */
let readerCookies: Cookies;
/** The course as the player receives it, for expected texts. */
let player: PlayerCourseResponse;

beforeAll(async () => {
  browser = await launchBrowser();
  const reader = await newEnrolledLearner();
  readerCookies = await reader.cookies();
  const response = await reader.request.get(`${baseUrl()}${LEARN_API}`);
  player = (await response.json()) as PlayerCourseResponse;
  await reader.close();
});
afterAll(async () => {
  await browser?.close();
});

async function newEnrolledLearner(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Casey', lastName: 'Nguyen', email: uniqueEmail('e2e-learn'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(context.request);
  const enrol = await context.request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers: { origin: baseUrl() } });
  expect(enrol.status()).toBe(201);
  return context;
}

interface OpenedLearnPage {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

/** Opens a page signed in as the given learner; `prepare` may install routes before the first load. */
async function openAs(
  cookies: Cookies,
  path: string,
  viewport: ViewportName = 'desktop',
  prepare?: (page: Page) => Promise<void>,
): Promise<OpenedLearnPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await prepare?.(page);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

/** Serves the player's course with one lesson changed, as an admin could have set it up. */
function withLesson(lessonId: string, patch: Partial<PlayerLesson>) {
  return async (page: Page) => {
    await page.route(
      (url) => url.pathname === LEARN_API,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as PlayerCourseResponse;
        for (const module of body.course.modules) {
          module.lessons = module.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, ...patch } : lesson));
        }
        await route.fulfill({ response, json: body });
      },
    );
  };
}

function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Course content' });
}

function lessonButton(page: Page, title: string): Locator {
  return sidebar(page).getByRole('button', { name: title });
}

function lessonTitle(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: /COURSE CONTENT|Lesson resources|Course Complete/ });
}

const allLessons = () => player.course.modules.flatMap((module) => module.lessons);
const lessonById = (id: string) => allLessons().find((lesson) => lesson.id === id)!;

/** A one-page PDF with a filled rectangle: enough for pdf.js to render a real page. */
function tinyPdf(): Buffer {
  const content = '0 0.46 0.43 rg 20 20 260 160 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF_RESOURCE = {
  id: 'r-checklist',
  title: 'AI Pricing Checklist',
  description: 'A one-page checklist for comparing AI tool plans.',
  file_type: 'pdf',
  file_url: '/files/resources/pricing-checklist.pdf',
  file_size: '1.20 KB',
};
const IMAGE_RESOURCE = {
  id: 'r-diagram',
  title: 'Prompt Anatomy Diagram',
  description: 'Role, task, context and format at a glance.',
  file_type: 'svg',
  file_url: '/files/resources/prompt-anatomy.svg',
  file_size: '2.00 KB',
};
const ZIP_RESOURCE = {
  id: 'r-templates',
  title: 'Email Templates Pack',
  description: 'Ten reply templates to adapt with AI.',
  file_type: 'zip',
  file_url: '/files/resources/email-templates.zip',
  file_size: '48.00 KB',
};

/** Answers the resource files the intercepted lessons point at. */
async function serveResourceFiles(page: Page): Promise<void> {
  await page.route('**/files/resources/pricing-checklist.pdf', (route) =>
    route.fulfill({ contentType: 'application/pdf', body: tinyPdf() }),
  );
  await page.route('**/files/resources/broken.pdf', (route) => route.fulfill({ contentType: 'application/pdf', body: 'not a pdf' }));
  await page.route('**/files/resources/prompt-anatomy.svg', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0f766e"/></svg>',
    }),
  );
}

describe('lesson player layout', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the top bar, the course content and the first open lesson (${viewport})`, async () => {
      const { page, errors, close } = await openAs(readerCookies, `/learn/${SLUG}`, viewport);
      const { course } = player;
      await expectVisible(page.getByRole('heading', { level: 1, name: course.title }));
      expect(await page.title()).toBe(`${course.title} | AI Action Academy`);
      expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
      const progress = page.getByRole('progressbar', { name: 'Course progress' });
      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      await expectVisible(page.getByText(/^0%/));
      expect(await page.getByRole('link', { name: 'View Certificate' }).count()).toBe(0);

      if (viewport === 'mobile') {
        await expectHidden(sidebar(page));
        await page.getByRole('button', { name: 'Course content', exact: true }).click();
      }
      const nav = sidebar(page);
      await expectVisible(nav.getByRole('heading', { level: 2, name: 'COURSE CONTENT' }));
      await expectVisible(nav.getByText(`0 / ${allLessons().length} lessons complete`, { exact: true }));
      for (const [index, module] of course.modules.entries()) {
        const trigger = nav.getByRole('button', { name: new RegExp(`^Module ${index + 1}`) });
        expect(await trigger.getAttribute('aria-expanded')).toBe('true');
        const text = await trigger.innerText();
        expect(text).toContain(module.title);
        expect(text).toContain(`0 / ${module.lessons.length} complete`);
        for (const lesson of module.lessons) {
          const button = lessonButton(page, lesson.title);
          const label = await button.innerText();
          expect(label).toContain(lesson.duration);
        }
      }
      const current = lessonButton(page, lessonById(FIRST_LESSON).title);
      expect(await current.getAttribute('aria-current')).toBe('true');
      expect(await current.innerText()).toContain('Current lesson');
      expect(await lessonButton(page, lessonById('l-what-ai-does-well').title).innerText()).toContain('Not started');
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Close course content' }).click();

      await expectVisible(lessonTitle(page).filter({ hasText: lessonById(FIRST_LESSON).title }));
      await expectVisible(page.getByText(lessonById(FIRST_LESSON).description, { exact: true }));
      await expectVisible(page.getByRole('button', { name: 'Complete and continue' }).first());
      await expectVisible(page.getByRole('button', { name: 'Next Lesson' }).first());
      expect(await page.getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tab', { name: /Quiz/ }).count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`keeps the site header opaque and, on a phone, pins only the course bar while the lesson scrolls (${viewport})`, async () => {
      const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`, viewport);
      const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Main', includeHidden: true }) });
      const courseBar = page.locator('[data-learn-top-bar]');
      expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const pinned = await courseBar.boundingBox();
      if (viewport === 'mobile') {
        expect(pinned!.y).toBe(0);
        expect((await header.boundingBox())!.y + 64).toBeLessThanOrEqual(0);
      } else {
        expect(pinned!.y).toBe(64);
      }
      await close();
    });
  }

  it('is kept out of search results', async () => {
    const html = await (await fetch(`${baseUrl()}/learn/${SLUG}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('folds a module away and opens it again', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`);
    const trigger = sidebar(page).getByRole('button', { name: /^Module 2/ });
    const firstOfModule = lessonButton(page, player.course.modules[1]!.lessons[0]!.title);
    await expectVisible(firstOfModule);
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await expectHidden(firstOfModule);
    await trigger.click();
    await expectVisible(firstOfModule);
    await close();
  });

  it('opens the lesson picked in the sidebar and keeps it in the address across a reload', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`);
    const target = lessonById('l-first-prompt');
    await lessonButton(page, target.title).click();
    await page.waitForURL((url) => url.searchParams.get('lesson') === target.id);
    await expectVisible(lessonTitle(page).filter({ hasText: target.title }));
    expect(await lessonButton(page, target.title).getAttribute('aria-current')).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(lessonTitle(page).filter({ hasText: target.title }));

    await page.getByRole('button', { name: 'Next Lesson' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('lesson') === 'l-emails-and-writeups');
    await expectVisible(lessonTitle(page).filter({ hasText: lessonById('l-emails-and-writeups').title }));
    await close();
  });

  it('shows the Quiz tab with its question count only on a lesson with a quiz', async () => {
    const { page, errors, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${QUIZ_LESSON}`);
    const quiz = lessonById(QUIZ_LESSON).quiz!;
    const tab = page.getByRole('tab', { name: `Quiz ${quiz.questions_per_attempt} questions` });
    await expectVisible(tab);
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('tabpanel').getByText(quiz.title).first());
    expect(errors).toEqual([]);
    await close();
  });
});

describe('completing lessons', () => {
  it('completes a quiz lesson by passing its quiz, says so, and moves on across a module boundary', async () => {
    const learner = await newEnrolledLearner();
    const cookies = await learner.cookies();
    await learner.close();
    const { page, errors, close } = await openAs(cookies, `/learn/${SLUG}?lesson=${QUIZ_LESSON}`);
    const finished = lessonById(QUIZ_LESSON);
    const next = player.course.modules[1]!.lessons[0]!;
    const questions = contentCourse(SLUG).lessons.find((lesson) => lesson.id === QUIZ_LESSON)!.quiz!.questions;

    await expectVisible(page.getByText('Pass the quiz to complete this lesson.'));
    expect(await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).count()).toBe(0);
    await page.getByRole('tab', { name: /^Quiz/ }).click();
    const quiz = page.getByRole('region', { name: finished.quiz!.title });
    await answerQuiz(quiz, questions, true);
    await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));
    await expectVisible(toast(page, 'Lesson completed! Your progress has been saved.'));
    await expectVisible(page.getByRole('button', { name: 'Completed', exact: true }).first());
    await quiz.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.searchParams.get('lesson') === next.id);
    await expectVisible(lessonTitle(page).filter({ hasText: next.title }));
    await expectVisible(sidebar(page).getByText(`1 / ${allLessons().length} lessons complete`, { exact: true }));
    expect(await sidebar(page).getByRole('button', { name: /^Module 1/ }).innerText()).toContain('1 / 3 complete');
    expect(await lessonButton(page, finished.title).innerText()).toContain('Completed');
    expect(await lessonButton(page, next.title).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('8');

    await lessonButton(page, finished.title).click();
    const done = page.getByRole('button', { name: 'Completed', exact: true }).first();
    await expectVisible(done);
    expect(await done.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).first().count()).toBe(0);

    // The progress is the server's: a reload shows the same.
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('button', { name: 'Completed', exact: true }).first());
    await expectVisible(sidebar(page).getByText(`1 / ${allLessons().length} lessons complete`, { exact: true }));
    expect(errors).toEqual([]);
    await close();
  });

  it('earns the certificate on the last open lesson: both notices, the Course Complete banner, and no move', async () => {
    const learner = await newEnrolledLearner();
    const lessons = contentCourse(SLUG).lessons;
    const last = lessons.filter((lesson) => !lesson.quiz).at(-1)!;
    for (const lesson of lessons.filter((lesson) => lesson !== last)) await completeLessonThroughApi(learner.request, SLUG, lesson);
    const cookies = await learner.cookies();
    await learner.close();

    const { page, errors, close } = await openAs(cookies, `/learn/${SLUG}?lesson=${last.id}`, 'mobile');
    await page.getByRole('button', { name: 'Mark as Complete' }).first().click();
    await expectVisible(toast(page, 'Lesson completed! Your progress has been saved.'));
    await expectVisible(toast(page, "Congratulations! You've completed the course and earned your certificate!"));
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Course Complete' }));
    // On a 390 px phone the banner is one short row, not half the screen.
    const banner = await page.getByRole('heading', { level: 2, name: 'Course Complete' }).locator('xpath=../..').boundingBox();
    expect(banner!.height).toBeLessThanOrEqual(72);
    const certificatePath = `/certificate/${player.course.id}`;
    const links = page.getByRole('link', { name: 'View Certificate' });
    expect(await links.count()).toBe(2);
    for (const link of await links.all()) expect(await link.getAttribute('href')).toBe(certificatePath);
    expect(new URL(page.url()).searchParams.get('lesson')).toBe(last.id);
    expect(await page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('100');
    await expectVisible(page.getByRole('button', { name: 'Completed', exact: true }).first());
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`'Complete and continue' moves on once, then Next Lesson lands on the lesson after the one shown, never skipping one (${viewport})`, async () => {
      const learner = await newEnrolledLearner();
      const cookies = await learner.cookies();
      await learner.close();
      const [first, second, third] = allLessons();
      const { page, errors, close } = await openAs(cookies, `/learn/${SLUG}?lesson=${first!.id}`, viewport);
      const endActions = page.getByRole('group', { name: 'End of lesson actions' });
      await endActions.scrollIntoViewIfNeeded();
      await endActions.getByRole('button', { name: 'Complete and continue' }).first().click();
      await expectVisible(toast(page, 'Lesson completed! Your progress has been saved.'));
      await page.waitForURL((url) => url.searchParams.get('lesson') === second!.id);
      await expectVisible(lessonTitle(page).filter({ hasText: second!.title }));
      // The new lesson opens at its top (the page scrolls there smoothly), so nothing is skipped unread.
      await page.waitForFunction(() => window.scrollY < 200, undefined, { timeout: 5_000 });
      // The move is shown and heard: the new lesson's title has the focus, so Enter cannot complete it too.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second!.title);

      await page.getByRole('group', { name: 'End of lesson actions' }).getByRole('button', { name: 'Next Lesson' }).click();
      await page.waitForURL((url) => url.searchParams.get('lesson') === third!.id);
      await expectVisible(lessonTitle(page).filter({ hasText: third!.title }));
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('stays on the lesson Next Lesson opened while a completion was still being saved', async () => {
    const learner = await newEnrolledLearner();
    const cookies = await learner.cookies();
    await learner.close();
    const [first, second] = allLessons();
    let releaseCompletion = () => {};
    const nextLessonPressed = new Promise<void>((resolve) => (releaseCompletion = resolve));
    const { page, close } = await openAs(cookies, `/learn/${SLUG}?lesson=${first!.id}`, 'desktop', async (target) => {
      await target.route('**/lessons/*/completion', async (route) => {
        await nextLessonPressed;
        await route.continue();
      });
    });
    const endActions = page.getByRole('group', { name: 'End of lesson actions' });
    const completionSent = page.waitForRequest('**/lessons/*/completion');
    await endActions.getByRole('button', { name: 'Complete and continue' }).first().click();
    await completionSent;
    await endActions.getByRole('button', { name: 'Next Lesson' }).click();
    releaseCompletion();
    await page.waitForURL((url) => url.searchParams.get('lesson') === second!.id);
    await expectVisible(toast(page, 'Lesson completed! Your progress has been saved.'));
    await expectVisible(lessonTitle(page).filter({ hasText: second!.title }));
    expect(new URL(page.url()).searchParams.get('lesson')).toBe(second!.id);
    await close();
  });

  it('is a focus layout: no marketing footer under the lesson', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`, 'mobile');
    await expectVisible(lessonTitle(page).filter({ hasText: lessonById(FIRST_LESSON).title }));
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await close();
  });

  it("says 'Error saving progress' when the completion cannot be saved", async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`, 'desktop', async (target) => {
      await target.route('**/lessons/*/completion', (route) => route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Internal Server Error' } }));
    });
    await page.getByRole('button', { name: 'Complete and continue' }).first().click();
    await expectVisible(toast(page, 'Error saving progress'));
    await expectVisible(page.getByRole('button', { name: 'Complete and continue' }).first());
    expect(new URL(page.url()).searchParams.get('lesson')).toBeNull();
    await close();
  });

  it("says 'Error loading course' when the course cannot be loaded", async () => {
    const { page, close } = await openAs(readerCookies, '/dashboard', 'desktop', async (target) => {
      await target.route(
        (url) => url.pathname === LEARN_API,
        (route) => route.fulfill({ status: 503, json: { error: 'UNAVAILABLE', message: 'Down for maintenance' } }),
      );
    });
    await page.goto(`${baseUrl()}/learn/${SLUG}`);
    await expectVisible(toast(page, 'Error loading course'), 30_000);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Error loading course' }));
    await expectVisible(page.getByRole('button', { name: 'Try Again' }));
    await close();
  });
});

describe('course content drawer on a phone', () => {
  it('slides in from the toggle, and closes from the overlay, Escape, the close button and a lesson pick', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}`, 'mobile');
    const toggle = page.getByRole('button', { name: 'Course content', exact: true });
    const overlay = page.getByTestId('course-content-overlay');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expectHidden(sidebar(page));

    await toggle.click();
    await expectVisible(sidebar(page));
    await expectVisible(overlay);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Spec §9: a 20rem drawer, flush with the left edge once it has slid in.
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Course content"]')?.getBoundingClientRect().left === 0);
    expect((await sidebar(page).boundingBox())?.width).toBe(320);
    await page.mouse.click(370, 600);
    await expectHidden(sidebar(page));
    expect(await overlay.count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await expectVisible(sidebar(page));
    await page.keyboard.press('Escape');
    await expectHidden(sidebar(page));

    await toggle.click();
    await page.getByRole('button', { name: 'Close course content' }).click();
    await expectHidden(sidebar(page));

    await toggle.click();
    const target = lessonById('l-what-ai-does-well');
    await lessonButton(page, target.title).click();
    await expectHidden(sidebar(page));
    await expectVisible(lessonTitle(page).filter({ hasText: target.title }));
    await close();
  });
});

describe('video and resources', () => {
  it('plays a YouTube link in its embedded player', async () => {
    const { page, errors, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', async (target) => {
      await target.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
      await withLesson(FIRST_LESSON, { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })(target);
    });
    const frame = page.locator('iframe');
    await expectVisible(frame);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(await frame.getAttribute('title')).toBe(`Video: ${lessonById(FIRST_LESSON).title}`);
    expect(await page.locator('video').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('plays a video file in the native player, with the resources under the Content tab', async () => {
    const { page, close } = await openAs(
      readerCookies,
      `/learn/${SLUG}?lesson=${FIRST_LESSON}`,
      'desktop',
      withLesson(FIRST_LESSON, { video_url: '/media/lesson-intro.mp4', resources: [ZIP_RESOURCE] }),
    );
    const video = page.locator('video');
    await video.waitFor({ state: 'attached' });
    expect(await video.getAttribute('src')).toBe('/media/lesson-intro.mp4');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.textContent()).toContain('Your browser does not support the video tag.');
    expect(await page.locator('iframe').count()).toBe(0);

    const panel = page.getByRole('tabpanel', { name: 'Content' });
    await expectVisible(panel.getByRole('heading', { level: 3, name: 'Lesson resources' }));
    expect(await page.getByRole('heading', { level: 2, name: 'Lesson resources' }).count()).toBe(0);
    await expectVisible(panel.getByRole('heading', { name: ZIP_RESOURCE.title }));
    await close();
  });

  it('puts the resources on top when there is no video, with previews, Open and Download', async () => {
    const { page, errors, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', async (target) => {
      await serveResourceFiles(target);
      await withLesson(FIRST_LESSON, { video_url: '', resources: [PDF_RESOURCE, IMAGE_RESOURCE, ZIP_RESOURCE] })(target);
    });
    const heading = page.getByRole('heading', { level: 2, name: 'Lesson resources' });
    await expectVisible(heading);
    const resourcesTop = (await heading.boundingBox())!.y;
    const titleTop = (await lessonTitle(page).filter({ hasText: lessonById(FIRST_LESSON).title }).boundingBox())!.y;
    expect(resourcesTop).toBeLessThan(titleTop);
    expect(await page.getByRole('tabpanel', { name: 'Content' }).getByRole('heading', { name: 'Lesson resources' }).count()).toBe(0);

    for (const resource of [PDF_RESOURCE, IMAGE_RESOURCE, ZIP_RESOURCE]) {
      await expectVisible(page.getByRole('heading', { level: 3, name: resource.title }));
      await expectVisible(page.getByText(resource.description, { exact: true }));
      await expectVisible(page.getByText(`${resource.file_type.toUpperCase()} · ${resource.file_size}`, { exact: true }));
      const openLink = page.getByRole('link', { name: `Open ${resource.title}` });
      expect(await openLink.getAttribute('href')).toBe(resource.file_url);
      expect(await openLink.getAttribute('target')).toBe('_blank');
      const download = page.getByRole('link', { name: `Download ${resource.title}` });
      expect(await download.getAttribute('href')).toBe(resource.file_url);
      expect(await download.getAttribute('download')).not.toBeNull();
    }

    const pdfPage = page.getByRole('img', { name: `Page 1 of ${PDF_RESOURCE.title}` });
    await expectVisible(pdfPage, 20_000);
    const pageBox = (await pdfPage.boundingBox())!;
    // Spec §9: scale 1.2 of a 300 pt wide page, as it fits the container.
    expect(Math.round(pageBox.width)).toBe(360);
    await expectVisible(page.getByRole('img', { name: `Preview of ${IMAGE_RESOURCE.title}` }));
    expect(await page.getByRole('img', { name: `Preview of ${ZIP_RESOURCE.title}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits the PDF to a phone screen, re-rendering as the window changes', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'mobile', async (target) => {
      await serveResourceFiles(target);
      await withLesson(FIRST_LESSON, { video_url: '', resources: [PDF_RESOURCE] })(target);
    });
    const pdfPage = page.getByRole('img', { name: `Page 1 of ${PDF_RESOURCE.title}` });
    await expectVisible(pdfPage, 20_000);
    const narrow = (await pdfPage.boundingBox())!.width;
    expect(narrow).toBeLessThan(360);
    expect(narrow).toBeGreaterThan(200);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(
      (name) => Math.round(document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${name}"]`)?.getBoundingClientRect().width ?? 0) === 360,
      `Page 1 of ${PDF_RESOURCE.title}`,
    );
    await close();
  });

  it('asks to download a PDF that cannot be previewed', async () => {
    const broken = { ...PDF_RESOURCE, file_url: '/files/resources/broken.pdf' };
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', async (target) => {
      await serveResourceFiles(target);
      await withLesson(FIRST_LESSON, { video_url: '', resources: [broken] })(target);
    });
    await expectVisible(page.getByText('Unable to preview this file. Please download to view.', { exact: true }), 20_000);
    expect(await page.getByRole('link', { name: `Download ${broken.title}` }).getAttribute('href')).toBe(broken.file_url);
    await close();
  });

  it("shows 'Video coming soon' when the placeholder flag is off and there is no video", async () => {
    const { page, close } = await openAs(
      readerCookies,
      `/learn/${SLUG}?lesson=${FIRST_LESSON}`,
      'mobile',
      withLesson(FIRST_LESSON, { video_url: '  ', hide_video_placeholder: false, resources: [ZIP_RESOURCE] }),
    );
    await expectVisible(page.getByText('Video coming soon', { exact: true }));
    await expectVisible(page.getByRole('tabpanel', { name: 'Content' }).getByRole('heading', { level: 3, name: 'Lesson resources' }));
    expect(await page.locator('video, iframe').count()).toBe(0);
    await close();
  });

  it('shows nothing above the lesson without a playable video or resources', async () => {
    const { page, close } = await openAs(
      readerCookies,
      `/learn/${SLUG}?lesson=${FIRST_LESSON}`,
      'desktop',
      withLesson(FIRST_LESSON, { video_url: 'https://example.com/not-a-video', resources: [] }),
    );
    await expectVisible(lessonTitle(page).filter({ hasText: lessonById(FIRST_LESSON).title }));
    expect(await page.locator('video, iframe').count()).toBe(0);
    expect(await page.getByText('Video coming soon').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Lesson resources' }).count()).toBe(0);
    await close();
  });
});

describe('lesson text', () => {
  it('renders the lesson markdown, tables included', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'mobile');
    const panel = page.getByRole('tabpanel', { name: 'Content' });
    await expectVisible(panel.getByRole('heading', { level: 3, name: 'Three kinds of AI you\'ll meet' }));
    const table = panel.getByRole('table');
    await expectVisible(table);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Type', 'What it does', 'Everyday small-business example']);
    await expectVisible(table.getByRole('cell', { name: 'Generative AI', exact: true }));
    await close();
  });

  it('renders strikethrough, task lists, footnotes and bare links, and keeps stray colons as text', async () => {
    const content = [
      '## Plan for the week',
      '',
      'Old habit: ~~retyping every quote~~ now drafted with AI.',
      '',
      '- [x] Set up a chat assistant',
      '- [ ] Save three prompts',
      '',
      'Read more at https://www.example.com/guide and note the time 10:30 for the team call:today.',
      '',
      'Count the hours a task takes before you hand it to AI.[^1]',
      '',
      '[^1]: Measuring the Payoff shows how to count them.',
    ].join('\n');
    const { page, errors, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', withLesson(FIRST_LESSON, { content }));
    const panel = page.getByRole('tabpanel', { name: 'Content' });
    await expectVisible(panel.getByRole('heading', { level: 3, name: 'Plan for the week' }));
    expect(await panel.locator('del').innerText()).toBe('retyping every quote');
    const boxes = panel.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    expect(await boxes.first().isChecked()).toBe(true);
    expect(await boxes.last().isChecked()).toBe(false);
    expect(await panel.getByRole('link', { name: 'https://www.example.com/guide' }).getAttribute('href')).toBe('https://www.example.com/guide');
    await expectVisible(panel.getByText('call:today', { exact: false }));
    await expectVisible(panel.getByText('Measuring the Payoff shows how to count them.', { exact: false }));
    expect(await panel.locator('a[data-footnote-ref]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the interactive tool where the lesson marks it', async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${TOOL_LESSON}`, 'mobile');
    const tool = page.getByRole('region', { name: 'ROI Calculator' });
    await expectVisible(tool.getByLabel('Hours saved per week'));
    expect(await page.getByText('::tool').count()).toBe(0);
    await close();
  });

  it('says an unknown interactive tool is not available', async () => {
    const content = 'Try the planner below.\n\n::tool{id="crystal-ball"}\n\nThen move on.';
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', withLesson(FIRST_LESSON, { content }));
    await expectVisible(page.getByRole('note').getByText('This interactive tool is not available.', { exact: true }));
    await expectVisible(page.getByText('Then move on.', { exact: true }));
    await close();
  });

  it("says 'No additional content for this lesson.' for a lesson without text", async () => {
    const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${FIRST_LESSON}`, 'desktop', withLesson(FIRST_LESSON, { content: '  \n' }));
    await expectVisible(page.getByText('No additional content for this lesson.', { exact: true }));
    await close();
  });
});

describe('accessibility of the lesson player', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`finds no violations on a lesson with a table and a quiz (${viewport})`, async () => {
      const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${QUIZ_LESSON}`, viewport);
      await expectVisible(page.getByRole('table'));
      expect(await findAxeViolations(page)).toEqual([]);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Course content', exact: true }).click();
        await expectVisible(sidebar(page));
        await page.waitForTimeout(300);
        expect(await findAxeViolations(page)).toEqual([]);
      }
      await close();
    });

    it(`finds no violations on a lesson with resources on top and the ROI calculator (${viewport})`, async () => {
      const { page, close } = await openAs(readerCookies, `/learn/${SLUG}?lesson=${TOOL_LESSON}`, viewport, async (target) => {
        await serveResourceFiles(target);
        await withLesson(TOOL_LESSON, { video_url: '', resources: [PDF_RESOURCE, IMAGE_RESOURCE, ZIP_RESOURCE] })(target);
      });
      await expectVisible(page.getByRole('img', { name: `Page 1 of ${PDF_RESOURCE.title}` }), 20_000);
      await expectVisible(page.getByRole('region', { name: 'ROI Calculator' }).getByText('Your work is saved to your account.'));
      expect(await findAxeViolations(page)).toEqual([]);
      await close();
    });
  }
});
