import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CERTIFICATIONS = [
  { name: 'AI-Ready Business Fundamentals', plan: 'Free Starter', requirements: ['80%+'] },
  { name: 'Certified AI Business Strategist', plan: 'Pro Member', requirements: ['85%+'] },
  {
    name: 'Elite AI Implementation Partner',
    plan: 'Elite Access',
    requirements: ['90%+', '3 case studies', 'review board', 'annual continuing education'],
  },
];

describe('certification page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`explains the four steps and the three certifications with their requirements (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/certification', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Get Certified in AI for Business' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: 'How It Works' }));
      const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
      expect(await steps.count()).toBe(4);
      for (const step of ['Enroll in a Course', 'Complete the Lessons', 'Pass the Quizzes', 'Earn Your Certificate']) {
        await expectVisible(page.getByRole('heading', { level: 3, name: step }));
      }
      const certifications = page.getByRole('region', { name: 'Three Certifications, One for Every Plan: Coming Soon' });
      for (const certification of CERTIFICATIONS) {
        const heading = certifications.getByRole('heading', { level: 3, name: certification.name });
        await expectVisible(heading);
        const card = heading.locator('..');
        const text = await card.innerText();
        expect(text).toContain(certification.plan);
        expect(text).toContain('Coming soon');
        for (const requirement of certification.requirements) expect(text).toContain(requirement);
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Why Get Certified' }));
      expect(await page.title()).toBe('Certification | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows a sample Certificate of Completion and links to courses and pricing (${viewport})`, async () => {
      const { page } = await openPage(browser, '/certification', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Sample Certificate' }));
      const certificate = page.getByRole('img', { name: /^Sample Certificate of Completion/ });
      await expectVisible(certificate);
      const text = await certificate.innerText();
      for (const part of ['Certificate of Completion', 'This certifies that', 'AI 101 for Business Owners', 'Daniel Hart', 'Certificate ID']) {
        expect(text).toContain(part);
      }
      const courses = page.getByRole('link', { name: 'Browse Courses' });
      await expectVisible(courses);
      expect(await courses.getAttribute('href')).toBe('/courses');
      const pricing = page.getByRole('link', { name: 'View Pricing' });
      await expectVisible(pricing);
      expect(await pricing.getAttribute('href')).toBe('/pricing');
      await page.close();
    });
  }

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/certification');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
