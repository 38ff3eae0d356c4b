import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAuditsResponse } from '../../src/shared/api/audits';
import { signInAsAdmin } from './support/admin';
import { confirmEmail } from './support/mailbox';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { onePagePdf } from './support/media-files';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseUrl() });
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function signedUp(context: BrowserContext, firstName: string): Promise<string> {
  const email = uniqueEmail('e2e-audit');
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, { data: { firstName, lastName: 'Reyes', email, password: 'correct-horse-42' }, headers: headers() });
  expect(response.status()).toBe(200);
  await confirmEmail(context.request);
  return email;
}

/** Buys the Custom AI Audit through the local test-mode checkout's API, as its Pay button does. */
async function buyAudit(context: BrowserContext): Promise<void> {
  const opened = await context.request.post(`${baseUrl()}/api/billing/add-on-checkout`, { data: { addOn: 'custom-ai-audit' }, headers: headers() });
  expect(opened.status()).toBe(200);
  const id = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await context.request.post(`${baseUrl()}/api/billing/local/checkouts/${id}/payment`, { headers: headers() })).status()).toBe(200);
}

async function screenshot(context: BrowserContext, path: string, name: string, viewport: ViewportName) {
  if (!SCREENSHOTS) return;
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport}.png`, fullPage: true });
  await page.close();
}

describe('the custom AI audit', () => {
  it('an audit buyer fills the intake, the admin delivers the report, the buyer downloads it and another learner gets 403', async () => {
    const buyer = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await signedUp(buyer, 'Marisol');
    await buyAudit(buyer);

    const page = await buyer.newPage();
    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Fill in the intake' }).click();
    await page.waitForURL(`${baseUrl()}/audit`);
    const intake = page.getByRole('form', { name: 'Audit intake' });
    await intake.getByRole('button', { name: 'Send intake' }).click();
    await expectVisible(intake.getByText('Answer this question so we can prepare your audit.').first());
    await intake.getByLabel(/How big is your business/).fill('Eight people, one bakery and a catering van');
    await intake.getByLabel(/Which tools and software/).fill('Square, Google Sheets, Gmail');
    await intake.getByLabel(/Which processes take the most time/).fill('Catering quotes: we price every order by hand from a spreadsheet.');
    await intake.getByLabel(/What would you like AI to do/).fill('Quote catering orders the same day.');
    await intake.getByLabel('Documents (optional)').setInputFiles({ name: 'Catering quotes.pdf', mimeType: 'application/pdf', buffer: onePagePdf(['How we quote catering']) });
    expect(await findAxeViolations(page)).toEqual([]);
    await intake.getByRole('button', { name: 'Send intake' }).click();
    await expectVisible(page.getByRole('list', { name: 'Audit progress' }));
    expect(await page.getByRole('listitem').filter({ hasText: 'Received' }).getAttribute('aria-current')).toBe('step');
    const { audits } = (await (await page.request.get(`${baseUrl()}/api/audits/mine`)).json()) as MyAuditsResponse;
    const auditId = audits[0]!.id;
    await screenshot(buyer, '/audit', 'audit-received', 'desktop');
    await screenshot(buyer, '/audit', 'audit-received', 'mobile');

    const owner = await browser.newContext({ viewport: VIEWPORTS.desktop });
    expect(await signInAsAdmin(owner.request, baseUrl())).toBe(200);
    const admin = await owner.newPage();
    await admin.goto(`${baseUrl()}/admin/audits?status=received`, { waitUntil: 'networkidle' });
    await admin.getByRole('row').filter({ hasText: 'Marisol Reyes' }).getByRole('link', { name: /Open/ }).click();
    const detail = admin.getByRole('region', { name: 'Audit for Marisol Reyes' });
    await expectVisible(detail.getByText('Catering quotes: we price every order by hand from a spreadsheet.'));
    await expectVisible(detail.getByRole('link', { name: 'Catering quotes.pdf' }));
    await detail.getByRole('button', { name: 'In progress' }).click();
    await expectVisible(detail.getByRole('button', { name: 'In progress', pressed: true }));
    await detail.getByLabel('Report (PDF)').setInputFiles({ name: 'Audit for Marisol.pdf', mimeType: 'application/pdf', buffer: onePagePdf(['Custom AI Audit', 'Marisol Reyes']) });
    await detail.getByRole('button', { name: 'Upload report' }).click();
    await expectVisible(detail.getByRole('link', { name: 'Audit for Marisol.pdf' }));
    await detail.getByRole('button', { name: 'Deliver' }).click();
    await expectVisible(detail.getByRole('button', { name: 'Deliver', pressed: true }));
    // The list was filtered to received audits: this one has left it.
    await expectHidden(admin.getByRole('row').filter({ hasText: 'Marisol Reyes' }));
    // The toasts fade as they go; axe measures the page once they have.
    await expectHidden(admin.locator('[data-sonner-toast]'), 20_000);
    expect(await findAxeViolations(admin)).toEqual([]);
    await screenshot(owner, `/admin/audits?audit=${auditId}`, 'admin-audit', 'desktop');
    await screenshot(owner, `/admin/audits?audit=${auditId}`, 'admin-audit', 'mobile');

    await page.reload({ waitUntil: 'networkidle' });
    const download = page.getByRole('link', { name: 'Download your audit report (PDF)' });
    await expectVisible(download);
    const report = await page.request.get(`${baseUrl()}${await download.getAttribute('href')}`);
    expect(report.status()).toBe(200);
    expect(report.headers()['content-type']).toBe('application/pdf');
    expect((await report.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(buyer, '/audit', 'audit-delivered', 'desktop');

    const other = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await signedUp(other, 'Theo');
    const refused = await other.request.get(`${baseUrl()}/media/audits/${auditId}/report`);
    expect(refused.status()).toBe(403);

    await other.close();
    await owner.close();
    await buyer.close();
  });
});
