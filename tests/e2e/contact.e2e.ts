import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contact page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`sends a message and says so (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/contact', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Get in Touch' }));
      await expectVisible(page.getByText('We reply within about 24 hours on business days.'));
      await expectVisible(page.getByText('Pro and Elite members get priority support; Elite members within 24 hours.'));
      expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
      await page.getByLabel('Name').fill('Priya Shah');
      await page.getByLabel('Email').fill(uniqueEmail('contact'));
      await page.getByLabel('Subject').fill('Question about Pro');
      await page.getByLabel('Message').fill('Does Pro include the templates library?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(page.getByText('Message Sent!'));
      await expectVisible(page.getByText("We'll get back to you within 24 hours."));
      expect(await page.getByLabel('Message').inputValue()).toBe('');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('prefills the subject from the partnership type', async () => {
    for (const [type, subject] of [
      ['technology', 'Technology Partnership Inquiry'],
      ['affiliate', 'Affiliate Partnership Inquiry'],
      ['corporate', 'Corporate Training Inquiry'],
      ['general', 'Partnership Inquiry'],
      ['bogus', ''],
    ]) {
      const { page } = await openPage(browser, `/contact?type=${type}`);
      expect(await page.getByLabel('Subject').inputValue(), type).toBe(subject);
      await page.close();
    }
  });

  it('follows the type when the page moves to another one without reloading (a link, then Back)', async () => {
    const { page, errors } = await openPage(browser, '/contact?type=technology');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Technology Partnership Inquiry');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.search === '?type=technology');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('Technology Partnership Inquiry');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a subject the visitor typed when a link without a type opens the form again', async () => {
    const { page } = await openPage(browser, '/contact?type=corporate');
    await page.getByLabel('Subject').fill('Training for 12 people');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Training for 12 people');
    await page.close();
  });

  it('shows the error toast when sending fails', async () => {
    const { page } = await openPage(browser, '/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"UNAVAILABLE","message":"down"}' }));
    await page.getByLabel('Name').fill('Priya Shah');
    await page.getByLabel('Email').fill('priya@example.com');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hi there');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectVisible(page.getByText('Failed to send message. Please try again.'));
    expect(await page.getByLabel('Message').inputValue()).toBe('Hi there');
    await page.close();
  });

  it('has no accessibility violations', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page } = await openPage(browser, '/contact', viewport);
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
