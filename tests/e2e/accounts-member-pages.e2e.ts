import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectVisible,
  findAxeViolations,
  launchBrowser,
  openPage,
  openSignedInPage,
  VIEWPORTS,
  type OpenedPage,
  type ViewportName,
} from './support/browser';
import { uniqueEmail } from './support/unique-email';
import { toast } from './support/toast';

let browser: Browser;
/** Cookies of one signed-in account, reused by the read-only checks (sign-ups are rate limited per address). */
let readerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;
let readerEmail: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, email } = await signedInContext('desktop', 'Maria');
  readerCookies = await context.cookies();
  readerEmail = email;
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInContext(viewport: ViewportName, firstName: string, lastName = 'Lopez'): Promise<{ context: BrowserContext; email: string }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const email = uniqueEmail();
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName, email, password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return { context, email };
}

/** A page signed in as the shared reader account. */
function openAsReader(path: string, viewport: ViewportName = 'desktop'): Promise<OpenedPage> {
  return openSignedInPage(browser, readerCookies, path, viewport);
}

function card(page: Page, title: string): Locator {
  return page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

describe('members-only pages for visitors', () => {
  for (const path of ['/dashboard', '/profile']) {
    it(`sends a visitor from ${path} to /auth?redirect=${path}`, async () => {
      const { page } = await openPage(browser, path);
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === path);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
      await page.close();
    });
  }

  it('brings a visitor sent from /profile back to /profile after signing in', async () => {
    const email = uniqueEmail();
    const setup = await browser.newContext();
    expect(
      (
        await setup.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
          data: { firstName: 'Ana', lastName: 'Silva', email, password: 'correct-horse-42' },
          headers: { origin: baseUrl() },
        })
      ).status(),
    ).toBe(200);
    await setup.close();

    const { page } = await openPage(browser, '/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
    await page.close();
  });
});

describe('dashboard', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`greets the learner, shows the FREE plan, the three cards and the empty course list (${viewport})`, async () => {
      const { page, errors } = await openAsReader('/dashboard', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }));
      const badge = page.getByText('FREE', { exact: true });
      await expectVisible(badge);
      expect(await badge.getAttribute('class')).toContain('border-line');

      const courses = card(page, 'My Courses');
      await expectVisible(courses);
      expect(await courses.innerText()).toMatch(/\b0\b/);

      const account = card(page, 'Account');
      await expectVisible(account.getByText(readerEmail));
      await expectVisible(account.getByRole('button', { name: 'Sign Out' }));

      const subscription = card(page, 'Subscription');
      expect(await subscription.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/pricing');
      expect(await subscription.getByRole('button', { name: 'Manage Subscription' }).count()).toBe(0);

      await expectVisible(page.getByRole('heading', { name: 'No courses yet' }));
      expect(await page.getByRole('main').getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
      expect(await page.title()).toBe('My Dashboard | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("falls back to 'Student' when the learner has no first name", async () => {
    const { page } = await openAsReader('/dashboard');
    await page.route('**/api/session', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: { firstName: string } };
      await route.fulfill({ response, json: { user: { ...body.user, firstName: '' } } });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Student!' }));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it("says 'Failed to load dashboard data' when the account cannot be loaded", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.route('**/api/session', (route) => route.fulfill({ status: 503, json: { error: 'UNAVAILABLE', message: 'Down for maintenance' } }));
    await page.goto(`${baseUrl()}/dashboard`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Failed to load dashboard data' }), 30_000);
    await expectVisible(toast(page, 'Failed to load dashboard data'));
    await expectVisible(page.getByRole('button', { name: 'Try Again' }));
    await page.close();
  });
});

