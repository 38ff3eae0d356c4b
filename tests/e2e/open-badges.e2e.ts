import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, openSignedInPage } from './support/browser';
import { completeLessonThroughApi, contentCourse } from './support/course-completion';
import { confirmEmail } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

const COURSE_SLUG = 'ai-101-for-business-owners';

interface Graduate {
  cookies: Cookie[];
  courseId: string;
  certificateId: string;
}

let browser: Browser;
let graduate: Graduate;

beforeAll(async () => {
  browser = await launchBrowser();
  graduate = await createGraduate();
});
afterAll(async () => {
  await browser?.close();
});

/** A learner who completed AI 101 through the API, so holds its certificate. */
async function createGraduate(): Promise<Graduate> {
  const context = await browser.newContext();
  const api = context.request;
  const headers = { origin: baseUrl() };
  const signedUp = await api.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Dana', lastName: 'Whitfield', email: uniqueEmail('e2e-badge'), password: 'correct-horse-42' },
    headers,
  });
  expect(signedUp.status()).toBe(200);
  // Certificates are issued to confirmed email addresses.
  await confirmEmail(api);
  expect((await api.post(`${baseUrl()}/api/courses/${COURSE_SLUG}/enrollment`, { headers })).status()).toBe(201);
  const player = (await (await api.get(`${baseUrl()}/api/learn/${COURSE_SLUG}`)).json()) as { course: { id: string } };
  let certificateId: string | undefined;
  for (const lesson of contentCourse(COURSE_SLUG).lessons) certificateId = (await completeLessonThroughApi(api, COURSE_SLUG, lesson)).certificate?.certificateId ?? certificateId;
  if (!certificateId) throw new Error('Completing every lesson did not issue a certificate');
  const cookies = await context.cookies();
  await context.close();
  return { cookies, courseId: player.course.id, certificateId };
}

/** Downloads the digital badge from the learner's certificate page: the file's name and its contents. */
async function downloadBadge(): Promise<{ fileName: string; path: string; contents: string }> {
  const { page, errors } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download digital badge' }).click()]);
  // Kept outside Playwright's folder, which goes with the page's context.
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'open-badge-')), download.suggestedFilename());
  await download.saveAs(saved);
  expect(errors).toEqual([]);
  await page.close();
  return { fileName: download.suggestedFilename(), path: saved, contents: readFileSync(saved, 'utf8') };
}

async function checkPasted(page: Page, credential: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Credential' }).fill(credential);
  await page.getByRole('button', { name: 'Check badge' }).click();
}

describe('digital badges (Open Badges 3.0)', () => {
  it('lets a learner download their badge, which /verify confirms when pasted, and calls a changed one not genuine (desktop)', async () => {
    const badge = await downloadBadge();
    expect(badge.fileName).toBe(`${graduate.certificateId}-open-badge.jwt`);
    expect(badge.contents.split('.')).toHaveLength(3);

    const { page, errors } = await openPage(browser, `/verify/${graduate.certificateId}`);
    await checkPasted(page, badge.contents);
    const result = page.getByRole('status').filter({ hasText: 'Valid credential' });
    await expectVisible(result.getByRole('heading', { name: 'Valid credential' }));
    await expectVisible(result.getByText('Dana Whitfield', { exact: true }));
    await expectVisible(result.getByText(graduate.certificateId, { exact: true }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/open-badge-valid-desktop.png', fullPage: true });

    const [header, payload, signature] = badge.contents.split('.') as [string, string, string];
    const changed = `${header}.${payload.slice(0, 40)}${payload[40] === 'A' ? 'B' : 'A'}${payload.slice(41)}.${signature}`;
    await checkPasted(page, changed);
    await expectVisible(page.getByRole('heading', { name: 'Not a genuine credential' }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks a badge chosen as a file (mobile)', async () => {
    const badge = await downloadBadge();
    const { page, errors } = await openPage(browser, '/verify/CERT-2020-ZZZZZZ', 'mobile');
    await page.locator('input[type="file"]').setInputFiles(badge.path);
    await expectVisible(page.getByRole('heading', { name: 'Valid credential' }));
    await page.screenshot({ path: '/tmp/open-badge-valid-mobile.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('publishes the school key for any verifier at /.well-known/jwks.json', async () => {
    const response = await fetch(`${baseUrl()}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: { kty: string; crv: string; d?: string }[] };
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(keys[0]!.d).toBeUndefined();
  });
});
