import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { onePagePdf, recordMp4 } from './support/media-files';
import { E2E_PRO_LEARNER } from './support/plans';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 13's journey, all in the browser: the admin uploads an MP4 the test recorded (watching
 * the progress bar move), makes a Pro course whose lesson gets that video from the picker and a
 * PDF resource, and publishes it. A Pro learner enrols, plays the video (served 206 to the
 * player's range request) and sees the PDF's preview; a learner without the plan gets 403 and a
 * visitor 401 for both files' addresses.
 */

/** Set to a folder to keep screenshots of the pages along the way (for review; the test passes either way). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

let browser: Browser;
/** The course the journey publishes; back to draft at the end, so the catalogue journeys see only the fixtures. */
let publishedSlug: string | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (publishedSlug) await returnToDraft(publishedSlug);
  await browser?.close();
});

async function returnToDraft(slug: string): Promise<void> {
  const admin = await signedInContext(E2E_ADMIN);
  const { page } = await open(admin, `/admin/courses/${slug}/edit`);
  await page.getByRole('checkbox', { name: /^Published/ }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectVisible(toast(page, 'Course saved successfully.').last());
  await admin.close();
}

async function signedInContext(account: { email: string; password: string } | 'new-learner'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const headers = { origin: baseUrl() };
  const response =
    account === 'new-learner'
      ? await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
          headers,
          data: { firstName: 'Ines', lastName: 'Moreau', email: uniqueEmail('e2e-media-free'), password: 'free-learner-password' },
        })
      : undefined;
  expect(response ? response.status() : await signInAsAdmin(context.request, baseUrl())).toBe(200);
  return context;
}

async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Slows this page's uploads to `bytesPerSecond`, so the progress bar has time to move. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

