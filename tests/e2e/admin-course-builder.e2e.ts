import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_DEVELOPMENT_NOTICE } from '../../src/shared/course-access';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * The course builder end to end: an admin makes a course in the browser (modules, lessons
 * written in the rich-text editor with a tool from its menu, a quiz of every question type, a keyboard reorder), publishes it past the checklist, a
 * learner finds it, sees the new order and takes the quiz; back to draft it leaves the catalogue.
 * Then two admins save the same course: the second is told what changed, keeps their edits,
 * and restores an earlier version.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInContext(credentials: { email: string; password: string } | 'new-learner', viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const headers = { origin: baseUrl() };
  const response =
    credentials === 'new-learner'
      ? await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
          headers,
          data: { firstName: 'Lena', lastName: 'Park', email: uniqueEmail('e2e-builder-learner'), password: 'learner-password' },
        })
      : undefined;
  expect(response ? response.status() : await signInAsAdmin(context.request, baseUrl())).toBe(200);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A toast still fading in is measured at part opacity and fails contrast (as in lesson-tools).
  await expectHidden(page.locator('[data-sonner-toast]'), 20_000);
  expect(await findAxeViolations(page), label).toEqual([]);
}

const moduleCard = (page: Page, index: number) => page.getByTestId('module').nth(index);
const lessonCard = (page: Page, title: string) => page.getByTestId('lesson').filter({ has: page.getByRole('button', { name: `Reorder lesson ${title}` }) });

async function addLesson(page: Page, moduleIndex: number, title: string): Promise<Locator> {
  const module = moduleCard(page, moduleIndex);
  await module.getByRole('button', { name: /^Add lesson/ }).click();
  const lesson = module.getByTestId('lesson').last();
  await lesson.getByLabel('Lesson title').fill(title);
  return lessonCard(page, title);
}

async function lessonOrder(page: Page): Promise<string[]> {
  return page.getByTestId('lesson').evaluateAll((lessons) =>
    lessons.map((lesson) => lesson.querySelector('[aria-expanded]')?.querySelector('span')?.textContent ?? ''),
  );
}

