import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, downloadedBytes, expectVisible, findAxeViolations, launchBrowser, openPage, type ViewportName, VIEWPORTS } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/** The business dashboard at /admin/analytics (issue 15). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
  return context;
}

describe('the analytics dashboard', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows each chart with its figures in a table beside it (${viewport})`, async () => {
      const context = await adminContext(viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl()}/admin/analytics`, { waitUntil: 'networkidle' });
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Analytics' }));
      expect(await page.title()).toBe('Analytics | AI Action Academy');
      for (const title of ['Visitors and page views per day', 'Top pages', 'Top referrers', 'Funnel', 'Revenue per month', 'Revenue by plan', 'Enrolments and completions per course', 'Where learners stop']) {
        await expectVisible(page.getByRole('region', { name: title }));
      }
      const funnel = page.getByRole('region', { name: 'Funnel' });
      const steps = funnel.getByRole('table', { name: 'Funnel' }).getByRole('rowheader');
      expect(await steps.allInnerTexts()).toEqual(['Visited the site', 'Started sign-up', 'Completed sign-up', 'Started checkout', 'Purchased']);
      // The day chart always has days to draw, so Chart.js has loaded on this page.
      await expectVisible(page.getByRole('region', { name: 'Visitors and page views per day' }).getByRole('img'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      expect(errors).toEqual([]);
      if (viewport === 'desktop') expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('exports a table as CSV and follows a chosen date range', async () => {
    const context = await adminContext('desktop');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/analytics`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Visitors and page views per day as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^visitors-per-day_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedBytes(file)).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Day,Visitors,Page views');
    expect(lines).toHaveLength(31);

    await page.getByRole('group', { name: 'Quick ranges' }).getByRole('button', { name: '7 days' }).click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    const table = page.getByRole('table', { name: 'Visitors and page views per day' });
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(7);
    await context.close();
  });

  it('names where learners stop by course and lesson title, a removed lesson by its id, the same in the table and its CSV', async () => {
    const learner = await browser.newContext();
    const courseId = ((await (await learner.request.get(`${baseUrl()}/api/courses/ai-101-for-business-owners`)).json()) as { course: { id: string } }).course.id;
    const removedLesson = `l-removed-${Date.now()}`;
    // Two visitors each complete one lesson and leave: one lesson still in the course, one since removed.
    for (const [visitor, lessonId] of [
      [`e2e-stop-${Date.now()}-a`, 'l-ai-in-plain-english'],
      [`e2e-stop-${Date.now()}-b`, removedLesson],
    ] as const) {
      const sent = await learner.request.post(`${baseUrl()}/api/analytics/events`, {
        headers: { origin: baseUrl() },
        data: { visitor_id: visitor, events: [{ name: 'lesson_completed', properties: { course_id: courseId, lesson_id: lessonId, progress_percentage: 8 }, path: '/learn/ai-101-for-business-owners' }] },
      });
      expect(await sent.json()).toEqual({ recorded: 1 });
    }
    await learner.close();

    const context = await adminContext('desktop');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/analytics`, { waitUntil: 'networkidle' });
    const panel = page.getByRole('region', { name: 'Where learners stop' });
    const rows = (await panel.getByRole('table', { name: 'Where learners stop' }).getByRole('row').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
    expect(rows[0]).toEqual(['COURSE', 'LAST LESSON COMPLETED', 'LEARNERS']);
    expect(rows).toContainEqual(['AI 101 for Business Owners', 'AI in Plain English', expect.stringMatching(/^\d+$/)]);
    expect(rows).toContainEqual(['AI 101 for Business Owners', `Removed lesson (${removedLesson})`, '1']);

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download Where learners stop as CSV' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Course,Last lesson completed,Learners');
    const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    expect(lines.slice(1)).toEqual(rows.slice(1).map((row) => row.map(csvCell).join(',')));
    await context.close();
  });

  it('does not load the charting library on the home page', async () => {
    const { page } = await openPage(browser, '/');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.some((name) => name.includes('dashboard-chart'))).toBe(false);
    await page.close();
  });

  it('sends a learner away with Access Denied', async () => {
    const learner = await browser.newContext();
    const signUp = await learner.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Lee', lastName: 'Park', email: uniqueEmail('e2e-dashboard'), password: 'correct-horse-42' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);
    const page = await learner.newPage();
    await page.goto(`${baseUrl()}/admin/analytics`, { waitUntil: 'networkidle' });
    await expectVisible(toast(page, 'Access Denied'));
    await page.waitForURL((url) => url.pathname === '/');
    const api = await learner.request.get(`${baseUrl()}/api/admin/analytics?from=2026-01-01&to=2026-01-31`);
    expect(api.status()).toBe(403);
    await learner.close();
  });
});