describe('media: upload, assign, play and protect', () => {
  it('the admin uploads a video and a PDF in the browser; a Pro learner plays and previews them; others get 403 and 401', { timeout: 300_000 }, async () => {
    const stamp = Date.now().toString(36);
    const videoName = `Media Journey Welcome ${stamp}.mp4`;
    const video = await recordMp4(browser, { padToBytes: 1_200_000 });
    const pdfTitle = 'Prompt Checklist';
    const pdf = onePagePdf(['Prompt Checklist', '1. Say who the answer is for.', '2. Give an example of a good answer.']);

    // The admin uploads the video on /admin/upload-videos and watches the bar move.
    const admin = await signedInContext(E2E_ADMIN);
    const { page: uploads, errors: uploadErrors } = await open(admin, '/admin/upload-videos');
    await uploads.getByLabel('Video file').setInputFiles({ name: videoName, mimeType: 'video/mp4', buffer: video });
    await expectVisible(uploads.getByRole('definition').getByText(videoName, { exact: true }));
    await throttleUploads(uploads, 300_000);
    await uploads.getByRole('button', { name: 'Upload Video' }).click();
    const bar = uploads.getByRole('progressbar', { name: `Uploading ${videoName}` });
    await expectVisible(bar);
    const seen: number[] = [];
    for (let read = 0; read < 200 && new Set(seen).size < 3; read++) {
      const value = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
      if (value !== null) seen.push(Number(value));
      if (read === 10) await shot(uploads, 'upload-videos-during-1280');
      await uploads.waitForTimeout(50);
    }
    expect(new Set(seen).size, `progress values seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(seen, 'the bar only moves forward').toEqual([...seen].sort((a, b) => a - b));
    await expectVisible(toast(uploads, 'Upload successful'), 30_000);
    await expectVisible(uploads.getByTestId('video-list').getByRole('listitem').filter({ hasText: videoName }));
    await shot(uploads, 'upload-videos-after-1280');
    await uploads.setViewportSize(VIEWPORTS.mobile);
    await shot(uploads, 'upload-videos-after-390');
    expect(uploadErrors).toEqual([]);
    await uploads.close();

    // A Pro course made in the builder; its lesson gets the video from the picker and a PDF resource.
    const { page: builder, errors: builderErrors } = await open(admin, '/admin/courses');
    const courseTitle = `Media Journey ${stamp}`;
    const slug = courseTitle.toLowerCase().replace(/ /g, '-');
    await builder.getByRole('button', { name: 'New course' }).first().click();
    const dialog = builder.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title').fill(courseTitle);
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await builder.waitForURL(`${baseUrl()}/admin/courses/${slug}/edit`);
    await builder.getByLabel('Description', { exact: true }).fill('A short course with a video and a handout, made by the media journey.');
    await builder.getByLabel('Duration', { exact: true }).fill('10 minutes');
    await builder.getByLabel('Required plan', { exact: true }).selectOption('pro');
    await builder.getByRole('button', { name: 'Add module' }).click();
    await builder.getByTestId('module').first().getByLabel('Module title').fill('Start Here');
    await builder.getByTestId('module').first().getByRole('button', { name: /^Add lesson/ }).click();
    await builder.getByTestId('lesson').last().getByLabel('Lesson title').fill('Welcome Video');
    const lesson = builder.getByTestId('lesson').filter({ has: builder.getByRole('button', { name: 'Reorder lesson Welcome Video' }) });
    await lesson.getByRole('textbox', { name: 'Lesson text of Welcome Video' }).click();
    await builder.keyboard.type('Watch the welcome video, then keep the prompt checklist at hand.');

    await lesson.getByRole('button', { name: 'Assign video' }).click();
    const picker = builder.getByRole('dialog', { name: 'Assign a video' });
    await picker.getByRole('button', { name: `Use ${videoName}` }).click();
    const videoUrl = `/media/videos/${encodeURIComponent(videoName)}`;
    await expectVisible(lesson.getByText(videoUrl));

    await lesson.getByLabel('Resource title').fill(pdfTitle);
    await lesson.getByLabel('File', { exact: true }).setInputFiles({ name: 'prompt-checklist.pdf', mimeType: 'application/pdf', buffer: pdf });
    await lesson.getByLabel('Resource description').fill('One page to keep next to your keyboard.');
    await lesson.getByRole('button', { name: 'Upload resource' }).click();
    await expectVisible(toast(builder, 'Resource uploaded'));
    const resourceRow = lesson.getByRole('listitem').filter({ hasText: pdfTitle });
    await expectVisible(resourceRow.getByText(/^PDF · \d+(\.\d+)? (Bytes|KB) · One page to keep next to your keyboard\.$/));

    await builder.getByRole('checkbox', { name: /^Published/ }).check();
    await builder.getByRole('button', { name: 'Save Changes' }).click();
    // A one-lesson course without a thumbnail: the content standard's checklist says so, and the owner publishes anyway.
    await builder.getByRole('alertdialog', { name: 'This course is not ready to publish' }).getByRole('button', { name: 'Publish anyway' }).click();
    await expectVisible(toast(builder, 'Course saved successfully.'));
    publishedSlug = slug;
    expect(builderErrors).toEqual([]);
    await admin.close();

    // The Pro learner enrols, plays the video (a range request answered 206) and sees the PDF.
    const learner = await signedInContext(E2E_PRO_LEARNER);
    const { page: player, errors: playerErrors } = await open(learner, `/courses/${slug}`);
    const videoResponses: { status: number; range: string | undefined }[] = [];
    player.on('response', async (response) => {
      if (new URL(response.url()).pathname !== videoUrl) return;
      const headers = await response.request().allHeaders();
      videoResponses.push({ status: response.status(), range: headers.range });
    });
    await player.getByRole('button', { name: 'Enroll Now' }).click();
    await player.waitForURL(`${baseUrl()}/learn/${slug}**`);
    await expectVisible(player.getByRole('heading', { level: 2, name: /^Welcome Video/ }));
    const videoElement = player.getByLabel('Video: Welcome Video');
    expect(await videoElement.getAttribute('src')).toBe(videoUrl);
    await videoElement.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await player.waitForFunction((element) => (element as HTMLVideoElement).currentTime > 0.3, await videoElement.elementHandle(), { timeout: 15_000 });
    expect(await videoElement.evaluate((element: HTMLVideoElement) => ({ width: element.videoWidth, height: element.videoHeight }))).toEqual({ width: 320, height: 180 });
    expect(videoResponses.some((response) => response.status === 206 && response.range?.startsWith('bytes='))).toBe(true);
    expect(videoResponses.every((response) => response.status === 200 || response.status === 206)).toBe(true);
    await videoElement.evaluate((element: HTMLVideoElement) => element.pause());

    const resources = player.getByRole('region', { name: 'Lesson resources' });
    await expectVisible(resources.getByRole('heading', { name: pdfTitle }));
    await expectVisible(resources.getByText('One page to keep next to your keyboard.'));
    const preview = resources.getByRole('group', { name: `Preview of ${pdfTitle}` });
    await expectVisible(preview.getByRole('img', { name: `Page 1 of ${pdfTitle}` }), 20_000);
    const pdfUrl = await resources.getByRole('link', { name: `Download ${pdfTitle}` }).getAttribute('href');
    expect(pdfUrl).toMatch(/^\/media\/resources\/[^/]+\.pdf$/);
    const pdfAsLearner = await learner.request.get(`${baseUrl()}${pdfUrl}`);
    expect(pdfAsLearner.status()).toBe(200);
    expect(Buffer.from(await pdfAsLearner.body()).equals(pdf)).toBe(true);
    await shot(player, 'lesson-player-1280');
    await player.setViewportSize(VIEWPORTS.mobile);
    await expectVisible(preview.getByRole('img', { name: `Page 1 of ${pdfTitle}` }));
    await shot(player, 'lesson-player-390');
    expect(playerErrors).toEqual([]);
    await learner.close();

    // A learner without the plan, and a visitor, are refused both files.
    const freeLearner = await signedInContext('new-learner');
    const visitor = await browser.newContext();
    for (const url of [videoUrl, pdfUrl!]) {
      const refused = await freeLearner.request.get(`${baseUrl()}${url}`, { headers: { range: 'bytes=0-99' } });
      expect(refused.status(), `${url} for a learner without the plan`).toBe(403);
      expect(await refused.text()).toContain('<p>Please enroll in this course first</p>');
      const anonymous = await visitor.request.get(`${baseUrl()}${url}`, { headers: { range: 'bytes=0-99' } });
      expect(anonymous.status(), `${url} for a visitor`).toBe(401);
      expect(await anonymous.text()).toContain('<p>Please sign in to continue.</p>');
    }
    await freeLearner.close();
    await visitor.close();
  });
});
