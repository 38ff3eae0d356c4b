import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, enterAdminCode, signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { uniqueEmail } from './support/unique-email';
import { toast } from './support/toast';

let browser: Browser;
/** The admin's session, signed in once through the API for the journeys that are not about signing in. */
let adminCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext();
  expect(await signInAsAdmin(context.request, baseUrl())).toBe(200);
  adminCookies = await context.cookies();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-42';
const WELCOME_SUBJECT = 'Welcome to AI Action Academy';
const RESET_SUBJECT = 'Reset your AI Action Academy password';

/** Creates an account through the API in a context it then closes, so whoever uses it starts signed out. */
async function createAccount(firstName: string): Promise<string> {
  const context = await browser.newContext();
  const email = uniqueEmail('e2e-mail');
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName: 'Silva', email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  await context.close();
  return email;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

async function adminContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  await context.addCookies(adminCookies);
  return context;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** One message in the log: a table row at 1280 px, a card in the list at 390 px. */
function logEntry(page: Page, viewport: ViewportName, to: string, subject: string): Locator {
  const entries =
    viewport === 'desktop' ? page.getByRole('table').getByRole('row') : page.getByRole('list', { name: 'Emails, newest first' }).getByRole('listitem');
  return entries.filter({ hasText: to }).filter({ hasText: subject });
}

/** The worker sends within about a second; the page is reloaded until the message shows as Sent (15 s at most). */
const RELOAD_EVERY_MS = 250;

async function waitForSentEmail(page: Page, viewport: ViewportName, to: string, subject: string): Promise<Locator> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const entry = logEntry(page, viewport, to, subject);
    if ((await entry.count()) === 1 && (await entry.getByText('Sent', { exact: true }).count()) === 1) return entry;
    if (Date.now() > deadline) throw new Error(`"${subject}" to ${to} did not show as Sent in /admin/emails within 15 s`);
    await page.waitForTimeout(RELOAD_EVERY_MS);
    await page.reload({ waitUntil: 'networkidle' });
  }
}

async function openMessage(page: Page, entry: Locator, subject: string): Promise<Locator> {
  await entry.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expectVisible(dialog);
  await expectVisible(dialog.locator('pre'));
  return dialog;
}

