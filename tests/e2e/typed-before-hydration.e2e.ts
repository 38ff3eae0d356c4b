import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { uniqueEmail } from './support/unique-email';

/*
 * Issue 54, decision 0110: a visitor who fills a form on a server-rendered page before its scripts
 * have run keeps what they typed, where they typed it, and the submit they pressed. The app's
 * scripts (every chunk under /assets/) are held back until the visitor has typed and pressed, so
 * "before the scripts ran" is certain rather than a race; the page's HTML and its small loader are
 * not held. `html[data-hydrated]` is what the app sets once it has taken the page over.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORT_NAMES: ViewportName[] = ['desktop', 'mobile'];
const PASSWORD = 'correct-horse-42';

interface HeldPage {
  page: Page;
  /** Lets the app's scripts load: the page then hydrates and the app takes it over. */
  releaseScripts: () => void;
  /** The requests the page has sent that match, in order. */
  sent: (matches: (request: Request) => boolean) => Request[];
}

/** Opens `path` with the app's scripts held back: the visitor sees the server's HTML and nothing has hydrated. */
async function openBeforeScripts(context: BrowserContext, path: string): Promise<HeldPage> {
  const page = await context.newPage();
  let releaseScripts!: () => void;
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, releaseScripts, sent: (matches) => requests.filter(matches) };
}

const isPost = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

async function waitForTakeOver(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** The focused element's accessible label and its caret, as the visitor left them. */
async function focusAndCaret(page: Page): Promise<{ label: string | null; caret: number | null }> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    const label = field?.labels?.[0]?.textContent?.trim() ?? field?.getAttribute('aria-label') ?? null;
    return { label, caret: field?.selectionStart ?? null };
  });
}

/** Types `text` into `field` key by key, as a person does, then moves the caret `back` characters left. */
async function typeInto(field: Locator, text: string, back = 0): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
  for (let step = 0; step < back; step += 1) await field.press('ArrowLeft');
}

async function newContext(viewport: ViewportName): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[viewport] });
}

describe('the contact form filled before the page has hydrated', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`keeps every field, the focus and the caret, and sends them when the visitor presses Enter afterwards (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/contact');
      const email = uniqueEmail('e2e-typed-contact');
      await typeInto(page.getByLabel('Name'), 'Priya Shah');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Message'), 'Does Pro include the templates library?');
      await typeInto(page.getByLabel('Subject'), 'Question about Pro', 4);

      releaseScripts();
      await waitForTakeOver(page);
      expect(await page.getByLabel('Name').inputValue()).toBe('Priya Shah');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('Message').inputValue()).toBe('Does Pro include the templates library?');
      expect(await focusAndCaret(page)).toEqual({ label: 'Subject', caret: 'Question about Pro'.length - 4 });

      await page.keyboard.press('Enter');
      await expectVisible(page.getByText('Message Sent!'));
      const posts = sent(isPost('/api/contact'));
      expect(posts.map((request) => request.postDataJSON())).toEqual([
        { name: 'Priya Shah', email, subject: 'Question about Pro', message: 'Does Pro include the templates library?' },
      ]);
      await context.close();
    });

    it(`sends a message whose Send was pressed (twice) before the page hydrated, once, as soon as it has (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/contact');
      const email = uniqueEmail('e2e-typed-contact');
      await typeInto(page.getByLabel('Name'), 'Marcus Lee');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Subject'), 'Team training');
      await typeInto(page.getByLabel('Message'), 'We are six people. Is there a team rate?');
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      await send.click();
      expect(new URL(page.url()).search).toBe('');

      releaseScripts();
      await expectVisible(page.getByText('Message Sent!'), 20_000);
      expect(sent(isPost('/api/contact')).map((request) => request.postDataJSON())).toEqual([
        { name: 'Marcus Lee', email, subject: 'Team training', message: 'We are six people. Is there a team rate?' },
      ]);
      await context.close();
    });
  }
});

