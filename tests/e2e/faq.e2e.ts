import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CATEGORIES = ['Courses & Learning', 'Plans & Billing', 'Certificates', 'Account & Support'];

async function openAnswer(page: Page, question: string): Promise<string> {
  const trigger = page.getByRole('button', { name: question });
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  const answer = page.getByRole('region', { name: question });
  await expectVisible(answer);
  return answer.innerText();
}

describe('FAQ page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`groups the questions in four categories of four or five each (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/faq', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }));
      for (const category of CATEGORIES) {
        await expectVisible(page.getByRole('heading', { level: 2, name: category }));
        const section = page.getByRole('region', { name: category });
        const questions = await section.getByRole('heading', { level: 3 }).count();
        expect(questions).toBeGreaterThanOrEqual(4);
        expect(questions).toBeLessThanOrEqual(5);
      }
      const jump = page.getByRole('navigation', { name: 'FAQ categories' });
      expect(await jump.getByRole('link', { name: 'Plans & Billing' }).getAttribute('href')).toBe('#plans-and-billing');
      expect(await page.title()).toBe('Frequently Asked Questions | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`opens an answer when its question is clicked and closes it on a second click (${viewport})`, async () => {
      const { page } = await openPage(browser, '/faq', viewport);
      const question = 'Do I need a technical background to take these courses?';
      expect(await openAnswer(page, question)).toContain('written for business owners');
      await page.getByRole('button', { name: question }).click();
      expect(await page.getByRole('button', { name: question }).getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('region', { name: question }).count()).toBe(0);

      expect(await openAnswer(page, 'How much do the plans cost?')).toContain(
        'Free Starter is $0, Pro Member is $249 per year and Elite Access is $699 per year',
      );
      expect(await openAnswer(page, 'Is there a money-back guarantee?')).toContain('30-day money-back guarantee');
      expect(await openAnswer(page, 'How fast will I hear back from support?')).toContain('within about 24 hours');
      await page.close();
    });

    it(`offers a Contact Us link for questions it does not answer (${viewport})`, async () => {
      const { page } = await openPage(browser, '/faq', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Still Have Questions?' }));
      const contact = page.getByRole('link', { name: 'Contact Us' });
      await expectVisible(contact);
      expect(await contact.getAttribute('href')).toBe('/contact');
      await page.close();
    });
  }

  it('has no accessibility violations, with an answer open', async () => {
    const { page } = await openPage(browser, '/faq');
    await openAnswer(page, 'Which course should I start with?');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
