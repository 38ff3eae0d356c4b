import type { Browser, Page } from 'playwright-core';
import type { ListCoursesResponse } from '../../src/shared/api/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLANS = [
  {
    name: 'Free Starter',
    price: '$0',
    cta: 'Start Free',
    href: '/auth?plan=free',
    features: ['AI 101 for Business Owners', 'Certificate of Completion'],
  },
  {
    name: 'Pro Member',
    price: '$249 per year',
    cta: 'Get Pro Member',
    href: '/auth?plan=pro',
    features: ['AI 101 for Business Owners', 'Automate Your Business with AI', 'Templates'],
  },
  {
    name: 'Elite Access',
    price: '$699 per year',
    cta: 'Get Elite Access',
    href: '/auth?plan=elite',
    features: [
      'Everything in Pro Member',
      '1:1 strategy call',
      'Custom AI audit',
      'workshops',
      'Early access',
      'seal',
      '24-hour priority email support',
    ],
  },
];

const FAQ_QUESTIONS = [
  'Is there a money-back guarantee?',
  'Can I upgrade from Pro Member to Elite Access later?',
  'What happens if I cancel my plan?',
  'Is there a minimum age to join?',
  "What's included in the Free Starter plan?",
];

async function openAnswer(page: Page, question: string): Promise<string> {
  const trigger = page.getByRole('button', { name: question });
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  const answer = page.getByRole('region', { name: question });
  await expectVisible(answer);
  return answer.innerText();
}

