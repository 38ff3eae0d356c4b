import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, downloadedBytes, expectVisible, findAxeViolations, launchBrowser, openSignedInPage, VIEWPORTS } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/** Issue 31: a learner downloads their data and deletes their account on /profile, and can no longer sign in. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screenshots = process.env.E2E_SCREENSHOT_DIR ?? process.env.E2E_SCREENSHOTS;
const PASSWORD = 'correct-horse-42';

async function signedUp(email: string, viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  const answer = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Rosalind', lastName: 'Achebe', email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(answer.status()).toBe(200);
  return context;
}

describe('a learner’s data and account on /profile', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`downloads the data, deletes the account after the password, and can no longer sign in (${viewport})`, async () => {
      const email = uniqueEmail('e2e-deletion');
      const context = await signedUp(email, viewport);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });

      const section = page.getByRole('region', { name: 'Your data' });
      await expectVisible(section);
      await section.scrollIntoViewIfNeeded();
      expect(await findAxeViolations(page)).toEqual([]);
      if (screenshots) await section.locator('..').screenshot({ path: path.join(screenshots, `account-data-${VIEWPORTS[viewport].width}.png`) });

      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as { profile: { email: string; firstName: string }; records: Record<string, unknown[]> };
      expect(data.profile).toMatchObject({ email, firstName: 'Rosalind' });
      expect(Object.keys(data.records)).toContain('sessions');

      await section.getByRole('button', { name: 'Delete My Account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expectVisible(dialog);
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
      await expectVisible(dialog.getByText('That password is not right. Enter the password you sign in with.'));
      expect(await findAxeViolations(page)).toEqual([]);
      if (screenshots) await page.screenshot({ path: path.join(screenshots, `account-delete-confirm-${VIEWPORTS[viewport].width}.png`) });

      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
      await expectVisible(toast(page, 'Your account is deleted.'));
      expect(new URL(page.url()).pathname).toBe('/');

      const session = (await (await context.request.get(`${baseUrl()}/api/session`)).json()) as { user: unknown };
      expect(session.user).toBeNull();
      const signIn = await context.request.post(`${baseUrl()}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: baseUrl() } });
      expect(signIn.status()).toBe(401);
      expect(((await signIn.json()) as { message: string }).message).toBe('Invalid email or password');
      await context.close();
    });
  }
});

describe('an admin deletes a learner on their request', () => {
  it('asks a reason on /admin/learners/:id, deletes the account, and the learner can no longer sign in', async () => {
    const email = uniqueEmail('e2e-admin-deletes');
    const learner = await signedUp(email, 'desktop');
    const learnerId = ((await (await learner.request.get(`${baseUrl()}/api/session`)).json()) as { user: { id: string } }).user.id;
    const adminContext = await browser.newContext();
    expect(await signInAsAdmin(adminContext.request, baseUrl())).toBe(200);
    const admin = await adminContext.cookies();
    await adminContext.close();

    const { page } = await openSignedInPage(browser, admin, `/admin/learners/${learnerId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Rosalind Achebe' }));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Delete this learner's account" });
    await expectVisible(dialog);
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Asked by email');
    expect(await findAxeViolations(page)).toEqual([]);
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'admin-delete-learner-1280.png') });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expectVisible(toast(page, 'The account is deleted.'));
    expect(new URL(page.url()).pathname).toBe('/admin/learners');

    const signIn = await learner.request.post(`${baseUrl()}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: baseUrl() } });
    expect(signIn.status()).toBe(401);
    await learner.close();
  });
});