describe('sign-up on /auth filled before the page has hydrated', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`keeps the fields, the focus and the caret, and creates the account when the visitor presses Enter afterwards (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/auth?plan=free');
      const email = uniqueEmail('e2e-typed-sign-up');
      await typeInto(page.getByLabel('First name'), 'Dana');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
      await typeInto(page.getByLabel('Last name'), 'Okafor', 2);

      releaseScripts();
      await waitForTakeOver(page);
      expect(await page.getByLabel('First name').inputValue()).toBe('Dana');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD);
      expect(await focusAndCaret(page)).toEqual({ label: 'Last name', caret: 'Okafor'.length - 2 });

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      const signUps = sent(isPost('/api/auth/sign-up/email')).map((request) => request.postDataJSON() as Record<string, unknown>);
      expect(signUps).toEqual([expect.objectContaining({ firstName: 'Dana', lastName: 'Okafor', email, password: PASSWORD })]);
      await context.close();
    });

    it(`creates the account whose Create Account was pressed before the page hydrated, once (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/auth?plan=free');
      const email = uniqueEmail('e2e-typed-sign-up');
      await typeInto(page.getByLabel('First name'), 'Luis');
      await typeInto(page.getByLabel('Last name'), 'Ortega');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();

      releaseScripts();
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      const signUps = sent(isPost('/api/auth/sign-up/email')).map((request) => request.postDataJSON() as Record<string, unknown>);
      expect(signUps).toEqual([expect.objectContaining({ firstName: 'Luis', lastName: 'Ortega', email, password: PASSWORD })]);
      await context.close();
    });
  }
});

describe('sign-in on /auth filled before the page has hydrated', () => {
  /** An account made through the API in a context of its own, so the visitor's has no session. */
  async function existingAccount(): Promise<string> {
    const email = uniqueEmail('e2e-typed-sign-in');
    const api = await browser.newContext();
    const signedUp = await api.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Robin', lastName: 'Diaz', email, password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(signedUp.status()).toBe(200);
    await api.close();
    return email;
  }

  for (const viewport of VIEWPORT_NAMES) {
    it(`keeps the email, the password, the focus and the caret, and signs in when the visitor presses Enter afterwards (${viewport})`, async () => {
      const email = await existingAccount();
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/auth');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD, 3);

      releaseScripts();
      await waitForTakeOver(page);
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await focusAndCaret(page)).toEqual({ label: 'Password', caret: PASSWORD.length - 3 });

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      expect(sent(isPost('/api/auth/sign-in/email')).map((request) => request.postDataJSON())).toEqual([{ email, password: PASSWORD }]);
      await context.close();
    });

    it(`signs in with a Sign In pressed before the page hydrated, once (${viewport})`, async () => {
      const email = await existingAccount();
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/auth');
      await typeInto(page.getByLabel('Email'), email);
      await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');

      releaseScripts();
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      expect(sent(isPost('/api/auth/sign-in/email')).map((request) => request.postDataJSON())).toEqual([{ email, password: PASSWORD }]);
      await context.close();
    });
  }
});

