import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';
import { E2E_COMPANY, E2E_SUPPORT_EMAIL } from './support/site-config';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SUPPORT_EMAIL = E2E_SUPPORT_EMAIL;

const DOCUMENTS = [
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: [
      'Acceptance of These Terms',
      'Eligibility and Accounts',
      'Memberships and Billing',
      'Course Content and Intellectual Property',
      'Acceptable Use',
      'Certificates',
      'Third-Party Tools and Services',
      'Disclaimers',
      'Limitation of Liability',
      'Suspension and Termination',
      'Changes to These Terms',
      'Contact Us',
    ],
    phrases: [
      'You must be at least 13 years old to create an account',
      'Paid plans come with a 30-day money-back guarantee.',
      'Upgrades are prorated',
      'Cancellation takes effect at the end of your current billing period',
      'Pro Member ($249 per year)',
      'Elite Access ($699 per year)',
    ],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'Cookies',
      'How We Share Information',
      'Data Retention',
      'Deleting Your Account',
      'Your Rights and Choices',
      'Security',
      "Children's Privacy",
      'International Transfers',
      'Changes to This Policy',
      'Contact Us',
    ],
    phrases: [
      'We do not sell or rent your personal information',
      'we do not knowingly collect personal information from children under 13',
      'We do not use advertising cookies',
      'without your name or email',
    ],
    lastUpdated: 'November 26, 2026',
  },
];

async function expectTableOfContents(page: Page, sections: string[]) {
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const links = toc.getByRole('link');
  expect(await links.allTextContents()).toEqual(sections.map((title, index) => `${index + 1}. ${title}`));
  for (const [index, title] of sections.entries()) {
    const heading = page.getByRole('heading', { level: 2, name: `${index + 1}. ${title}`, exact: true });
    await expectVisible(heading);
    const id = await heading.getAttribute('id');
    expect(await links.nth(index).getAttribute('href')).toBe(`#${id}`);
  }
}

for (const document of DOCUMENTS) {
  describe('the company behind the site', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`names the configured legal name and postal address in the terms, the privacy policy and the footer (${viewport})`, async () => {
      const nameAndAddress = `${E2E_COMPANY.legalName}, ${E2E_COMPANY.postalAddress}`;
      for (const path of ['/terms', '/privacy']) {
        const { page } = await openPage(browser, path, viewport);
        const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
        expect(text, path).toContain(nameAndAddress);
        const footer = page.getByRole('contentinfo');
        expect(await footer.innerText(), path).toContain(`${E2E_COMPANY.legalName}. All rights reserved.`);
        expect(await footer.innerText(), path).toContain(E2E_COMPANY.postalAddress);
        await page.close();
      }
    });
  }
});

describe(`${document.title} page`, () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`shows the full ${document.title.toLowerCase()} with its date and table of contents (${viewport})`, async () => {
        const { page, errors } = await openPage(browser, document.path, viewport);
        await expectVisible(page.getByRole('heading', { level: 1, name: document.title }));
        await expectVisible(page.getByText(`Last updated: ${document.lastUpdated ?? 'October 27, 2025'}`, { exact: true }));
        await expectTableOfContents(page, document.sections);
        for (const phrase of document.phrases) {
          await expectVisible(page.getByText(phrase));
        }
        const emailLinks = page.getByRole('link', { name: SUPPORT_EMAIL });
        expect(await emailLinks.count()).toBeGreaterThan(0);
        for (const href of await emailLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toBe(`mailto:${SUPPORT_EMAIL}`);
        }
        expect(await page.title()).toBe(`${document.title} | AI Action Academy`);
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    it('jumps to a section from the table of contents', async () => {
      const { page } = await openPage(browser, document.path, 'mobile');
      const last = document.sections.length;
      await page
        .getByRole('navigation', { name: 'Table of contents' })
        .getByRole('link', { name: `${last}. Contact Us` })
        .click();
      await page.waitForFunction(() => window.location.hash === '#contact');
      const heading = page.getByRole('heading', { level: 2, name: `${last}. Contact Us` });
      await page.waitForFunction(
        (element) => {
          const { top } = (element as Element).getBoundingClientRect();
          return top >= 0 && top < window.innerHeight / 2;
        },
        await heading.elementHandle(),
      );
      await page.close();
    });

    it('has no accessibility violations', async () => {
      const { page } = await openPage(browser, document.path);
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}
