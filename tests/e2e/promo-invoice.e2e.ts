import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { confirmEmail } from './support/mailbox';
import { baseUrl, downloadedBytes, expectVisible, findAxeViolations, launchBrowser, type ViewportName, VIEWPORTS } from './support/browser';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sameOrigin = () => ({ origin: baseUrl() });

async function signedIn(viewport: ViewportName, signIn: (context: BrowserContext) => Promise<number>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  expect(await signIn(context)).toBe(200);
  return context;
}

const admin = () => signedIn('desktop', (context) => signInAsAdmin(context.request, baseUrl()));
const learner = (viewport: ViewportName) =>
  signedIn(viewport, async (context) => {
    const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Morgan', lastName: 'Lee', email: uniqueEmail('e2e-promo'), password: 'correct-horse-42' },
      headers: sameOrigin(),
    });
    // Paying needs a confirmed email address.
    await confirmEmail(context.request);
    return signedUp.status();
  });

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** From /pricing to the local checkout page of the Pro plan, as a signed-in learner. */
async function openProCheckout(context: BrowserContext): Promise<Page> {
  const page = await open(context, '/pricing');
  await page.getByRole('link', { name: 'Get Pro Member' }).click();
  await page.waitForURL(/\/checkout\//);
  await expectVisible(page.getByText('$249.00', { exact: false }));
  return page;
}

describe('promo codes', () => {
  it("an admin's 20%-off first-year code takes Pro to $199.20 at checkout, is paid, invoiced with the discount and the company name, and cannot be used twice by one customer", async () => {
    const code = `PARTNER${Date.now().toString(36).toUpperCase()}`;
    const adminContext = await admin();
    const codes = await open(adminContext, '/admin/promo-codes');
    await expectVisible(codes.getByRole('heading', { level: 1, name: 'Promo Codes' }));
    // Checked before the form is sent: its confirmation toast would be measured mid-fade.
    expect(await findAxeViolations(codes)).toEqual([]);
    await codes.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await codes.getByLabel('Percent off').fill('20');
    await codes.getByLabel('One per customer').check();
    await codes.getByRole('button', { name: 'Create Code' }).click();
    await expectVisible(toast(codes, `Code ${code} created`));
    const row = codes.getByRole('row').filter({ hasText: code });
    await expectVisible(row.getByText('20% off the first year'));
    await expectVisible(row.getByText('Pro Member, Elite Access'));
    await screenshot(codes, 'admin-promo-codes-1280');
    await codes.setViewportSize(VIEWPORTS.mobile);
    await screenshot(codes, 'admin-promo-codes-390');

    const buyer = await learner('mobile');
    const checkout = await openProCheckout(buyer);
    await checkout.getByLabel('Promo code').fill('NOT-A-CODE');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(checkout.getByRole('alert').filter({ hasText: "We don't recognize the code NOT-A-CODE. Check it for typos." }));
    await checkout.getByLabel('Promo code').fill(code.toLowerCase());
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(checkout.getByText('20% off the first year'));
    await expectVisible(checkout.getByText('−$49.80'));
    await expectVisible(checkout.getByRole('button', { name: 'Pay $199.20' }));
    await expectVisible(checkout.getByText('None in the local test mode'));
    await checkout.getByLabel('Company name').fill('Acme Analytics LLC');
    await checkout.getByLabel('Tax ID').fill('US 12-3456789');
    expect(await findAxeViolations(checkout)).toEqual([]);
    await screenshot(checkout, 'checkout-with-code-390');
    await checkout.getByRole('button', { name: 'Pay $199.20' }).click();
    await checkout.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('checkout'));
    await expectVisible(checkout.getByRole('heading', { name: 'Payment Successful' }));

    const orders = (await (await buyer.request.get(`${baseUrl()}/api/billing/orders`)).json()) as { orders: { amountCents: number }[] };
    expect(orders.orders.map((order) => order.amountCents)).toEqual([19_920]);

    // The invoice, from the dashboard's billing history: its number, the discount, the company and the total.
    const dashboard = await open(buyer, '/dashboard');
    const history = dashboard.getByRole('region', { name: 'Billing history' });
    await expectVisible(history.getByText('$199.20'));
    const download = history.getByRole('link', { name: /^Download PDF of invoice INV-\d{6}$/ });
    const number = /INV-\d{6}/.exec((await download.textContent()) ?? '')![0];
    expect(await findAxeViolations(dashboard)).toEqual([]);
    await history.scrollIntoViewIfNeeded();
    await screenshot(dashboard, 'billing-history-390');
    await dashboard.setViewportSize(VIEWPORTS.desktop);
    await screenshot(dashboard, 'billing-history-1280');
    const [file] = await Promise.all([dashboard.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await downloadedBytes(file);
    if (SCREENSHOTS) await writeFile(`${SCREENSHOTS}/${number}.pdf`, pdf);
    const text = await pdfText(pdf);
    expect(text).toContain(`Number ${number}`);
    expect(text).toContain('Acme Analytics LLC');
    expect(text).toContain('Tax ID US 12-3456789');
    expect(text).toContain(`Discount (code ${code})`);
    expect(text).toContain('-$49.80');
    expect(text).toMatch(/Total paid \$199\.20/);
    await dashboard.close();

    // The plan ends (cancelled, then the test clock reaches its period end); the same customer buys again.
    expect((await buyer.request.post(`${baseUrl()}/api/billing/local/portal/cancellation`, { headers: sameOrigin() })).status()).toBe(200);
    expect((await buyer.request.post(`${baseUrl()}/api/billing/local/portal/test-clock`, { data: { renewal: 'succeeds' }, headers: sameOrigin() })).status()).toBe(200);
    const again = await openProCheckout(buyer);
    await again.getByLabel('Promo code').fill(code);
    await again.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(again.getByRole('alert').filter({ hasText: `You have already used the code ${code}: it is one per customer.` }));
    await expectVisible(again.getByRole('button', { name: 'Pay $249.00' }));

    // The admin's payments list links the same invoice, and it downloads for the admin.
    const payments = await open(adminContext, '/admin/billing');
    const invoiceLink = payments.getByRole('link', { name: `${number} (invoice, PDF)` });
    await expectVisible(invoiceLink);
    const asAdmin = await adminContext.request.get(`${baseUrl()}${await invoiceLink.getAttribute('href')}`);
    expect(asAdmin.status()).toBe(200);
    expect(asAdmin.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await asAdmin.body())).toContain('Acme Analytics LLC');
    await screenshot(payments, 'admin-billing-1280');
    await payments.close();

    // The admin's list counts the one redemption.
    await codes.setViewportSize(VIEWPORTS.desktop);
    await codes.reload({ waitUntil: 'networkidle' });
    const usedColumn = await codes.getByRole('columnheader').allTextContents().then((headers) => headers.findIndex((header) => header.trim() === 'Used'));
    expect(usedColumn).toBeGreaterThan(0);
    expect(await codes.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(usedColumn).textContent()).toBe('1one per customer');
    await adminContext.close();
    await buyer.close();
  });
});