describe('the promo code on /pricing filled before the page has hydrated', () => {
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

  async function createCode(): Promise<string> {
    const code = unique('EARLY');
    const admin = await browser.newContext();
    expect(await signInAsAdmin(admin.request, baseUrl())).toBe(200);
    const created = await admin.request.post(`${baseUrl()}/api/admin/promo-codes`, {
      data: { code, discountKind: 'percent', percentOff: 20, plans: ['pro', 'elite'], duration: 'once' },
      headers: { origin: baseUrl() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.close();
    return code;
  }

  async function learnerContext(viewport: ViewportName): Promise<BrowserContext> {
    const context = await newContext(viewport);
    const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Robin', lastName: 'Diaz', email: uniqueEmail('e2e-typed-promo'), password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(signedUp.status()).toBe(200);
    return context;
  }

  const isQuote = (request: Request) => request.method() === 'GET' && /^\/api\/billing\/promo-codes\/[^/]+\/quote$/.test(new URL(request.url()).pathname);
  const quotedPlans = (requests: Request[]) => requests.map((request) => new URL(request.url()).searchParams.get('plan')).sort();
  const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Promo code' });

  for (const viewport of VIEWPORT_NAMES) {
    it(`opens, keeps the code, the focus and the caret, and previews it when the learner presses Enter afterwards (${viewport})`, async () => {
      const code = await createCode();
      const context = await learnerContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/pricing');
      await page.getByText('Have a promo code?').click();
      await typeInto(codeBox(page), code.toLowerCase(), 2);

      releaseScripts();
      await waitForTakeOver(page);
      expect(await codeBox(page).inputValue()).toBe(code.toLowerCase());
      expect(await focusAndCaret(page)).toEqual({ label: 'Promo code', caret: code.length - 2 });

      await page.keyboard.press('Enter');
      await expectVisible(page.getByText('Pro Member: $199.20 the first year, then $249.00 a year'), 20_000);
      expect(quotedPlans(sent(isQuote))).toEqual(['elite', 'pro']);
      await context.close();
    });

    it(`previews a code whose Enter was pressed before the page hydrated, once (${viewport})`, async () => {
      const code = await createCode();
      const context = await learnerContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/pricing');
      await page.getByText('Have a promo code?').click();
      await typeInto(codeBox(page), code);
      await codeBox(page).press('Enter');

      releaseScripts();
      await expectVisible(page.getByText('Elite Access: $559.20 the first year, then $699.00 a year'), 20_000);
      expect(quotedPlans(sent(isQuote))).toEqual(['elite', 'pro']);
      expect(await codeBox(page).inputValue()).toBe(code);
      expect((await focusAndCaret(page)).label).toBe('Promo code');
      await context.close();
    });
  }

  it('carries a code a visitor typed before the page hydrated into the plan they choose afterwards', async () => {
    const code = await createCode();
    const context = await newContext('mobile');
    const { page, releaseScripts } = await openBeforeScripts(context, '/pricing');
    await page.getByText('Have a promo code?').click();
    await typeInto(codeBox(page), code);

    releaseScripts();
    await waitForTakeOver(page);
    await page.getByRole('link', { name: 'Get Pro Member' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('code') === code && url.searchParams.get('plan') === 'pro');
    await context.close();
  });
});

describe('a search typed before the page has hydrated', () => {
  /** The header's box at 1280 px; at 390 px the header's box is in the menu, so the course library's own. */
  const searchBox = (page: Page, viewport: ViewportName) =>
    (viewport === 'desktop' ? page.getByRole('banner') : page.getByRole('main')).getByRole('searchbox', { name: 'Search courses and lessons' });

  for (const viewport of VIEWPORT_NAMES) {
    it(`keeps the words, the focus and the caret, and searches when the visitor presses Enter afterwards (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts } = await openBeforeScripts(context, '/courses');
      await typeInto(searchBox(page, viewport), 'prompt engineering', 5);

      releaseScripts();
      await waitForTakeOver(page);
      expect(await searchBox(page, viewport).inputValue()).toBe('prompt engineering');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart)).toBe('prompt engineering'.length - 5);
      expect(await searchBox(page, viewport).evaluate((box) => box === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'prompt engineering');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “prompt engineering”' }));
      await context.close();
    });

    it(`searches for words whose Enter was pressed before the page hydrated, once (${viewport})`, async () => {
      const context = await newContext(viewport);
      const { page, releaseScripts, sent } = await openBeforeScripts(context, '/courses');
      await typeInto(searchBox(page, viewport), 'prompt engineering');
      await searchBox(page, viewport).press('Enter');
      releaseScripts();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'prompt engineering');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “prompt engineering”' }));
      expect(sent((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/search')).toHaveLength(1);
      await context.close();
    });
  }
});
