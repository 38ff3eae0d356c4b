import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, openSignedInPage, VIEWPORTS } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * An admin uploads a video (resumable, tus) on /admin/upload-videos and sees it listed; the
 * file's address opens for admins only while no lesson uses it. (Assigning it to a lesson and
 * playing it as a learner joins this journey when the course builder's lesson editor lands.)
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function sessionCookies(account?: { email: string; password: string }): Promise<Cookie[]> {
  const context = await browser.newContext();
  const response = account
    ? undefined
    : await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail('e2e-upload'), password: 'correct-horse-42' },
        headers: { origin: baseUrl() },
      });
  expect(response ? response.status() : await signInAsAdmin(context.request, baseUrl())).toBe(200);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** A small file that opens like an MP4 (an ISO media `ftyp` box); the page and the server check those bytes. */
function smallMp4(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x2a);
  Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]).copy(bytes);
  return bytes;
}

/** Slows this page's uploads to `bytesPerSecond`, so the progress bar has time to move. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

describe('/admin/upload-videos', () => {
  it('uploads an MP4 with the progress bar moving, lists it, and keeps its address from learners and visitors', { timeout: 120_000 }, async () => {
    const { page, errors } = await openSignedInPage(browser, await sessionCookies(E2E_ADMIN), '/admin/upload-videos');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Upload Videos' }));
    expect(await page.getByRole('link', { name: 'Manage Courses' }).getAttribute('href')).toBe('/admin/courses');
    await expectVisible(page.getByText('Video URL format'));
    expect(await page.getByTestId('video-list').evaluate((list) => list.getBoundingClientRect().height)).toBe(400);

    const name = `Welcome ${Date.now()}.mp4`;
    const bytes = smallMp4(1_500_000);
    await page.getByLabel('Video file').setInputFiles({ name, mimeType: 'video/mp4', buffer: bytes });
    const selected = page.getByRole('definition');
    await expectVisible(selected.getByText(name, { exact: true }));
    await expectVisible(selected.getByText('video/mp4', { exact: true }));
    await expectVisible(selected.getByText('1.43 MB', { exact: true }));

    await throttleUploads(page, 400_000);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const bar = page.getByRole('progressbar', { name: `Uploading ${name}` });
    await expectVisible(bar);
    const seen = new Set<number>();
    for (let read = 0; read < 200 && seen.size < 3; read++) {
      const value = await bar.getAttribute('aria-valuenow').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(50);
    }
    expect(seen.size, `progress values seen: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(3);
    await expectVisible(page.getByTestId('upload-progress').getByText(/\d+% · (\d+(\.\d+)? (Bytes|KB|MB)\/s|measuring speed…)/));

    await expectVisible(toast(page, 'Upload successful'), 30_000);
    const row = page.getByTestId('video-list').getByRole('listitem').filter({ hasText: name });
    await expectVisible(row);
    await expectVisible(row.getByText(/^1\.43 MB · /));
    const url = await row.getByRole('link', { name: /View/ }).getAttribute('href');
    expect(url).toBe(`/media/videos/${encodeURIComponent(name)}`);
    expect(await page.getByLabel('Video file').inputValue()).toBe('');

    const asAdmin = await page.context().request.get(`${baseUrl()}${url}`, { headers: { range: 'bytes=0-99' } });
    expect(asAdmin.status()).toBe(206);

    const learnerContext = await browser.newContext();
    await learnerContext.addCookies(await sessionCookies());
    expect((await learnerContext.request.get(`${baseUrl()}${url}`)).status()).toBe(403);
    await learnerContext.close();
    const visitorContext = await browser.newContext();
    expect((await visitorContext.request.get(`${baseUrl()}${url}`)).status()).toBe(401);
    await visitorContext.close();

    expect(errors).toEqual([]);
    await page.close();
  });

  it("refuses a text file named .mp4 with 'Invalid file type' before sending it", async () => {
    const { page } = await openSignedInPage(browser, await sessionCookies(E2E_ADMIN), '/admin/upload-videos');
    await page.getByLabel('Video file').setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Meeting notes, not a video.\n'.repeat(50)) });
    await expectVisible(toast(page, 'Invalid file type'));
    await expectVisible(toast(page, 'Please select an MP4, WebM, or MOV video file'));
    expect(await page.getByRole('button', { name: 'Upload Video' }).isDisabled()).toBe(true);
    await page.close();
  });

  it("asks 'Are you sure you want to delete {file}?' and deletes the video", async () => {
    const cookies = await sessionCookies(E2E_ADMIN);
    const { page, errors } = await openSignedInPage(browser, cookies, '/admin/upload-videos', 'mobile');
    const name = `Delete me - a long lesson video name that must not widen the page ${Date.now()}.mp4`;
    await page.getByLabel('Video file').setInputFiles({ name, mimeType: 'video/mp4', buffer: smallMp4(20_000) });
    await expectVisible(page.getByRole('definition').getByText(name, { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const row = page.getByTestId('video-list').getByRole('listitem').filter({ hasText: name });
    await expectVisible(row, 30_000);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Are you sure you want to delete ${name}?` });
    await expectVisible(dialog);
    expect(await findAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(toast(page, 'Video deleted'));
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends a learner to /dashboard with 'Access denied', and a visitor to sign in", async () => {
    const { page } = await openSignedInPage(browser, await sessionCookies(), '/admin/upload-videos');
    await expectVisible(toast(page, 'Access denied'));
    await expectVisible(toast(page, "You don't have permission to access this page"));
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.close();

    const visitor = await openPage(browser, '/admin/upload-videos');
    await visitor.page.waitForURL((url) => url.pathname === '/auth');
    await expectVisible(toast(visitor.page, 'Authentication required'));
    await visitor.page.close();
  });

  it('has no accessibility violations at 1280 and 390 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page } = await openSignedInPage(browser, await sessionCookies(E2E_ADMIN), '/admin/upload-videos', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Upload Videos' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      expect(await findAxeViolations(page), viewport).toEqual([]);
      await page.close();
    }
  });
});
