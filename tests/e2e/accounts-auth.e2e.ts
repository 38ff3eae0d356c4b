import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './support/browser';
import { uniqueEmail } from './support/unique-email';
import { toast } from './support/toast';

let browser: Browser;
/** One account for the sign-in journeys: sign-ups are rate limited per address, and every test here comes from 127.0.0.1. */
let account: { email: string; password: string };
beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-42';

/** Creates an account through the API in its own context (which it then closes), so the browser under test starts signed out. */
async function createAccount(firstName = 'Maria', lastName = 'Lopez'): Promise<{ email: string; password: string }> {
  const context = await browser.newContext();
  const email = uniqueEmail();
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName, email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  await context.close();
  return { email, password: PASSWORD };
}

/** A browser context already signed in as a new account. */
async function signedInContext(viewport: ViewportName, firstName = 'Maria'): Promise<{ context: BrowserContext; email: string }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const email = uniqueEmail();
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName: 'Lopez', email, password: PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return { context, email };
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectSignedOutNavbar(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expectVisible(header.getByRole('link', { name: 'Sign In', exact: true }));
  expect(await header.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/auth');
  expect(await header.getByRole('link', { name: 'Start Learning', exact: true }).getAttribute('href')).toBe('/pricing');
  expect(await userMenuButton(page).count()).toBe(0);
}

/** Records every call to the auth API, to prove a form was refused before anything was sent. */
function recordAuthRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) requests.push(request.url());
  });
  return requests;
}