describe('profile', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the read-only email with its note and the name fields (${viewport})`, async () => {
      const { page, errors } = await openAsReader('/profile', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
      const email = page.getByLabel('Email', { exact: true });
      expect(await email.inputValue()).toBe(readerEmail);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await expectVisible(page.getByText('Email cannot be changed', { exact: true }));
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Maria');
      expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Lopez');
      await expectVisible(page.getByRole('button', { name: 'Save Changes' }));
      expect(await page.title()).toBe('My Profile | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('saves new names, which are still there after a reload and show in the navbar', async () => {
    const { context } = await signedInContext('desktop', 'Sam', 'Okafor');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });
    await page.getByLabel('First name', { exact: true }).fill('Samantha');
    await page.getByLabel('Last name', { exact: true }).fill('Okafor-Reid');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Profile updated successfully!'));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Account menu for Samantha' }));

    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Samantha');
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Okafor-Reid');

    await page.getByLabel('First name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const failure = toast(page, 'Failed to update profile');
    await expectVisible(failure);
    expect(await failure.innerText()).toContain('Please fill in all fields');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Samantha');
    await context.close();
  });

  it('changes the password from the profile, with each problem beside its field, and signs out every other device', async () => {
    const { context, email } = await signedInContext('desktop', 'Ada', 'Moreau');
    const otherDevice = await browser.newContext();
    const signIn = (password: string) => otherDevice.request.post(`${baseUrl()}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: baseUrl() } });
    expect((await signIn('correct-horse-42')).status()).toBe(200);

    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password', { exact: true });
    const fresh = form.getByLabel('New password', { exact: true });
    const confirmation = form.getByLabel('Confirm new password', { exact: true });
    const submit = form.getByRole('button', { name: 'Change Password' });

    await submit.click();
    await expectVisible(form.getByText('Current password is required', { exact: true }));
    await expectVisible(form.getByText('New password is required', { exact: true }));
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);

    await current.fill('not-my-password');
    await fresh.fill('battery-staple-7');
    await confirmation.fill('battery-staple-8');
    await submit.click();
    await expectVisible(form.getByText('The two passwords do not match', { exact: true }));
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');

    await confirmation.fill('battery-staple-7');
    await submit.click();
    await expectVisible(form.getByText('Invalid password', { exact: true }));
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    await current.fill('correct-horse-42');
    await submit.click();
    await expectVisible(toast(page, 'Password changed. Every other device is signed out.'));
    expect(await current.inputValue()).toBe('');

    const otherSession = (await (await otherDevice.request.get(`${baseUrl()}/api/session`)).json()) as { user: unknown };
    expect(otherSession.user).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
    expect((await signIn('correct-horse-42')).status()).toBe(401);
    expect((await signIn('battery-staple-7')).status()).toBe(200);
    await otherDevice.close();
    await context.close();
  });

  it("says 'Failed to load profile' when the profile cannot be loaded", async () => {
    const { page } = await openAsReader('/dashboard');
    await page.route('**/api/profile', (route) => route.fulfill({ status: 503, json: { error: 'UNAVAILABLE', message: 'Down for maintenance' } }));
    await page.goto(`${baseUrl()}/profile`);
    await expectVisible(toast(page, 'Failed to load profile'), 30_000);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Failed to load profile' }));
    await page.close();
  });
});

describe('community join control follows the session', () => {
  it('shows a signed-in learner on the free plan the upgrade prompt', async () => {
    const { page } = await openAsReader('/community');
    expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Sign In to Join' }).count()).toBe(0);
    await page.close();
  });
});

describe('accessibility of the account pages', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`finds no violations on /auth, both tabs (${viewport})`, async () => {
      const { page } = await openPage(browser, '/auth', viewport);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });

    it(`finds no violations on /dashboard with the account menu open (${viewport})`, async () => {
      const { page } = await openAsReader('/dashboard', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }));
      expect(await findAxeViolations(page)).toEqual([]);
      if (viewport === 'desktop') await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).click();
      else await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expectVisible(page.getByRole('link', { name: 'My Profile' }));
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });

    it(`finds no violations on /profile (${viewport})`, async () => {
      const { page } = await openAsReader('/profile', viewport);
      await expectVisible(page.getByRole('button', { name: 'Save Changes' }));
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
