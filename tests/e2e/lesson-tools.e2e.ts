import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableCourseResponse } from '../../src/shared/api/admin-courses';
import type { PlayerCourseResponse } from '../../src/shared/api/learning';
import { signInAsAdmin } from './support/admin';
import { downloadedBytes, expectHidden, expectVisible, findAxeViolations, launchBrowser, type ViewportName, VIEWPORTS } from './support/browser';
import { startOwnServer, type OwnServer } from './support/own-server';

/*
 * Each tool placed in a lesson of AI 101, used by keyboard only, reloaded, printed and
 * downloaded. The server takes work only for a tool the lesson embeds, so an admin first adds
 * each tool's marker to its lesson, on a server of this journey's own (the shared server's AI 101
 * stays as written); in the browser the lesson's text is then cut to the tool, to keep the
 * screenshots and prints about it.
 */
const SLUG = 'ai-101-for-business-owners';
const LEARN_API = `/api/learn/${SLUG}`;
/** Where the print previews land, for a person to look at. */
const OUTPUT_DIR = path.join(tmpdir(), 'lesson-tools-e2e');
/** The tools this journey places, by lesson. */
const TOOLS_BY_LESSON: Record<string, string[]> = {
  'l-measuring-the-payoff': ['roi-calculator'],
  'l-what-ai-does-well': ['automatable-quiz', 'gap-finder-matrix'],
  'l-choosing-a-tool': ['ai-maturity-quiz'],
  'l-ai-in-your-tools': ['prioritization-matrix'],
  'l-emails-and-writeups': ['workflow-builder'],
};

let browser: Browser;
let site: OwnServer | undefined;
const baseUrl = () => site!.baseUrl;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  site = await startOwnServer({});
  await embedTools();
}, 180_000);
afterAll(async () => {
  await Promise.all([browser?.close(), site?.stop()]);
});

/** As the admin, adds the marker of each tool the journey uses to the end of its lesson in AI 101. */
async function embedTools(): Promise<void> {
  const context = await browser.newContext();
  try {
    const headers = { origin: baseUrl() };
    expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
    const { course } = (await (await context.request.get(`${baseUrl()}/api/admin/courses/${SLUG}`)).json()) as EditableCourseResponse;
    const curriculum = {
      ...course.curriculum,
      modules: course.curriculum.modules.map((module) => ({
        ...module,
        lessons: module.lessons.map((lesson) => {
          const markers = (TOOLS_BY_LESSON[lesson.id] ?? []).filter((toolId) => !lesson.content.includes(`::tool{id="${toolId}"}`));
          return markers.length === 0 ? lesson : { ...lesson, content: `${lesson.content}\n\n${markers.map((toolId) => `::tool{id="${toolId}"}`).join('\n\n')}\n` };
        }),
      })),
    };
    const { title, description, level, duration, thumbnailUrl, requiredPlan, published } = course;
    const saved = await context.request.put(`${baseUrl()}/api/admin/courses/${SLUG}`, {
      data: { baseVersion: course.version, course: { title, description, level, duration, thumbnailUrl, requiredPlan, published }, curriculum },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await context.close();
  }
}

interface Learner {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function newLearner(viewport: ViewportName = 'desktop'): Promise<Learner> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Tam', lastName: 'Okafor', email: `e2e-tools-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(signUp.status()).toBe(200);
  expect((await context.request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers: { origin: baseUrl() } })).status()).toBe(201);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors };
}

/** Serves the lesson with the tool's marker in its text, then opens it. */
async function openToolLesson(learner: Learner, lessonId: string, toolId: string): Promise<Locator> {
  await learner.page.route(
    (url) => url.pathname === LEARN_API,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as PlayerCourseResponse;
      for (const module of body.course.modules) {
        module.lessons = module.lessons.map((lesson) =>
          lesson.id === lessonId ? { ...lesson, video_url: '', resources: [], content: `Work through it on your own business.\n\n::tool{id="${toolId}"}\n\nThen carry on.` } : lesson,
        );
      }
      await route.fulfill({ response, json: body });
    },
  );
  await learner.page.goto(`${baseUrl()}/learn/${SLUG}?lesson=${lessonId}`, { waitUntil: 'networkidle' });
  const tool = learner.page.locator(`[data-lesson-tool="${toolId}"]`);
  await expectVisible(tool.getByText('Your work is saved to your account.'));
  return tool;
}