describe('pricing page', () => {
  /** The course titles a plan card lists under 'N courses included'. */
  async function listedCourses(page: Page, planName: string): Promise<string[]> {
    const card = page.getByRole('group', { name: planName });
    const list = card.getByRole('list', { name: /courses? included$/ });
    await expectVisible(list);
    return list.getByRole('link').allInnerTexts();
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists on each plan card the courses of the catalogue that plan opens (${viewport})`, async () => {
      const { courses } = (await (await fetch(`${baseUrl()}/api/courses`)).json()) as ListCoursesResponse;
      const { page, errors } = await openPage(browser, '/pricing', viewport);
      const rank = { free: 0, pro: 1, elite: 2 } as const;
      for (const [plan, name] of [['free', 'Free Starter'], ['pro', 'Pro Member'], ['elite', 'Elite Access']] as const) {
        const expected = courses.filter((course) => rank[course.requiredPlan] <= rank[plan]).map((course) => course.title);
        expect(await listedCourses(page, name)).toEqual(expected);
        expect(((await page.getByRole('group', { name }).textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
          `${expected.length} ${expected.length === 1 ? 'course' : 'courses'} included`,
        );
      }
      expect(await listedCourses(page, 'Pro Member')).not.toContain('AI Strategy Blueprint for SMBs');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('moves a course to another card when its plan changes in the catalogue', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'networkidle' });
    // From here the catalogue answers with Automate Your Business moved up to Elite.
    await page.route('**/api/courses', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ListCoursesResponse;
      body.courses = body.courses.map((course) => (course.slug === 'automate-your-business' ? { ...course, requiredPlan: 'elite' } : course));
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Simple Pricing That Pays for Itself' }));
    expect(await listedCourses(page, 'Pro Member')).not.toContain('Automate Your Business with AI');
    expect(await listedCourses(page, 'Elite Access')).toContain('Automate Your Business with AI');
    await context.close();
  });

  it('links each Elite benefit to where it is delivered, and sells nothing as coming soon', async () => {
    const { page } = await openPage(browser, '/pricing');
    const elite = page.getByRole('group', { name: 'Elite Access' });
    const where = async (name: RegExp) => elite.getByRole('link', { name }).getAttribute('href');
    expect(await where(/strategy call/)).toBe('/dashboard');
    expect(await where(/Custom AI audit/)).toBe('/audit');
    expect(await where(/workshops/)).toBe('/workshops');
    expect(await where(/Elite seal/)).toBe('/profile');
    expect(await where(/24-hour priority/)).toBe('/contact');
    expect(await where(/Partner certification/)).toBe('/certification');
    for (const plan of ['Pro Member', 'Elite Access']) expect((await page.getByRole('group', { name: plan }).textContent())?.toLowerCase()).not.toContain('coming soon');
    await page.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the three plans with their prices, features and sign-up links, Pro marked most popular (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/pricing', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Simple Pricing That Pays for Itself' }));
      for (const plan of PLANS) {
        const card = page.getByRole('group', { name: plan.name });
        await expectVisible(card.getByRole('heading', { level: 2, name: plan.name }));
        // textContent keeps the price and its period on one line, as a screen reader reads them.
        const text = ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
        expect(text).toContain(plan.price);
        for (const feature of plan.features) expect(text).toContain(feature);
        const cta = card.getByRole('link', { name: plan.cta });
        await expectVisible(cta);
        expect(await cta.getAttribute('href')).toBe(plan.href);
        expect(text.includes('Most Popular')).toBe(plan.name === 'Pro Member');
      }
      expect(await page.title()).toBe('Pricing | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`lists the Team Access and Custom AI Audit add-ons with their prices (${viewport})`, async () => {
      const { page } = await openPage(browser, '/pricing', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Add-Ons' }));
      await expectVisible(page.getByRole('heading', { level: 3, name: 'Team Access' }));
      await expectVisible(page.getByText('$10/month per seat'));
      await expectVisible(page.getByRole('heading', { level: 3, name: 'Custom AI Audit' }));
      await expectVisible(page.getByText('$499 one-time'));
      expect(await page.getByRole('link', { name: 'Ask About Team Access' }).getAttribute('href')).toBe('/contact?type=corporate');
      await expectVisible(page.getByRole('button', { name: 'Buy the Audit' }));
      await page.close();
    });

    it(`answers the billing questions in an accordion that opens on click (${viewport})`, async () => {
      const { page } = await openPage(browser, '/pricing', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Pricing Questions' }));
      for (const question of FAQ_QUESTIONS) {
        await expectVisible(page.getByRole('heading', { level: 3, name: question }));
      }
      expect(await openAnswer(page, 'Is there a money-back guarantee?')).toContain('30-day money-back guarantee');
      expect(await openAnswer(page, 'Can I upgrade from Pro Member to Elite Access later?')).toContain('Upgrades are prorated');
      expect(await openAnswer(page, 'What happens if I cancel my plan?')).toContain('Cancellation takes effect at the end of the billing period');
      expect(await openAnswer(page, 'Is there a minimum age to join?')).toContain('at least 13 years old');
      expect(await openAnswer(page, "What's included in the Free Starter plan?")).toContain('1 introductory course');
      expect(await page.getByRole('link', { name: 'full FAQ' }).getAttribute('href')).toBe('/faq');
      await page.close();
    });
  }

  it("sells Team Access up to 50 seats from its card, and sends 51 or more to 'Ask About Team Access'", async () => {
    const { page, errors } = await openPage(browser, '/pricing');
    const seats = page.getByRole('spinbutton', { name: 'Seats' });
    await seats.fill('50');
    await expectVisible(page.getByRole('button', { name: 'Buy 50 Seats' }));
    await expectVisible(page.getByText('$500 a month.'));
    await seats.fill('51');
    await expectVisible(page.getByText('Teams of more than 50 seats are set up with us rather than bought here.'));
    expect(await page.getByRole('button', { name: /^Buy .*Seat/ }).count()).toBe(0);
    const ask = page.getByRole('link', { name: 'Ask About Team Access' });
    expect(await ask.count()).toBe(1);
    expect(await ask.getAttribute('href')).toBe('/contact?type=corporate');
    await seats.fill('12');
    await expectVisible(page.getByRole('button', { name: 'Buy 12 Seats' }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no accessibility violations, with an answer open', async () => {
    const { page } = await openPage(browser, '/pricing');
    await page.getByRole('button', { name: 'Is there a money-back guarantee?' }).click();
    await expectVisible(page.getByRole('region', { name: 'Is there a money-back guarantee?' }));
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('tells an Elite member the audit is included in their plan, with nothing to buy', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const signedUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Lena', lastName: 'Hart', email: uniqueEmail('e2e-elite-pricing'), password: 'correct-horse-42' },
      headers: { origin: baseUrl() },
    });
    expect(signedUp.status()).toBe(200);
    await subscribeThroughLocalCheckout(context.request, 'elite');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pricing`);
    const audit = page.getByRole('region', { name: 'Add-Ons' });
    await expectVisible(audit.getByText('Included in your Elite Access'));
    expect(await audit.getByRole('button', { name: 'Buy the Audit' }).count()).toBe(0);
    await context.close();
  });
});
