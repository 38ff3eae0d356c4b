import { createRequire } from 'node:module';
import { chromium, type Browser, type Cookie, type Download, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * `E2E_CPU_SLOWDOWN=6` runs every page on a CPU that many times slower (the DevTools
 * protocol's throttling), to shake out timing races that a quiet CI machine hits only now and then.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? '1');

/** A React error in production (`Minified React error #418`: a hydration mismatch) or in development. */
const REACT_ERROR = /Minified React error #\d+|hydrat(?:ion|ing)\b/i;
const reactErrors: string[] = [];

/** React errors seen on any page since the last call; every journey fails on one (react-errors.setup.ts). */
export function takeReactErrors(): string[] {
  return reactErrors.splice(0);
}

function watchForReactErrors(page: Page): void {
  const record = (text: string) => {
    if (REACT_ERROR.test(text)) reactErrors.push(`${page.url()}: ${text}`);
  };
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
}

/**
 * The run's one Chromium (started by global set-up), connected to: each journey file gets a
 * connection of its own, whose contexts close with it, instead of a browser launched per file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  // browser.newPage makes its context through newContext too, so every page is covered.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', (page) => {
      watchForReactErrors(page);
      if (CPU_SLOWDOWN <= 1) return;
      // A page closed at once has nothing left to slow down.
      void context
        .newCDPSession(page)
        .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }))
        .catch(() => undefined);
    });
    return context;
  };
  return browser;
}

/** A download's bytes: the browser is connected to (launchBrowser), so its file is not on this side to read by path. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far, except expected resource 404s. */
  errors: string[];
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

export async function openPage(browser: Browser, path: string, viewport: ViewportName = 'desktop'): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
  const errors = collectErrors(page);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Opens a page in a context of its own holding a signed-in account's cookies; closing the page closes the context. */
export async function openSignedInPage(
  browser: Browser,
  cookies: Cookie[],
  path: string,
  viewport: ViewportName = 'desktop',
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The browser may already be closing when a page closes after the last or a failed test.
  page.on('close', () => void context.close().catch(() => undefined));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/**
 * Makes the page's documents arrive without the server's rendering (markup and dehydrated
 * data removed), so the app renders in the browser from nothing and fetches its data, as it
 * does after a client-side navigation. Loading skeletons and API-error states of public pages
 * only show this way. Call before `page.goto`.
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<div id="root">[\s\S]*?<script type="application\/json" id="app-state">[\s\S]*?<\/script>/, '<div id="root"></div>');
    return route.fulfill({ response, body });
  });
}

/** Waits for a locator to be visible, failing the test with its description when it is not. */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2 A/AA and best practices) on the page as it is now. */
export async function findAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A card still fading in is measured at part opacity: let every finite animation end first (spinners run forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses inline script tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
