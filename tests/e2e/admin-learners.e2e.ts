import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { confirmEmail } from './support/mailbox';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, openSignedInPage, type ViewportName } from './support/browser';
import { completeLessonThroughApi, contentCourse } from './support/course-completion';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 31: an admin finds a learner by part of their email, gives them a complimentary Pro plan
 * for 30 days (the learner then opens a Pro course), corrects the name on their certificate (the
 * old ID verifies as replaced), sends a password reset, and finds each in the audit log.
 */

const FREE_COURSE = 'ai-101-for-business-owners';
const PRO_COURSE = 'automate-your-business';
const screenshots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let admin: Cookie[];
let learnerContext: BrowserContext;
let learnerEmail: string;
let certificateId: string;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const headers = { origin: baseUrl() };
  const adminContext = await browser.newContext();
  expect(await signInAsAdmin(adminContext.request, baseUrl())).toBe(200);
  admin = await adminContext.cookies();
  await adminContext.close();

  learnerContext = await browser.newContext();
  learnerEmail = uniqueEmail('e2e-learners-smiht');
  const api = learnerContext.request;
  expect((await api.post(`${baseUrl()}/api/auth/sign-up/email`, { data: { firstName: 'Jon', lastName: 'Smiht', email: learnerEmail, password: 'correct-horse-42' }, headers })).status()).toBe(200);
  await confirmEmail(api);
  expect((await api.post(`${baseUrl()}/api/courses/${FREE_COURSE}/enrollment`, { headers })).status()).toBe(201);
  let certificate: { certificateId: string } | null = null;
  for (const lesson of contentCourse(FREE_COURSE).lessons) certificate = (await completeLessonThroughApi(api, FREE_COURSE, lesson)).certificate;
  if (!certificate) throw new Error('Completing every lesson did not issue a certificate');
  certificateId = certificate.certificateId;
});
afterAll(async () => {
  await learnerContext?.close();
  await browser?.close();
});

async function expectAccessible(page: Page) {
  expect(await findAxeViolations(page)).toEqual([]);
}

describe('learners in the admin', () => {
  it('finds the learner, gives Pro for 30 days, corrects their certificate, and finds it all in the audit log', async () => {
    const { page, errors } = await openSignedInPage(browser, admin, '/admin/learners');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Learners' }));
    await shot(page, 'admin-learners-1280');
    await expectAccessible(page);

    // Part of the email: the unique middle of the address, not its start.
    const part = learnerEmail.split('@')[0]!.slice('e2e-learners-'.length);
    await page.getByLabel('Name or email (or part)').fill(part);
    await page.getByRole('button', { name: 'Find Learners' }).click();
    await expectVisible(page.getByRole('cell', { name: learnerEmail }));
    await page.getByRole('link', { name: 'Jon Smiht' }).first().click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Jon Smiht' }));
    const learnerId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expectVisible(page.getByRole('heading', { name: 'Certificates' }));
    await expectAccessible(page);

    // A complimentary Pro plan; the dialog's last day defaults to 30 days on.
    await page.getByRole('button', { name: 'Give a Plan' }).click();
    const give = page.getByRole('dialog', { name: 'Give a complimentary plan' });
    await expectVisible(give);
    await give.getByLabel('Plan').selectOption('pro');
    const thirtyDaysOn = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await expect(give.getByLabel('Last day').inputValue()).resolves.toBe(thirtyDaysOn);
    // No reason, no plan: the form asks for one first.
    await give.getByRole('button', { name: 'Give Plan' }).click();
    await expect(give.getByLabel('Reason (kept in the audit log)').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).resolves.toBe(true);
    await give.getByLabel('Reason (kept in the audit log)').fill('Speaker at our spring workshop');
    await give.getByRole('button', { name: 'Give Plan' }).click();
    await expectVisible(toast(page, 'Pro given until'));
    await expectVisible(page.getByText('given by an admin', { exact: true }));

    // The learner opens a Pro course.
    const headers = { origin: baseUrl() };
    expect((await learnerContext.request.post(`${baseUrl()}/api/courses/${PRO_COURSE}/enrollment`, { headers })).status()).toBe(201);
    expect((await learnerContext.request.get(`${baseUrl()}/api/learn/${PRO_COURSE}`)).status()).toBe(200);

    // The name on the certificate, corrected.
    await page.getByRole('button', { name: 'Correct Name' }).click();
    const correct = page.getByRole('dialog', { name: `Correct the name on ${certificateId}` });
    await correct.getByLabel('Name on the certificate').fill('Jon Smith');
    await correct.getByLabel('Reason (kept in the audit log)').fill('Typo in the surname, reported by email');
    await correct.getByRole('button', { name: 'Reissue Certificate' }).click();
    await expectVisible(toast(page, `${certificateId} now verifies as replaced`));
    await expectVisible(page.getByText(`replaced by`));

    await page.getByRole('button', { name: 'Send Password Reset' }).click();
    const reset = page.getByRole('dialog', { name: 'Send a password reset email' });
    await reset.getByLabel('Reason (kept in the audit log)').fill('Locked out after a phone change');
    await reset.getByRole('button', { name: 'Send Email' }).click();
    await expectVisible(toast(page, 'A password reset link is on its way'));
    await expectHidden(toast(page, 'A password reset link is on its way'), 20_000);
    await shot(page, 'admin-learner-1280');

    // The old ID still verifies, as replaced by the new one.
    await page.goto(`${baseUrl()}/verify/${certificateId}`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Certificate replaced' }));
    const newId = (await page.getByRole('link', { name: /^CERT-/ }).textContent())!.trim();
    expect(newId).not.toBe(certificateId);
    await page.getByRole('link', { name: newId }).click();
    await expectVisible(page.getByRole('heading', { name: 'Certificate verified' }));
    await expectVisible(page.getByText('Jon Smith', { exact: true }));

    // The audit log: the plan and the reset on the learner, the reissue on the old certificate ID.
    await page.goto(`${baseUrl()}/admin/audit`, { waitUntil: 'networkidle' });
    await page.getByLabel('Target ID').fill(learnerId);
    await page.getByRole('button', { name: 'Show Entries' }).click();
    await expectVisible(page.getByRole('cell', { name: 'Speaker at our spring workshop' }));
    await expectVisible(page.getByRole('cell', { name: 'Locked out after a phone change' }));
    await expect(page.getByRole('cell', { name: 'Plan given' }).count()).resolves.toBe(1);
    await page.getByLabel('Target ID').fill(certificateId);
    await page.getByRole('button', { name: 'Show Entries' }).click();
    await expectVisible(page.getByRole('cell', { name: 'Typo in the surname, reported by email' }));
    await expectVisible(page.getByRole('cell', { name: 'Certificate reissued' }));
    await shot(page, 'admin-audit-1280');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each<ViewportName>(['mobile'])('shows the directory, a learner and the audit log on a %s screen', async (viewport) => {
    const { page, errors } = await openSignedInPage(browser, admin, `/admin/learners?q=${encodeURIComponent(learnerEmail)}`, viewport);
    await expectVisible(page.getByRole('link', { name: 'Jon Smiht' }).first());
    await shot(page, 'admin-learners-390');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Jon Smiht' }).first().click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Jon Smiht' }));
    await expectVisible(page.getByRole('heading', { name: 'Certificates' }));
    await shot(page, 'admin-learner-390');
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/admin/audit?action=certificate.reissued`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByText('Certificate reissued', { exact: true }).filter({ visible: true }));
    await shot(page, 'admin-audit-390');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