async function waitForSave(tool: Locator): Promise<void> {
  await expectVisible(tool.getByText('All changes saved.'));
}

async function reload(learner: Learner, toolId: string): Promise<Locator> {
  await learner.page.reload({ waitUntil: 'networkidle' });
  const tool = learner.page.locator(`[data-lesson-tool="${toolId}"]`);
  await expectVisible(tool.getByText('Your work is saved to your account.'));
  return tool;
}

/** axe on the page once the completion toasts are gone (they are the site's, not the tool's). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectHidden(page.locator('[data-sonner-toast]'), 20_000);
  expect(await findAxeViolations(page)).toEqual([]);
}

/** Waits until a newly added item's field holds the focus the tool moves to it. */
async function waitForFocusedTextbox(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.value === '');
}

async function sidebarCount(page: Page): Promise<string> {
  return (await page.getByRole('navigation', { name: 'Course content' }).getByText(/lessons complete/).innerText()).trim();
}

/** Presses the tool's Print button (the browser's dialog stubbed), prints to PDF and counts the pages. */
async function printTool(learner: Learner, tool: Locator, name: string): Promise<number> {
  await learner.page.evaluate(() => {
    window.print = () => undefined;
  });
  await tool.getByRole('button', { name: 'Print' }).focus();
  await learner.page.keyboard.press('Enter');
  const pdf = await learner.page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(path.join(OUTPUT_DIR, `${name}.pdf`), pdf);
  await learner.page.emulateMedia({ media: 'print' });
  await learner.page.setViewportSize({ width: 794, height: 1123 });
  await learner.page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-print.png`), fullPage: true });
  await learner.page.emulateMedia({ media: 'screen' });
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages = document.numPages;
  const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await document.destroy();
  expect(text).not.toMatch(/Course content|Mark as Complete|Complete and continue|Work through it on your own business/);
  return pages;
}

async function downloadCsv(learner: Learner, tool: Locator): Promise<string> {
  await tool.getByRole('button', { name: 'Download CSV' }).focus();
  const [download] = await Promise.all([learner.page.waitForEvent('download'), learner.page.keyboard.press('Enter')]);
  return (await downloadedBytes(download)).toString('utf8');
}

/** Types into the focused field after selecting what is there. */
async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('ROI calculator', () => {
  it('fills in by keyboard, completes its lesson, survives a reload, downloads and prints', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-measuring-the-payoff', 'roi-calculator');
    expect(await sidebarCount(learner.page)).toBe('0 / 12 lessons complete');

    await tool.getByLabel('Hours saved per week').focus();
    await typeInto(learner.page, 'ten');
    await expectVisible(tool.getByText('Hours saved per week must be a number, like 12 or 12.5.'));
    await typeInto(learner.page, '5');
    for (const value of ['40', '30', '500', '2']) {
      await learner.page.keyboard.press('Tab');
      await learner.page.keyboard.type(value);
    }
    await waitForSave(tool);
    await expectVisible(tool.getByText('$867', { exact: true }));
    await expectVisible(learner.page.locator('[data-sonner-toast]', { hasText: 'Lesson completed!' }));
    expect(await sidebarCount(learner.page)).toBe('1 / 12 lessons complete');
    expect(await tool.innerText()).not.toMatch(/NaN|Infinity/);
    await expectNoAxeViolations(learner.page);

    const restored = await reload(learner, 'roi-calculator');
    expect(await restored.getByLabel('Loaded hourly cost').inputValue()).toBe('40');
    expect(await restored.getByLabel('Months to ramp up').inputValue()).toBe('2');
    expect(await sidebarCount(learner.page)).toBe('1 / 12 lessons complete');

    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('Hours saved per month,21.7 hours');
    expect(csv).toContain('Money saved or earned per month,$867');
    const net = await restored.getByText('Net first-year return', { exact: true }).locator('xpath=following-sibling::dd').innerText();
    expect(csv).toContain(`Net first-year return,"${net}"`);

    expect(await printTool(learner, restored, 'roi-calculator')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });

  it('starts over: the work is cleared on the server too', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-measuring-the-payoff', 'roi-calculator');
    await tool.getByLabel('Hours saved per week').focus();
    await learner.page.keyboard.type('3');
    await waitForSave(tool);
    await tool.getByRole('button', { name: 'Start over' }).focus();
    await learner.page.keyboard.press('Enter');
    await learner.page.keyboard.press('Enter');
    await expectVisible(tool.getByRole('button', { name: 'Start over' }));
    expect(await tool.getByLabel('Hours saved per week').inputValue()).toBe('');
    const restored = await reload(learner, 'roi-calculator');
    expect(await restored.getByLabel('Hours saved per week').inputValue()).toBe('');
    await learner.context.close();
  });

  it('saves the last keystrokes when the page is left before the pause', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-measuring-the-payoff', 'roi-calculator');
    await tool.getByLabel('Hours saved per week').focus();
    await learner.page.keyboard.type('7');
    await learner.page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    const saved = await learner.context.request.get(`${baseUrl()}${LEARN_API}/lessons/l-measuring-the-payoff/tools/roi-calculator`);
    expect(((await saved.json()) as { state: { hoursPerWeek: string } }).state.hoursPerWeek).toBe('7');
    await learner.context.close();
  });
});

describe('automatable tasks quiz', () => {
  it('sorts every task by keyboard, completes its lesson, survives a reload, downloads and prints', async () => {
    const learner = await newLearner('mobile');
    const tool = await openToolLesson(learner, 'l-what-ai-does-well', 'automatable-quiz');
    const groups = tool.getByRole('group');
    const count = await groups.count();
    expect(count).toBe(12);
    for (let index = 0; index < count; index++) {
      // Tab lands on the group's first option; the arrow key picks the second: "AI assists a person".
      await groups.nth(index).getByRole('radio').first().focus();
      await learner.page.keyboard.press('ArrowRight');
    }
    await waitForSave(tool);
    await expectVisible(tool.getByText('5 of 12 match our recommendation (42%).'));
    await expectVisible(learner.page.locator('[data-sonner-toast]', { hasText: 'Lesson completed!' }));
    await learner.page.getByRole('button', { name: 'Course content', exact: true }).press('Enter');
    expect(await sidebarCount(learner.page)).toBe('1 / 12 lessons complete');
    await learner.page.keyboard.press('Escape');
    await expectNoAxeViolations(learner.page);

    const restored = await reload(learner, 'automatable-quiz');
    expect(await restored.getByRole('radio', { name: 'AI assists a person', checked: true }).count()).toBe(12);
    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('Drafting social media posts,AI assists a person,AI assists a person,Yes');
    expect(await printTool(learner, restored, 'automatable-quiz')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});

describe('AI maturity quiz', () => {
  it('answers by keyboard, submits, shows the level and chart, completes its lesson, survives a reload and prints', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-choosing-a-tool', 'ai-maturity-quiz');
    await tool.getByRole('button', { name: 'See my maturity level' }).focus();
    await learner.page.keyboard.press('Enter');
    await expectVisible(tool.getByText('Answer the 10 remaining questions to see your level.'));

    const groups = tool.getByRole('group');
    for (let index = 0; index < 10; index++) {
      await groups.nth(index).getByRole('radio').first().focus();
      // Questions on data and processes get 2, the rest 4.
      for (let step = 0; step < (index < 4 ? 1 : 3); step++) await learner.page.keyboard.press('ArrowRight');
    }
    await tool.getByRole('button', { name: 'See my maturity level' }).focus();
    await learner.page.keyboard.press('Enter');
    await waitForSave(tool);
    await expectVisible(tool.getByText('Level 3 of 5: Adopting'));
    const chart = tool.getByRole('img', { name: /Score by dimension/ });
    expect(await chart.getAttribute('aria-label')).toBe('Score by dimension: Data 2 out of 5, Processes 2 out of 5, Tools 4 out of 5, Skills 4 out of 5, Strategy 4 out of 5.');
    await expectVisible(tool.getByText('Gather customer and sales records', { exact: false }));
    await expectVisible(learner.page.locator('[data-sonner-toast]', { hasText: 'Lesson completed!' }));
    expect(await sidebarCount(learner.page)).toBe('1 / 12 lessons complete');
    await expectNoAxeViolations(learner.page);

    const restored = await reload(learner, 'ai-maturity-quiz');
    await expectVisible(restored.getByText('Level 3 of 5: Adopting'));
    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('Data,2');
    expect(csv).toContain('Level,3 Adopting');
    expect(await printTool(learner, restored, 'ai-maturity-quiz')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});

describe('prioritization matrix', () => {
  it('adds and rates opportunities by keyboard, plots and ranks them, survives a reload, downloads and prints', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-ai-in-your-tools', 'prioritization-matrix');
    const entries: [string, number, number][] = [
      ['Chatbot for common questions', 5, 2],
      ['Forecasting stock', 4, 5],
      ['Auto-tagging photos', 1, 4],
    ];
    for (const [name, impact, effort] of entries) {
      await tool.getByRole('button', { name: 'Add an opportunity' }).focus();
      await learner.page.keyboard.press('Enter');
      await waitForFocusedTextbox(learner.page);
      await learner.page.keyboard.type(name);
      const item = tool.getByRole('listitem').filter({ has: learner.page.getByRole('textbox') }).last();
      await item.getByRole('group', { name: /Impact/ }).getByRole('radio').first().focus();
      for (let step = 1; step < impact; step++) await learner.page.keyboard.press('ArrowRight');
      if (impact === 1) await learner.page.keyboard.press('Space');
      await item.getByRole('group', { name: /Effort/ }).getByRole('radio').first().focus();
      for (let step = 1; step < effort; step++) await learner.page.keyboard.press('ArrowRight');
    }
    await waitForSave(tool);
    const plot = tool.getByRole('img', { name: /Impact and effort matrix/ });
    expect(await plot.getAttribute('aria-label')).toBe(
      'Impact and effort matrix. 1. Chatbot for common questions: impact 5, effort 2, Quick wins; 2. Forecasting stock: impact 4, effort 5, Big bets; 3. Auto-tagging photos: impact 1, effort 4, Money pits.',
    );
    await expectNoAxeViolations(learner.page);
    expect(await sidebarCount(learner.page)).toBe('0 / 12 lessons complete');

    const restored = await reload(learner, 'prioritization-matrix');
    expect(await restored.getByRole('textbox', { name: 'Opportunity 2' }).inputValue()).toBe('Forecasting stock');
    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('1,Chatbot for common questions,5,2,Quick wins,20');
    expect(csv).toContain('3,Auto-tagging photos,1,4,Money pits,2');
    expect(await printTool(learner, restored, 'prioritization-matrix')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});

describe('gap finder', () => {
  it('rates functions by keyboard, highlights the top gaps, survives a reload, downloads and prints', async () => {
    const learner = await newLearner('mobile');
    const tool = await openToolLesson(learner, 'l-what-ai-does-well', 'gap-finder-matrix');
    const ratings: Record<string, [number, number]> = { Sales: [1, 5], Marketing: [2, 4], Finance: [3, 4], HR: [1, 2] };
    for (const [name, [current, potential]] of Object.entries(ratings)) {
      await tool.getByRole('group', { name: `${name}: AI use today` }).getByRole('radio').first().focus();
      if (current === 1) await learner.page.keyboard.press('Space');
      for (let step = 1; step < current; step++) await learner.page.keyboard.press('ArrowRight');
      await tool.getByRole('group', { name: `${name}: potential` }).getByRole('radio').first().focus();
      for (let step = 1; step < potential; step++) await learner.page.keyboard.press('ArrowRight');
    }
    await waitForSave(tool);
    const top = tool.getByRole('heading', { name: 'Top gaps to act on' }).locator('xpath=following-sibling::ol[1]');
    expect((await top.innerText()).split('\n')).toEqual([
      'Sales: potential 5, today 1, a gap of 4.',
      'Marketing: potential 4, today 2, a gap of 2.',
      'Finance: potential 4, today 3, a gap of 1.',
    ]);
    await expectNoAxeViolations(learner.page);

    const restored = await reload(learner, 'gap-finder-matrix');
    expect(await restored.getByRole('group', { name: 'Sales: potential' }).getByRole('radio', { checked: true }).getAttribute('value')).toBe('5');
    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('Sales,1,5,4,Yes');
    expect(csv).toContain('HR,1,2,1,');
    expect(await printTool(learner, restored, 'gap-finder-matrix')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});

describe('workflow builder', () => {
  it('builds, reorders and removes steps by keyboard, totals the time, draws the flow, survives a reload, downloads and prints', async () => {
    const learner = await newLearner();
    const tool = await openToolLesson(learner, 'l-emails-and-writeups', 'workflow-builder');
    await tool.getByLabel('Workflow name').focus();
    await learner.page.keyboard.type('Customer questions');
    await learner.page.keyboard.press('Tab');
    await learner.page.keyboard.type('A customer emails');
    const steps: [string, string, string, string][] = [
      ['Read the email', 'Manual', '5', '40'],
      ['Draft the reply', 'AI-assisted', '10', '40'],
      ['Log it in the CRM', 'Automated', '3', '40'],
      ['Throwaway step', 'Manual', '1', '1'],
    ];
    for (const [name, mode, minutes, runs] of steps) {
      await tool.getByRole('button', { name: 'Add a step' }).focus();
      await learner.page.keyboard.press('Enter');
      await waitForFocusedTextbox(learner.page);
      await learner.page.keyboard.type(name);
      await learner.page.keyboard.press('Tab');
      await learner.page.keyboard.press(mode === 'Manual' ? 'Home' : mode === 'AI-assisted' ? 'ArrowDown' : 'End');
      await learner.page.keyboard.press('Tab');
      await learner.page.keyboard.type(minutes);
      await learner.page.keyboard.press('Tab');
      await learner.page.keyboard.type(runs);
    }
    await tool.getByRole('button', { name: 'Remove Throwaway step' }).focus();
    await learner.page.keyboard.press('Enter');
    await tool.getByRole('button', { name: 'Move Log it in the CRM up' }).focus();
    await learner.page.keyboard.press('Enter');
    await expectVisible(tool.getByText('Log it in the CRM moved to position 2 of 3.'));
    await waitForSave(tool);

    await expectVisible(tool.getByText('12 h', { exact: true }));
    await expectVisible(tool.getByText('6 h 40 min', { exact: true }));
    await expectVisible(tool.getByText('277', { exact: true }));
    const diagram = tool.getByRole('img', { name: /Workflow diagram/ });
    expect(await diagram.getAttribute('aria-label')).toBe(
      'Workflow diagram of Customer questions: Trigger: A customer emails, then 1. Read the email (Manual), then 2. Log it in the CRM (Automated), then 3. Draft the reply (AI-assisted).',
    );
    await expectNoAxeViolations(learner.page);

    const restored = await reload(learner, 'workflow-builder');
    expect(await restored.getByLabel('Step 2', { exact: true }).inputValue()).toBe('Log it in the CRM');
    const csv = await downloadCsv(learner, restored);
    expect(csv).toContain('Log it in the CRM,Automated,3,40,120,0');
    expect(csv).toContain('Total,,,,720,400');
    expect(await printTool(learner, restored, 'workflow-builder')).toBeLessThanOrEqual(2);
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});
