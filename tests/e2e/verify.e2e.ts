import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';
import { completeLessonThroughApi, contentCourse } from './support/course-completion';
import { uniqueEmail } from './support/unique-email';
import { confirmEmail } from './support/mailbox';

const COURSE_SLUG = 'ai-101-for-business-owners';
const COURSE_TITLE = 'AI 101 for Business Owners';
const UNKNOWN_ID = 'CERT-2020-ZZZZZZ';

interface IssuedCertificate {
  certificateId: string;
  issuedAt: string;
}

let browser: Browser;
let certificate: IssuedCertificate;

beforeAll(async () => {
  browser = await launchBrowser();
  certificate = await earnCertificate('Priya', 'Shah');
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a learner up, enrols them in AI 101 and completes every lesson through the API (passing each quiz). */
async function earnCertificate(firstName: string, lastName: string): Promise<IssuedCertificate> {
  const context = await browser.newContext();
  const api = context.request;
  const headers = { origin: baseUrl() };
  const email = uniqueEmail('e2e-verify');
  expect((await api.post(`${baseUrl()}/api/auth/sign-up/email`, { data: { firstName, lastName, email, password: 'correct-horse-42' }, headers })).status()).toBe(200);
  await confirmEmail(api);
  expect((await api.post(`${baseUrl()}/api/courses/${COURSE_SLUG}/enrollment`, { headers })).status()).toBe(201);
  let issued: IssuedCertificate | null = null;
  for (const lesson of contentCourse(COURSE_SLUG).lessons) issued = (await completeLessonThroughApi(api, COURSE_SLUG, lesson)).certificate;
  await context.close();
  if (!issued) throw new Error('Completing every lesson did not issue a certificate');
  return issued;
}

function longUsDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

describe('verify page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`confirms a certificate to a visitor with the name, course link and date (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, `/verify/${certificate.certificateId}`, viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Verify a Certificate' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Certificate verified' }));
      await expectVisible(page.getByText('Priya Shah', { exact: true }));
      expect(await page.getByRole('main').getByRole('link', { name: COURSE_TITLE }).getAttribute('href')).toBe(`/courses/${COURSE_SLUG}`);
      await expectVisible(page.getByText(longUsDate(certificate.issuedAt), { exact: true }));
      await expectVisible(page.getByText(certificate.certificateId, { exact: true }));
      expect(await page.title()).toBe('Verify a Certificate | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('accepts an ID typed in lower case', async () => {
    const { page } = await openPage(browser, `/verify/${certificate.certificateId.toLowerCase()}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Certificate verified' }));
    await page.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`says 'Certificate not found' for an unknown ID (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, `/verify/${UNKNOWN_ID}`, viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Certificate not found' }));
      await expectVisible(page.getByText(UNKNOWN_ID, { exact: true }));
      expect(await page.getByText('Priya Shah').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('checks another ID from the form and explains a malformed one', async () => {
    const { page } = await openPage(browser, `/verify/${UNKNOWN_ID}`);
    const field = page.getByLabel('Certificate ID');
    await field.fill('not-an-id');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(page.getByText(/That doesn't look like a certificate ID/));
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(` ${certificate.certificateId.toLowerCase()} `);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === `/verify/${certificate.certificateId}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Certificate verified' }));
    expect(await page.getByLabel('Certificate ID').inputValue()).toBe('');
    await page.close();
  });

  it('is served with its title and kept out of search results', async () => {
    const response = await fetch(`${baseUrl()}/verify/${certificate.certificateId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Verify a Certificate | AI Action Academy</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  for (const [state, id] of [
    ['verified', () => certificate.certificateId],
    ['not found', () => UNKNOWN_ID],
  ] as const) {
    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`has no accessibility violations when ${state} (${viewport})`, async () => {
        const { page } = await openPage(browser, `/verify/${id()}`, viewport);
        await expectVisible(page.getByRole('heading', { level: 2, name: state === 'verified' ? 'Certificate verified' : 'Certificate not found' }));
        expect(await findAxeViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