describe('the admin course builder', () => {
  it('builds, reorders by keyboard and publishes a course a learner then takes; back to draft it leaves the catalogue', { timeout: 300_000 }, async () => {
    const admin = await signedInContext(E2E_ADMIN);
    const { page, errors } = await open(admin, '/admin/courses');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage Courses' }));
    await expectNoAxeViolations(page, '/admin/courses');

    const title = `Builder Journey ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title').fill(title);
    const slug = title.toLowerCase().replace(/ /g, '-');
    await expectVisible(dialog.getByText(`Available: /courses/${slug}`));
    await expectNoAxeViolations(page, 'New course dialog');
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await page.waitForURL(`${baseUrl()}/admin/courses/${slug}/edit`);

    await page.getByLabel('Description', { exact: true }).fill('Made in the browser by the course builder journey.');
    await page.getByLabel('Duration', { exact: true }).fill('1 hour');

    await page.getByRole('button', { name: 'Add module' }).click();
    await moduleCard(page, 0).getByLabel('Module title').fill('Getting Going');
    await page.getByRole('button', { name: 'Add module' }).click();
    await moduleCard(page, 1).getByLabel('Module title').fill('Putting It to Work');

    const alpha = await addLesson(page, 0, 'Alpha Lesson');
    await alpha.getByRole('textbox', { name: 'Lesson text of Alpha Lesson' }).click();
    await alpha.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Why this matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A short lesson with a tool.');
    await alpha.getByRole('button', { name: 'Insert a tool' }).click();
    await alpha.getByRole('button', { name: /^ROI Calculator/ }).click();
    const editorText = alpha.getByRole('textbox', { name: 'Lesson text of Alpha Lesson' });
    await expectVisible(editorText.getByRole('heading', { name: 'Why this matters' }));
    await expectVisible(editorText.getByText('ROI Calculator'));
    await addLesson(page, 0, 'Beta Lesson');
    const gamma = await addLesson(page, 1, 'Gamma Lesson');
    await gamma.getByRole('textbox', { name: 'Lesson text of Gamma Lesson' }).click();
    await page.keyboard.type('Answer the three questions below.');

    await gamma.getByRole('button', { name: 'Add quiz' }).click();
    await gamma.getByLabel('Quiz title').fill('Gamma check');
    const first = gamma.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Question 1 text').fill('Which one is a chat assistant?');
    await first.getByLabel('Option 1', { exact: true }).fill('A spreadsheet');
    await first.getByLabel('Option 2', { exact: true }).fill('A chatbot');
    await first.getByLabel('Option 3', { exact: true }).fill('A stapler');
    await first.getByRole('button', { name: 'Remove option 4' }).click();
    await first.getByLabel('Option 2 is correct').check();
    await gamma.getByRole('button', { name: 'Add question' }).click();
    const second = gamma.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Question 2 type').selectOption('true-false');
    await second.getByLabel('Question 2 text').fill('AI can draft an email.');
    await second.getByRole('radio', { name: 'True' }).check();
    await gamma.getByRole('button', { name: 'Add question' }).click();
    const third = gamma.getByRole('group', { name: 'Question 3' });
    await third.getByLabel('Question 3 type').selectOption('multiple-select');
    await third.getByLabel('Question 3 text').fill('Pick the two fruits.');
    for (const [index, option] of ['Apple', 'Brick', 'Cherry'].entries()) await third.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
    await third.getByRole('button', { name: 'Remove option 4' }).click();
    await expect(await third.getByRole('button', { name: /^Remove option/ }).count()).toBe(3);
    await third.getByLabel('Option 1 is correct').check();
    await third.getByLabel('Option 3 is correct').check();
    await expectNoAxeViolations(page, 'the course editor with a lesson and a quiz open');

    // Reorder from the keyboard: Beta's grip, arrow up.
    expect(await lessonOrder(page)).toEqual(['Alpha Lesson', 'Beta Lesson', 'Gamma Lesson']);
    await page.getByRole('button', { name: 'Reorder lesson Beta Lesson' }).focus();
    await page.keyboard.press('ArrowUp');
    expect(await lessonOrder(page)).toEqual(['Beta Lesson', 'Alpha Lesson', 'Gamma Lesson']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reorder lesson Beta Lesson');

    await page.getByRole('checkbox', { name: /^Published/ }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Two short lessons, no thumbnail: the content standard's checklist says so, and the owner publishes anyway.
    const checklist = page.getByRole('alertdialog', { name: 'This course is not ready to publish' });
    await expectVisible(checklist.getByText('Add a thumbnail: the course card shows it in the catalog.'));
    await checklist.getByRole('button', { name: 'Publish anyway' }).click();
    await expectVisible(toast(page, 'Course saved successfully.'));
    expect(errors).toEqual([]);

    // A learner finds it, enrols, sees the new order and takes the quiz.
    const learner = await signedInContext('new-learner');
    const { page: learnerPage } = await open(learner, '/courses');
    await learnerPage.getByRole('link', { name: `Learn More about ${title}` }).click();
    await learnerPage.getByRole('button', { name: 'Enroll Now' }).click();
    await learnerPage.waitForURL(`${baseUrl()}/learn/${slug}**`);
    const sidebar = learnerPage.getByLabel('Course content');
    await expectVisible(sidebar.getByRole('button', { name: /Gamma Lesson/ }));
    const order = await sidebar.locator('li button span span:first-child').allInnerTexts();
    expect(order).toEqual(['Beta Lesson', 'Alpha Lesson', 'Gamma Lesson']);
    await sidebar.getByRole('button', { name: /Gamma Lesson/ }).click();
    await learnerPage.getByRole('tab', { name: /^Quiz/ }).click();
    const quiz = learnerPage.getByRole('region', { name: 'Gamma check' });
    await quiz.getByRole('button', { name: 'Start Quiz' }).click();
    // The server draws the questions in an order of its own: each is answered by what it asks.
    const answers: Record<string, { radio?: string; checkboxes?: string[] }> = {
      'Which one is a chat assistant?': { radio: 'A chatbot' },
      'AI can draft an email.': { radio: 'True' },
      'Pick the two fruits.': { checkboxes: ['Apple', 'Cherry'] },
    };
    for (let index = 0; index < 3; index++) {
      await expectVisible(quiz.getByRole('heading', { name: `Question ${index + 1} of 3` }));
      const answer = answers[(await quiz.locator('legend').textContent())!.trim()]!;
      if (answer.radio) await quiz.getByRole('radio', { name: answer.radio, exact: true }).check();
      for (const label of answer.checkboxes ?? []) await quiz.getByRole('checkbox', { name: label, exact: true }).check();
      await quiz.getByRole('button', { name: index === 2 ? 'Submit Quiz' : 'Next' }).click();
    }
    await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));

    // Back to draft: out of /courses and the sitemap at once, and the page says it is in development.
    await page.getByRole('checkbox', { name: /^Published/ }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Course saved successfully.').last());
    const catalogue = await learner.request.get(`${baseUrl()}/courses`);
    expect(await catalogue.text()).not.toContain(title);
    const sitemap = await learner.request.get(`${baseUrl()}/sitemap.xml`);
    expect(await sitemap.text()).not.toContain(`/courses/${slug}<`);
    await learnerPage.goto(`${baseUrl()}/courses/${slug}`, { waitUntil: 'networkidle' });
    await expectVisible(learnerPage.getByText(IN_DEVELOPMENT_NOTICE));

    await admin.close();
    await learner.close();
  });

  it('refuses the second of two admins’ saves with what changed, keeps their edits, and restores an earlier version', { timeout: 180_000 }, async () => {
    const setup = await signedInContext(E2E_ADMIN);
    const slug = `two-admins-${Date.now().toString(36)}`;
    const headers = { origin: baseUrl() };
    const created = await setup.request.post(`${baseUrl()}/api/admin/courses`, { headers, data: { title: 'Two Admins Course', slug } });
    expect(created.status()).toBe(201);
    const course = (await created.json()).course;
    const withLessons = await setup.request.put(`${baseUrl()}/api/admin/courses/${slug}`, {
      headers,
      data: {
        baseVersion: course.version,
        course: { title: 'Two Admins Course', description: '', level: 'Beginner', duration: '', thumbnailUrl: null, requiredPlan: 'free', published: false },
        curriculum: { modules: [{ id: 'm1', title: 'Basics', lessons: [{ id: 'keep', title: 'Kept Lesson' }, { id: 'gone', title: 'Soon Deleted Lesson' }] }] },
      },
    });
    expect(withLessons.status()).toBe(200);
    await setup.close();

    const first = await signedInContext(E2E_ADMIN);
    const second = await signedInContext(E2E_ADMIN, 'mobile');
    const { page: a } = await open(first, `/admin/courses/${slug}/edit`);
    const { page: b } = await open(second, `/admin/courses/${slug}/edit`);
    await expectVisible(a.getByRole('button', { name: 'Reorder lesson Soon Deleted Lesson' }));
    await expectVisible(b.getByLabel('Duration', { exact: true }));

    // The first admin deletes a lesson and renames the course.
    await a.getByLabel('Title', { exact: true }).fill('Two Admins Course, Revised');
    await a.getByRole('button', { name: 'Delete lesson Soon Deleted Lesson' }).click();
    await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(a, 'Course saved successfully.'));

    // The second, from the copy opened before, is told and keeps their edit.
    await b.getByLabel('Duration', { exact: true }).fill('45 minutes');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    const stale = b.getByRole('alert').filter({ hasText: 'This course changed since you opened it' });
    await expectVisible(stale);
    expect(await stale.innerText()).toContain('saved this course after you opened it (changed the title and deleted lesson "Soon Deleted Lesson")');
    await expectVisible(toast(b, 'Failed to save course.'));
    expect(await b.getByLabel('Duration', { exact: true }).inputValue()).toBe('45 minutes');
    // The toast is sonner's, mid-animation while it shows; the page itself is checked once it has gone.
    await expectHidden(toast(b, 'Failed to save course.'));
    await expectNoAxeViolations(b, 'the editor with the stale-copy message (390 px)');

    // Restoring version 2 brings the deleted lesson back.
    await b.getByRole('button', { name: 'Load the latest version' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'Load latest version' }).click();
    await expectVisible(b.getByText('Version 3, saved'));
    await b.getByRole('button', { name: 'Show versions' }).click();
    await b.getByRole('button', { name: 'Restore version 2' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'Restore version' }).click();
    await expectVisible(toast(b, 'Version 2 restored'));
    await expectVisible(b.getByRole('button', { name: 'Reorder lesson Soon Deleted Lesson' }));
    await expectVisible(b.getByText('Version 4, saved'));

    await first.close();
    await second.close();
  });

  it('guards the admin pages, shows their load states, asks before leaving unsaved work (a link or the browser’s Back), checks video addresses, drags modules and deletes a course', { timeout: 180_000 }, async () => {
    const visitor = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const { page: visitorPage } = await open(visitor, '/admin/courses');
    await visitorPage.waitForURL(`${baseUrl()}/auth?redirect=/admin/courses`);
    await expectVisible(toast(visitorPage, 'Authentication required'));
    expect(await toast(visitorPage, 'Authentication required').innerText()).toContain('Please sign in to access this page');
    await visitor.close();

    const learner = await signedInContext('new-learner');
    const { page: learnerPage } = await open(learner, '/admin/courses/ai-101-for-business-owners/edit');
    await learnerPage.waitForURL(`${baseUrl()}/`);
    await expectVisible(toast(learnerPage, 'Access Denied'));
    expect(await toast(learnerPage, 'Access Denied').innerText()).toContain('You must be an admin to access this page.');
    await learner.close();

    const admin = await signedInContext(E2E_ADMIN);
    const edit = await admin.request.get(`${baseUrl()}/admin/courses/ai-101-for-business-owners/edit`);
    expect(await edit.text()).toContain('<meta name="robots" content="noindex">');

    const failing = await admin.newPage();
    // The list's address carries its view (?sort=…&page=…).
    const courseList = /\/api\/admin\/courses(\?|$)/;
    await failing.route(courseList, (route) => route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }));
    await failing.goto(`${baseUrl()}/admin/courses`);
    // The list is asked for four times (three retries, backing off 1 + 2 + 4 s) before the error shows.
    await expectVisible(failing.getByRole('alert').getByText('Failed to load courses.'), 20_000);
    await failing.unroute(courseList);
    await failing.route(courseList, (route) => route.fulfill({ json: { courses: [], page: 1, pageSize: 20, total: 0 } }));
    await failing.reload();
    await expectVisible(failing.getByText('No courses found'));
    await failing.close();

    const { page: missing } = await open(admin, '/admin/courses/no-such-course/edit');
    await missing.waitForURL(`${baseUrl()}/admin/courses`);
    await expectVisible(toast(missing, 'Course not found.'));
    await missing.close();

    const slug = `builder-states-${Date.now().toString(36)}`;
    const headers = { origin: baseUrl() };
    const created = (await (await admin.request.post(`${baseUrl()}/api/admin/courses`, { headers, data: { title: 'Builder States', slug } })).json()).course;
    const saved = await admin.request.put(`${baseUrl()}/api/admin/courses/${slug}`, {
      headers,
      data: {
        baseVersion: created.version,
        course: { title: 'Builder States', description: '', level: 'Beginner', duration: '', thumbnailUrl: null, requiredPlan: 'free', published: false },
        curriculum: { modules: [{ id: 'first', title: 'First Module', lessons: [{ id: 'only', title: 'Only Lesson' }] }, { id: 'second', title: 'Second Module', lessons: [] }] },
      },
    });
    expect(saved.status()).toBe(200);

    const { page, errors } = await open(admin, `/admin/courses/${slug}/edit`);
    const moduleTitles = () => page.getByTestId('module').evaluateAll((modules) => modules.map((module) => module.querySelector('[aria-expanded] span')?.textContent));
    expect(await moduleTitles()).toEqual(['Module 1: First Module', 'Module 2: Second Module']);
    await page.getByRole('button', { name: 'Reorder module Second Module' }).dragTo(page.getByTestId('module').first());
    expect(await moduleTitles()).toEqual(['Module 1: Second Module', 'Module 2: First Module']);

    await page.getByRole('button', { name: /^Only Lesson/ }).click();
    const lesson = lessonCard(page, 'Only Lesson');
    await page.route('**/api/admin/videos', (route) => route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'down' } }));
    await lesson.getByRole('button', { name: 'Assign video' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Assign a video' });
    await expectVisible(videoDialog.getByText('Failed to load videos.'));
    await videoDialog.getByLabel('Or paste a video address').fill('https://example.com/about');
    await videoDialog.getByRole('button', { name: 'Use this address' }).click();
    await expectVisible(videoDialog.getByText("This address can't be played."));
    await videoDialog.getByLabel('Or paste a video address').fill('https://youtu.be/dQw4w9WgXcQ');
    await videoDialog.getByRole('button', { name: 'Use this address' }).click();
    await expectHidden(videoDialog);
    await expectVisible(lesson.getByText('https://youtu.be/dQw4w9WgXcQ'));

    // Unsaved changes: leaving asks first; staying keeps them.
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    expect(prompts).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    expect(page.url()).toBe(`${baseUrl()}/admin/courses/${slug}/edit`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await page.waitForURL(`${baseUrl()}/admin/courses`);

    // The browser's Back inside the app asks too; staying keeps the edit and the address.
    const editUrl = `${baseUrl()}/admin/courses/${slug}/edit`;
    await page.getByRole('link', { name: 'Edit Builder States' }).click();
    await page.waitForURL(editUrl);
    await page.getByLabel('Title', { exact: true }).fill('Builder States, unsaved');
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => prompts.length).toBe(2);
    await page.waitForURL(editUrl);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Builder States, unsaved');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/admin/courses`);
    // The list finds the course by its title among the drafts, sorted by title on the server.
    await page.getByRole('group', { name: 'Show courses' }).getByRole('button', { name: 'Drafts' }).click();
    await page.getByRole('searchbox', { name: 'Search courses by title' }).fill('Builder States');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/admin/courses?status=draft&q=Builder+States`);
    await page.getByRole('columnheader', { name: 'Course' }).getByRole('button').click();
    await page.waitForURL(`${baseUrl()}/admin/courses?status=draft&q=Builder+States&sort=title&direction=asc`);
    expect(await page.getByRole('columnheader', { name: 'Course' }).getAttribute('aria-sort')).toBe('ascending');
    const row = page.getByRole('row').filter({ hasText: `/courses/${slug}` });
    await expectVisible(row);

    await row.getByRole('button', { name: 'Delete Builder States' }).click();
    await page.getByRole('alertdialog', { name: 'Delete "Builder States"?' }).getByRole('button', { name: 'Delete course' }).click();
    await expectVisible(toast(page, 'Course deleted'));
    await expectHidden(row);
    await expectVisible(page.getByText('No courses match'));
    expect(errors).toEqual([]);
    await admin.close();
  });
});
