import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, downloadedBytes, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

/** The published Pro course of the browser tests' fixtures (tests/e2e/fixtures/courses). */
const PRO_SLUG = 'browser-test-pro-course';
const PASSWORD = 'correct-horse-42';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newMember(email: string, firstName: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName: 'Baker', email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** The invitation link emailed to `address`, from the server's local mailbox (quoted-printable undone). */
async function invitationLinkFor(address: string): Promise<string> {
  const mailbox = path.join(inject('dataDir'), 'mailbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const raw = readdirSync(mailbox)
      .map((name) => readFileSync(path.join(mailbox, name), 'utf8').replace(/=\r?\n/g, '').replaceAll('=3D', '='))
      .find((text) => text.includes(`To: ${address}`) && text.includes('/team?token='));
    const match = raw && /(\/team\?token=[A-Za-z0-9_-]+)/.exec(raw);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation reached ${address}`);
}

describe('Team Access', () => {
  it('a Pro member buys 3 seats, invites three colleagues; one joins and completes a lesson, the owner sees it, removes them, and they get Upgrade Required with their progress kept', async () => {
    const owner = await newMember(uniqueEmail('e2e-owner'), 'Rosa');
    await subscribeThroughLocalCheckout(owner.request, 'pro');
    const page: Page = await owner.newPage();
    await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buy 3 Seats' }).click();
    await page.waitForURL(/\/checkout\//);
    await expectVisible(page.getByText('Team Access'));
    await expectVisible(page.getByText('$30.00', { exact: false }));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await expectVisible(page.getByText('0 of 3'));

    const colleagues = [uniqueEmail('e2e-staff'), uniqueEmail('e2e-staff'), uniqueEmail('e2e-staff')];
    await page.getByLabel('Email addresses').fill(colleagues.join('\n'));
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await expectVisible(page.getByText('3 of 3'));

    const member = await newMember(colleagues[0]!, 'Theo');
    const memberPage = await member.newPage();
    await memberPage.goto(`${baseUrl()}${await invitationLinkFor(colleagues[0]!)}`, { waitUntil: 'networkidle' });
    await memberPage.getByRole('button', { name: 'Join Team' }).click();
    await memberPage.waitForURL((url) => url.pathname === '/dashboard');

    const headers = { origin: baseUrl() };
    expect((await member.request.post(`${baseUrl()}/api/courses/${PRO_SLUG}/enrollment`, { headers })).status()).toBe(201);
    const player = await (await member.request.get(`${baseUrl()}/api/learn/${PRO_SLUG}`)).json();
    const lessonId: string = player.course.modules[0].lessons[0].id;
    expect((await member.request.post(`${baseUrl()}/api/learn/${PRO_SLUG}/lessons/${lessonId}/completion`, { headers })).status()).toBe(200);

    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByText('Browser Test Pro Course'));
    await expectVisible(page.getByText(/1\/\d+ lessons/));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv).toContain(colleagues[0]!);
    expect(csv).toContain('Browser Test Pro Course');

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove Member' }).click();
    await expectVisible(page.getByText('No one has joined yet.'));

    await memberPage.goto(`${baseUrl()}/learn/${PRO_SLUG}`, { waitUntil: 'networkidle' });
    await expectVisible(memberPage.getByText('Upgrade Required').first());
    await expectVisible(memberPage.getByText(/the team owner removed you/));
    await expectVisible(memberPage.getByRole('progressbar', { name: 'Your progress in Browser Test Pro Course' }));
    await memberPage.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await expectVisible(memberPage.getByText('Browser Test Pro Course').first());
    await owner.close();
    await member.close();
  });
});
