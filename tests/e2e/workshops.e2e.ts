import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MemberWorkshop } from '../../src/shared/api/workshops';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { recordMp4 } from './support/media-files';
import type { MailingServer } from './support/mailbox';
import { subscribeThroughLocalCheckout } from './support/plans';
import { resetServerClock, shiftServerClock } from './support/server-clock';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 29's workshop journey: the admin schedules a workshop, an Elite member registers for it,
 * and later (the server's clock moved past the workshop: support/shifted-clock.mjs) the admin
 * attaches the recording and the member watches it; a Pro member is shown what Elite gives.
 */

/** Set to a folder to keep screenshots (for review; the test passes either way). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
const DAY = 24 * 60 * 60 * 1000;
const TITLE = `Answering customer email with AI ${Date.now().toString(36)}`;

let browser: Browser;
let site: MailingServer;
beforeAll(async () => {
  browser = await launchBrowser();
  site = { baseUrl: baseUrl(), dataDir: inject('dataDir') };
});
afterAll(async () => {
  resetServerClock();
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function signedIn(account: object, signUp: boolean, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], timezoneId: 'America/Chicago' });
  if (account === E2E_ADMIN) {
    expect(await signInAsAdmin(context.request, site.baseUrl)).toBe(200);
    return context;
  }
  const response = await context.request.post(`${site.baseUrl}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, { data: account, headers: { origin: site.baseUrl } });
  expect(response.status()).toBe(200);
  return context;
}

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  // A toast fading out is measured at part opacity: check the page once it has gone.
  await expectHidden(page.locator('[data-sonner-toast]'), 15_000);
  expect(await findAxeViolations(page)).toEqual([]);
}

describe('live workshops', () => {
  it('an Elite member registers for a workshop and, after it, watches its recording', { timeout: 300_000 }, async () => {
    const admin = await signedIn(E2E_ADMIN, false);
    const videoName = `Workshop recording ${Date.now().toString(36)}.mp4`;
    const uploads = await open(admin, '/admin/upload-videos');
    await uploads.getByLabel('Video file').setInputFiles({ name: videoName, mimeType: 'video/mp4', buffer: await recordMp4(browser, { seconds: 2 }) });
    await uploads.getByRole('button', { name: 'Upload Video' }).click();
    await expectVisible(toast(uploads, 'Upload successful'), 30_000);

    // The admin schedules it three days ahead, 1:00 PM in New York.
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 3 * DAY));
    const schedule = await open(admin, '/admin/workshops');
    const form = schedule.getByRole('form', { name: 'Schedule a workshop' });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Sort, draft and send replies to customer email with AI, live, with time for your questions.');
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Start time').fill('13:00');
    await form.getByLabel('Time zone').fill('America/New_York');
    await form.getByLabel('Join link').fill('https://meet.example.com/email-workshop');
    await form.getByLabel('Capacity (seats)').fill('20');
    await form.getByRole('button', { name: 'Schedule workshop' }).click();
    await expectVisible(toast(schedule, 'Workshop scheduled'));
    await expectVisible(schedule.getByRole('table', { name: 'Upcoming workshops' }).getByText(TITLE));
    await shot(schedule, 'admin-workshops-1280');
    await expectAccessible(schedule);

    // An Elite member registers from /workshops.
    const member = await signedIn({ firstName: 'Ana', lastName: 'Ruiz', email: uniqueEmail('e2e-workshop'), password: 'correct-horse-42' }, true);
    await subscribeThroughLocalCheckout(member.request, 'elite', site);
    const list = await open(member, '/workshops');
    await list.getByRole('button', { name: `Register for ${TITLE}` }).click();
    await expectVisible(toast(list, "You're registered"));
    await expectVisible(list.getByRole('link', { name: 'Join link' }));
    await shot(list, 'workshops-registered-1280');
    await expectAccessible(list);

    // Four days later by the server's clock, the workshop is over: the admin attaches the recording and marks attendance.
    shiftServerClock(4 * DAY);
    const after = await open(admin, '/admin/workshops');
    await after.getByRole('button', { name: 'Past', exact: true }).click();
    await after.getByRole('button', { name: `Registrants and recording of ${TITLE}` }).click();
    await after.getByLabel('Video from the library').selectOption(videoName);
    await after.getByRole('button', { name: 'Save recording' }).click();
    await expectVisible(toast(after, 'Recording attached'));
    await after.getByRole('button', { name: /Mark .* attended/ }).click();
    await expectVisible(toast(after, 'Marked attended'));

    // The member finds it among the past workshops and watches it.
    const past = await open(member, '/workshops');
    await past.getByRole('link', { name: 'Watch the recording' }).click();
    await expectVisible(past.getByRole('heading', { name: TITLE, level: 1 }));
    const video = past.getByLabel(`Recording of ${TITLE}`);
    await expectVisible(video);
    await past.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, undefined, { timeout: 15_000 });
    const shown = (await (await member.request.get(`${site.baseUrl}/api/workshops/${past.url().split('/').pop()}`)).json()) as { workshop: MemberWorkshop };
    expect(shown.workshop).toMatchObject({ registered: true, attended: true, recordingUrl: expect.stringContaining('/recording') });
    await expectAccessible(past);
    await shot(past, 'workshop-recording-1280');

    // The same page at 390 px, and a Pro member, who is shown what Elite gives instead of the recording.
    const phone = await browser.newContext({ viewport: VIEWPORTS.mobile, storageState: await member.storageState() });
    const small = await open(phone, new URL(past.url()).pathname);
    await expectVisible(small.getByLabel(`Recording of ${TITLE}`));
    await shot(small, 'workshop-recording-390');

    const pro = await signedIn({ firstName: 'Ben', lastName: 'Cole', email: uniqueEmail('e2e-workshop-pro'), password: 'correct-horse-42' }, true);
    await subscribeThroughLocalCheckout(pro.request, 'pro', site);
    const refused = await open(pro, new URL(past.url()).pathname);
    await expectVisible(refused.getByRole('heading', { name: 'Live workshops come with Elite Access' }));
    await expect(refused.locator('video').count()).resolves.toBe(0);
    expect((await pro.request.get(`${site.baseUrl}${shown.workshop.recordingUrl}`)).status()).toBe(403);
    await expectAccessible(refused);
  });
});