describe('auth page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`offers Sign In and Sign Up tabs with the spec's fields and links to the terms and privacy policy (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/auth', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
      expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
      await expectVisible(page.getByRole('button', { name: 'Forgot password?' }));
      expect(await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
      expect(await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');

      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Create your account' }));
      for (const label of ['First name', 'Last name', 'Email', 'Password']) {
        await expectVisible(page.getByLabel(label, { exact: true }));
      }
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
      expect(await page.title()).toBe('Sign In | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('opens on Sign Up and names the plan chosen on the pricing page', async () => {
    const { page } = await openPage(browser, '/auth?plan=pro');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create your account' }));
    await expectVisible(page.getByText('Pro Member', { exact: true }));
    expect(await page.getByText(/free account/i).count()).toBe(0);
    await page.close();
  });
});

describe('sign-up and sign-out', () => {
  it('creates an account, lands on the dashboard greeted by first name on the FREE plan, then signs out to the home page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await open(context, '/auth');
    await expectSignedOutNavbar(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Lopez');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(toast(page, 'Account created successfully!'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }));
    await expectVisible(page.getByText('FREE', { exact: true }));

    const header = page.getByRole('banner');
    await expectVisible(userMenuButton(page));
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    const menuButton = userMenuButton(page);
    expect(await menuButton.innerText()).toContain('Maria');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await expectVisible(menu);
    expect(await menu.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await menu.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    await menu.getByRole('button', { name: 'Sign Out' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedOutNavbar(page);

    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/dashboard');
    await context.close();
  });

  it('closes the user menu on Escape and on a click outside it', async () => {
    const { context } = await signedInContext('desktop');
    const page = await open(context, '/courses');
    const button = userMenuButton(page);
    const menuId = String(await button.getAttribute('aria-controls'));
    await button.click();
    await expectVisible(page.locator(`[id="${menuId}"]`));
    await page.keyboard.press('Escape');
    await expectHidden(page.locator(`[id="${menuId}"]`));
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(menuId);

    await button.click();
    await expectVisible(page.locator(`[id="${menuId}"]`));
    await page.getByRole('heading', { level: 1 }).click();
    await expectHidden(page.locator(`[id="${menuId}"]`));
    await context.close();
  });

  it('shows the signed-in items in the mobile menu and signs out from there', async () => {
    const { context, email } = await signedInContext('mobile', 'Kwame');
    const page = await open(context, '/courses');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expectVisible(menu);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Home', 'Courses', 'Pricing', 'About', 'My Dashboard', 'My Profile']);
    expect(await menu.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await menu.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    await expectVisible(menu.getByText(email));
    expect(await menu.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);

    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Smarter Business Starts Here' }));
    if (!(await menu.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expectVisible(menu.getByRole('link', { name: 'Sign In', exact: true }));
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Home', 'Courses', 'Pricing', 'About', 'Sign In', 'Start Learning']);
    await context.close();
  });

  it("shows the provider's message when the email already has an account", async () => {
    const { email } = account;
    const { page } = await openPage(browser, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Lopez');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(toast(page, 'User already exists. Use another email.'));
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.close();
  });
});

describe('validation before any request (spec §5)', () => {
  const signUpCases: { name: string; fields: Record<string, string>; message: string }[] = [
    { name: 'an empty sign-up form', fields: {}, message: 'Please fill in all fields' },
    {
      name: 'a sign-up without a last name',
      fields: { 'First name': 'Maria', Email: 'maria@example.com', Password: PASSWORD },
      message: 'Please fill in all fields',
    },
    {
      name: 'a sign-up without an email',
      fields: { 'First name': 'Maria', 'Last name': 'Lopez', Password: PASSWORD },
      message: 'Please fill in all fields',
    },
    {
      name: 'a sign-up password of 5 characters',
      fields: { 'First name': 'Maria', 'Last name': 'Lopez', Email: 'maria@example.com', Password: '12345' },
      message: 'Password must be at least 6 characters',
    },
  ];

  for (const { name, fields, message } of signUpCases) {
    it(`refuses ${name} with '${message}'`, async () => {
      const { page } = await openPage(browser, '/auth');
      const requests = recordAuthRequests(page);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectVisible(toast(page, message));
      expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
      expect(requests).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/auth');
      await page.close();
    });
  }

  const signInCases: { name: string; fields: Record<string, string> }[] = [
    { name: 'an empty sign-in form', fields: {} },
    { name: 'a sign-in without a password', fields: { Email: 'maria@example.com' } },
    { name: 'a sign-in without an email', fields: { Password: PASSWORD } },
  ];

  for (const { name, fields } of signInCases) {
    it(`refuses ${name} with 'Please fill in all fields'`, async () => {
      const { page } = await openPage(browser, '/auth', 'mobile');
      const requests = recordAuthRequests(page);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectVisible(toast(page, 'Please fill in all fields'));
      expect(requests).toEqual([]);
      await page.close();
    });
  }
});

describe('sign-in', () => {
  it("shows 'Invalid email or password' for a wrong password and stays on /auth", async () => {
    const { email } = account;
    const { page } = await openPage(browser, '/auth');
    await signIn(page, email, 'not-the-password');
    await expectVisible(toast(page, 'Invalid email or password'));
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expectSignedOutNavbar(page);
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    await page.close();
  });

  it('returns to the course page named in redirect after signing in', async () => {
    const { email, password } = account;
    const { page } = await openPage(browser, '/auth?redirect=/courses/ai-101-for-business-owners');
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/courses/ai-101-for-business-owners');
    await expectVisible(toast(page, 'Signed in successfully!'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI 101 for Business Owners' }));
    await expectVisible(userMenuButton(page));
    expect(await userMenuButton(page).innerText()).toContain('Maria');
    await page.close();
  });

  for (const target of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
    it(`ignores the off-site redirect ${target} and goes to /dashboard`, async () => {
      const { email, password } = account;
      const { page } = await openPage(browser, `/auth?redirect=${encodeURIComponent(target)}`);
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(baseUrl());
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }));
      await page.close();
    });
  }

  it('sends a signed-in visitor of /auth straight to the target', async () => {
    const { context } = await signedInContext('desktop');
    const page = await open(context, '/auth?redirect=/courses');
    await page.waitForURL((url) => url.pathname === '/courses');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Courses' }));

    await page.goto(`${baseUrl()}/auth`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }));
    await context.close();
  });
});

describe('forgot password', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`asks for the email and gives the same answer whether or not an account exists (${viewport})`, async () => {
      const { email } = account;
      const answers: string[] = [];
      for (const address of [email, uniqueEmail()]) {
        const { page } = await openPage(browser, '/auth', viewport);
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await expectVisible(page.getByRole('heading', { level: 1, name: 'Reset Your Password' }));
        expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
        await page.getByLabel('Email', { exact: true }).fill(address);
        const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/request-password-reset'));
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        expect((await sent).status()).toBe(200);
        const status = page.getByRole('status').filter({ hasText: 'Check your email' });
        await expectVisible(status);
        answers.push((await status.innerText()).replace(address, '{email}'));
        await page.getByRole('button', { name: 'Back to Sign In' }).click();
        await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
        await page.close();
      }
      expect(answers[0]).toBe(answers[1]);
    });
  }

  it('opens the reset form from /auth?view=forgot-password', async () => {
    const { page } = await openPage(browser, '/auth?view=forgot-password');
    await expectVisible(page.getByRole('button', { name: 'Send Reset Link' }));
    await page.close();
  });
});

describe('/auth by keyboard', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`goes from the Sign In / Sign Up tabs straight to the form's first field, with no invisible stop (${viewport})`, async () => {
      const { page } = await openPage(browser, '/auth', viewport);
      for (const tab of ['Sign In', 'Sign Up'] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab }).focus();
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), name: document.activeElement?.getAttribute('name') }));
        expect(focused).toEqual({ role: null, name: tab === 'Sign In' ? 'email' : 'firstName' });
      }
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