describe('welcome email', () => {
  it('reaches the delivery log as Sent after a sign-up through the auth page, and the admin can read it', async () => {
    const email = uniqueEmail('e2e-mail');
    const learner = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const signUpPage = await open(learner, '/auth');
    await signUpPage.getByRole('tab', { name: 'Sign Up' }).click();
    await signUpPage.getByLabel('First name', { exact: true }).fill('Ana');
    await signUpPage.getByLabel('Last name', { exact: true }).fill('Silva');
    await signUpPage.getByLabel('Email', { exact: true }).fill(email);
    await signUpPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUpPage.getByRole('button', { name: 'Create Account' }).click();
    await signUpPage.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(signUpPage.getByRole('heading', { level: 1, name: 'Welcome, Ana!' }));

    // The admin, in a browser of their own, is sent to sign in and brought back to the log.
    const admin = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await open(admin, '/admin/emails');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/admin/emails');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await enterAdminCode(page, baseUrl());
    await page.waitForURL((url) => url.pathname === '/admin/emails');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Email Delivery Log' }));
    await expectVisible(page.getByText('Local mailbox: messages are kept on this server and shown here.', { exact: true }));
    expect(await page.title()).toBe('Email Delivery Log | AI Action Academy');

    const entry = await waitForSentEmail(page, 'desktop', email, WELCOME_SUBJECT);
    expect(await entry.getByRole('cell').allInnerTexts()).toEqual([
      expect.any(String),
      'Welcome',
      email,
      WELCOME_SUBJECT,
      'Sent',
      '1',
      expect.stringMatching(/^—\s*None$/),
    ]);
    const dialog = await openMessage(page, entry, WELCOME_SUBJECT);
    await expectVisible(dialog.getByText(email, { exact: true }));
    expect(await dialog.locator('pre').innerText()).toMatch(/^Hi Ana,\n/);
    expect(await dialog.getByRole('link', { name: /\/courses\/ai-101-for-business-owners$/ }).getAttribute('href')).toBe(
      `${baseUrl()}/courses/ai-101-for-business-owners`,
    );

    // The HTML version is shown only inside a sandboxed frame.
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expectVisible(page.frameLocator('dialog iframe').getByText('Hi Ana,', { exact: true }));
    expect(await page.locator('main').evaluate((main) => main.querySelectorAll('a[href*="ai-101-for-business-owners"]').length)).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await learner.close();
    await admin.close();
  });

  it('filters the log by status and keeps the filter in the address', async () => {
    const context = await adminContext('desktop');
    const page = await open(context, '/admin/emails');
    const filters = page.getByRole('group', { name: 'Filter by status' });
    expect(await filters.getByRole('button').allInnerTexts()).toEqual(['All', 'Pending', 'Sending', 'Sent', 'Failed']);
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await filters.getByRole('button', { name: 'Sent' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'sent');
    // The previous rows stay, marked busy, until the filtered ones arrive.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await filters.getByRole('button', { name: 'Sent' }).getAttribute('aria-pressed')).toBe('true');
    const statuses = await page.getByRole('table').getByRole('row').locator('td:nth-child(5)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses.map((status) => status.trim()))).toEqual(new Set(['Sent']));

    // The local mailbox never refuses a message, so nothing has failed here.
    await filters.getByRole('button', { name: 'Failed' }).click();
    await expectVisible(page.getByRole('heading', { name: 'No failed emails' }));
    await page.getByRole('button', { name: 'Show All Emails' }).click();
    await page.waitForURL((url) => url.search === '');
    await expectVisible(page.getByRole('table'));
    await expectVisible(page.getByText(/^Showing 1–\d+ of \d+ emails?$/));
    await context.close();
  });
});

describe('password reset by email', () => {
  it('sends a reset link the learner follows to set a new password, after which only the new one works', async () => {
    const email = await createAccount('Ana');
    const newPassword = 'a-brand-new-password-7';

    const learner = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const authPage = await open(learner, '/auth');
    await authPage.getByRole('button', { name: 'Forgot password?' }).click();
    await authPage.getByLabel('Email', { exact: true }).fill(email);
    await authPage.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(authPage.getByRole('heading', { name: 'Check your email' }));

    // The admin reads the local mailbox on a phone.
    const admin = await adminContext('mobile');
    const log = await open(admin, '/admin/emails');
    const entry = await waitForSentEmail(log, 'mobile', email, RESET_SUBJECT);
    await expectVisible(entry.getByText('Password reset', { exact: true }));
    const dialog = await openMessage(log, entry, RESET_SUBJECT);
    expect(await dialog.locator('pre').innerText()).toMatch(/^Hi Ana,\n/);
    const link = dialog.getByRole('link', { name: /\/reset-password\?token=/ });
    const resetUrl = await link.getAttribute('href');
    expect(resetUrl).toMatch(new RegExp(`^${baseUrl().replace(/[.]/g, '\\.')}/reset-password\\?token=[^&\\s]+$`));
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await admin.close();

    await authPage.goto(resetUrl!, { waitUntil: 'networkidle' });
    await expectVisible(authPage.getByRole('heading', { level: 1, name: 'Choose a New Password' }));
    await authPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await authPage.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await authPage.getByRole('button', { name: 'Update Password' }).click();
    await authPage.waitForURL((url) => url.pathname === '/auth');
    await expectVisible(toast(authPage, 'Password updated. Sign in with your new password.'));

    await signIn(authPage, email, PASSWORD);
    await expectVisible(toast(authPage, 'Invalid email or password'));
    expect(new URL(authPage.url()).pathname).toBe('/auth');

    await signIn(authPage, email, newPassword);
    await authPage.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(authPage.getByRole('heading', { level: 1, name: 'Welcome, Ana!' }));

    // The link works once.
    await authPage.goto(resetUrl!, { waitUntil: 'networkidle' });
    await authPage.getByLabel('New password', { exact: true }).fill('yet-another-password-8');
    await authPage.getByLabel('Confirm new password', { exact: true }).fill('yet-another-password-8');
    await authPage.getByRole('button', { name: 'Update Password' }).click();
    await expectVisible(authPage.getByRole('link', { name: 'Request a New Link' }));
    await learner.close();
  });
});

describe('who may open /admin/emails', () => {
  /** Records calls to the admin API: the guard must decide before the log is asked for. */
  function recordAdminRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) requests.push(request.url());
    });
    return requests;
  }

  it('sends a visitor to sign in with "Authentication required"', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const adminRequests = recordAdminRequests(page);
    await page.goto(`${baseUrl()}/admin/emails?status=sent`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/admin/emails?status=sent');
    await expectVisible(toast(page, 'Authentication required'));
    await expectVisible(toast(page, 'Please sign in to access this page'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    expect(adminRequests).toEqual([]);
    await context.close();
  });

  it('sends a signed-in learner home with "Access Denied"', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Kwame', lastName: 'Mensah', email: uniqueEmail('e2e-mail'), password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    const page = await context.newPage();
    const adminRequests = recordAdminRequests(page);
    await page.goto(`${baseUrl()}/admin/emails`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(toast(page, 'Access Denied'));
    await expectVisible(toast(page, 'You must be an admin to access this page.'));
    expect(await page.getByRole('heading', { name: 'Email Delivery Log' }).count()).toBe(0);
    expect(adminRequests).toEqual([]);
    await context.close();
  });

  it('shows "Checking access…" while it asks the server who is signed in, then the log', async () => {
    const context = await adminContext('desktop');
    const page = await context.newPage();
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/admin/emails`, { waitUntil: 'commit' });
    await expectVisible(page.getByRole('status').filter({ hasText: 'Checking access…' }));
    expect(await page.getByRole('heading', { name: 'Email Delivery Log' }).count()).toBe(0);
    releaseSession();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Email Delivery Log' }));
    expect(await page.getByText('Checking access…').count()).toBe(0);
    await context.close();
  });

  it('is served as a private page that search engines do not index', async () => {
    const response = await fetch(`${baseUrl()}/admin/emails`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('accessibility of /admin/emails', () => {
  it('has no violations with emails listed and with a message open', async () => {
    await createAccount('Lena');
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await adminContext(viewport);
      const page = await open(context, '/admin/emails');
      const subjectButton = page.getByRole('button', { name: WELCOME_SUBJECT }).first();
      await expectVisible(subjectButton);
      expect(await findAxeViolations(page)).toEqual([]);

      await subjectButton.click();
      await expectVisible(page.getByRole('dialog').locator('pre'));
      expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
