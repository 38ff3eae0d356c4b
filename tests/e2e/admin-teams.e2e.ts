import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openSignedInPage, VIEWPORTS, type ViewportName } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 30: the admin sees every team at /admin/teams (owner, seats used and bought, members with
 * their progress) and refunds a team's payment like any payment; the owner's /team page and the
 * dashboard's Team Access card on a phone. Screenshots with E2E_SCREENSHOTS set.
 */

/** The published Pro course of the browser tests' fixtures (tests/e2e/fixtures/courses). */
const PRO_SLUG = 'browser-test-pro-course';
const PASSWORD = 'correct-horse-42';
const screenshots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let admin: Cookie[];
let owner: BrowserContext;
let ownerEmail: string;
let colleagueEmail: string;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  expect(await findAxeViolations(page)).toEqual([]);
}

async function signUp(context: BrowserContext, email: string, firstName: string): Promise<APIRequestContext> {
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName: 'Baker', email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return context.request;
}

/** The invitation token emailed to `address`, from the server's local mailbox (quoted-printable undone). */
async function invitationTokenFor(address: string): Promise<string> {
  const mailbox = path.join(inject('dataDir'), 'mailbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const raw = readdirSync(mailbox)
      .map((name) => readFileSync(path.join(mailbox, name), 'utf8').replace(/=\r?\n/g, '').replaceAll('=3D', '='))
      .find((text) => text.includes(`To: ${address}`) && text.includes('/team?token='));
    const match = raw && /\/team\?token=([A-Za-z0-9_-]+)/.exec(raw);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation reached ${address}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const headers = { origin: baseUrl() };
  const adminContext = await browser.newContext();
  expect(await signInAsAdmin(adminContext.request, baseUrl())).toBe(200);
  admin = await adminContext.cookies();
  await adminContext.close();

  // A Pro owner with 3 seats bought in the local checkout, one colleague in with a lesson done, one invitation pending.
  owner = await browser.newContext({ viewport: VIEWPORTS.mobile });
  ownerEmail = uniqueEmail('e2e-team-owner');
  const api = await signUp(owner, ownerEmail, 'Rosa');
  await subscribeThroughLocalCheckout(api, 'pro');
  const opened = await api.post(`${baseUrl()}/api/billing/team-checkout`, { data: { seats: 3 }, headers });
  expect(opened.status()).toBe(200);
  const checkoutId = new URL((await opened.json()).url, baseUrl()).pathname.replace('/checkout/', '');
  expect((await api.post(`${baseUrl()}/api/billing/local/checkouts/${checkoutId}/payment`, { data: {}, headers })).status()).toBe(200);
  colleagueEmail = uniqueEmail('e2e-team-staff');
  const pending = uniqueEmail('e2e-team-staff');
  expect((await api.post(`${baseUrl()}/api/team/invitations`, { data: { emails: `${colleagueEmail}\n${pending}` }, headers })).status()).toBe(200);

  const colleague = await browser.newContext();
  const member = await signUp(colleague, colleagueEmail, 'Theo');
  expect((await member.post(`${baseUrl()}/api/team/membership`, { data: { token: await invitationTokenFor(colleagueEmail) }, headers })).status()).toBe(200);
  expect((await member.post(`${baseUrl()}/api/courses/${PRO_SLUG}/enrollment`, { headers })).status()).toBe(201);
  const player = await (await member.get(`${baseUrl()}/api/learn/${PRO_SLUG}`)).json();
  const lessonId: string = player.course.modules[0].lessons[0].id;
  expect((await member.post(`${baseUrl()}/api/learn/${PRO_SLUG}/lessons/${lessonId}/completion`, { headers })).status()).toBe(200);
  await colleague.close();
}, 120_000);

afterAll(async () => {
  await owner?.close();
  await browser?.close();
});

describe('Team Access on a phone', () => {
  it("shows the owner's team page and the dashboard's Team Access card at 390 px", async () => {
    const page = await owner.newPage();
    await page.goto(`${baseUrl()}/team`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByText('2 of 3'));
    await expectVisible(page.getByText(colleagueEmail).filter({ visible: true }).first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await shot(page, 'team-390');
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Team Access' }).first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await shot(page, 'dashboard-team-390');
    await expectAccessible(page);
    await page.close();
  });
});

describe('teams in the admin', () => {
  it.each<ViewportName>(['mobile'])('lists the team and shows its members and payments on a %s screen', async (viewport) => {
    const { page, errors } = await openSignedInPage(browser, admin, `/admin/teams?q=${encodeURIComponent(ownerEmail)}`, viewport);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Teams' }));
    await expectVisible(page.getByText('2 of 3 seats used'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await shot(page, 'admin-teams-390');
    await expectAccessible(page);
    await page.getByRole('button', { name: `View the team of ${ownerEmail}` }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Team' }));
    await expectVisible(page.getByText(colleagueEmail).filter({ visible: true }).first());
    await expectVisible(page.getByText(/Browser Test Pro Course: 1\/\d+ lessons/).filter({ visible: true }).first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await shot(page, 'admin-team-390');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows teams, seats and members, and refunds the team payment like any payment, which ends the team', async () => {
    const { page, errors } = await openSignedInPage(browser, admin, '/admin/teams');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Teams' }));
    await page.getByLabel('Search teams by owner').fill(ownerEmail);
    await page.getByLabel('Search teams by owner').press('Enter');
    const row = page.getByRole('row').filter({ hasText: ownerEmail });
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: '2 / 3' }));
    await expectVisible(row.getByText('Active'));
    await shot(page, 'admin-teams-1280');
    await expectAccessible(page);

    await row.getByRole('button', { name: `View the team of ${ownerEmail}` }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Team' }));
    await expectVisible(page.getByText('2 of 3'));
    const member = page.getByRole('row').filter({ hasText: colleagueEmail });
    await expectVisible(member.getByText(/Browser Test Pro Course: 1\/\d+ lessons/));
    await expectVisible(page.getByRole('row').filter({ hasText: '$30.00' }));
    await shot(page, 'admin-team-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Refund .*Team Access/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refund this payment?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Refund $30.00' }).click();
    await expectVisible(toast(page, 'Payment refunded'));
    await expectVisible(page.getByText('Ended').first());
    await expectVisible(page.getByText('No renewal'));
    await expectVisible(page.getByRole('row').filter({ hasText: '$30.00' }).getByText(/refunded/i));
    await shot(page, 'admin-team-refunded-1280');

    // The colleague's seat ended with the team: the API says so to the owner too.
    const team = await (await owner.request.get(`${baseUrl()}/api/team`)).json();
    expect(team.team.status).not.toBe('active');
    expect(errors).toEqual([]);
    await page.close();
  });
});
