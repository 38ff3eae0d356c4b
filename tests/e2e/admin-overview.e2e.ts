import type { Browser, Cookie } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, enterAdminCode, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, launchBrowser, openSignedInPage, VIEWPORTS } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

const ADMIN_PAGES = [
  ['Courses', '/admin/courses'],
  ['Videos', '/admin/upload-videos'],
  ['Messages', '/admin/messages'],
  ['Analytics', '/admin/analytics'],
  ['Billing', '/admin/billing'],
  ['Strategy Calls', '/admin/calls'],
  ['Emails', '/admin/emails'],
] as const;

let browser: Browser;
let admin: Cookie[];
let learner: Cookie[];

async function cookiesOf(post: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<number>): Promise<Cookie[]> {
  const context = await browser.newContext();
  expect(await post(context)).toBe(200);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const headers = { origin: baseUrl() };
  admin = await cookiesOf((context) => signInAsAdmin(context.request, baseUrl()));
  learner = await cookiesOf(async (context) =>
    (
      await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Lee', lastName: 'Ward', email: uniqueEmail('e2e-admin-menu'), password: 'correct-horse-42' },
        headers,
      })
    ).status(),
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('admin overview', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lands an admin who signs in on /admin with the to-dos: a new message and an Elite purchase (${viewport})`, async () => {
      const headers = { origin: baseUrl() };
      const subject = `Team training for ${viewport}`;
      const sent = await (await browser.newContext()).request.post(`${baseUrl()}/api/contact`, {
        data: { name: 'Ada Brook', email: uniqueEmail('e2e-admin-todo'), subject, message: 'Can you train my staff of six?' },
        headers,
      });
      expect(sent.status()).toBe(201);
      const buyerContext = await browser.newContext();
      const lastName = `Elite${viewport}`;
      const signedUp = await buyerContext.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
        data: { firstName: 'Nora', lastName, email: uniqueEmail('e2e-admin-elite'), password: 'correct-horse-42' },
        headers,
      });
      expect(signedUp.status()).toBe(200);
      await subscribeThroughLocalCheckout(buyerContext.request, 'elite');
      await buyerContext.close();

      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/auth`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await enterAdminCode(page, baseUrl());
      await page.waitForURL((url) => url.pathname === '/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin' }));
      const todos = page.getByRole('region', { name: 'To-dos' });
      await expectVisible(todos.getByText(/^\d+ messages? waiting for an answer$/));
      expect(await todos.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/admin/messages?filter=unread');
      await expectVisible(todos.getByText(`Elite Access: Nora ${lastName}`));
      await expectVisible(page.getByRole('region', { name: 'This week' }).getByText('Sign-ups'));
      await page.getByRole('link', { name: 'My learner dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await context.close();
    });
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`takes an admin from the user menu to /admin, which links every admin page (${viewport})`, async () => {
      const { page, errors } = await openSignedInPage(browser, admin, '/dashboard', viewport);
      if (viewport === 'desktop') {
        await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.getByRole('link', { name: 'Admin', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin' }));
      for (const [name, path] of ADMIN_PAGES) {
        expect(await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(path);
      }
      expect(await page.title()).toBe('Admin | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('offers a learner no Admin entry and turns them away from /admin', async () => {
    const { page } = await openSignedInPage(browser, learner, '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).click();
    await expectVisible(page.getByRole('link', { name: 'My Profile' }));
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
