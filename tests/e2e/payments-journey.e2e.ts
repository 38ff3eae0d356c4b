import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { confirmationLinkFor, confirmEmail } from './support/mailbox';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

/** The published Pro course of the browser tests' fixtures (tests/e2e/fixtures/courses). */
const PRO_SLUG = 'browser-test-pro-course';
const PASSWORD = 'correct-horse-42';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sameOrigin = () => ({ origin: baseUrl() });

async function newLearner(): Promise<{ context: BrowserContext; email: string }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const email = uniqueEmail('e2e-pay');
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Priya', lastName: 'Shah', email, password: PASSWORD },
    headers: sameOrigin(),
  });
  expect(response.status()).toBe(200);
  await confirmEmail(context.request);
  return { context, email };
}


async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const planBadge = (page: Page) => page.getByText(/^(FREE|PRO|ELITE)$/);

describe('buying a plan in test mode', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`takes a visitor from pricing through sign-up, the emailed confirmation link and checkout in the same tab to a Pro dashboard, and into a Pro course (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const opened: Page[] = [];
      context.on('page', (tab) => opened.push(tab));
      const page = await open(context, '/pricing');
      await page.getByRole('link', { name: 'Get Pro Member' }).click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('plan') === 'pro');

      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('First name').fill('Priya');
      await page.getByLabel('Last name').fill('Shah');
      const email = uniqueEmail('e2e-pay');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // Paying waits for the confirmed address: the dashboard says so, and the emailed link confirms it.
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectVisible(page.getByRole('heading', { name: 'Please confirm your email address' }));
      await page.goto(`${baseUrl()}${await confirmationLinkFor(email)}`, { waitUntil: 'networkidle' });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectHidden(page.getByRole('heading', { name: 'Please confirm your email address' }));
      await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Get Pro Member' }).click();
      await page.waitForURL(/\/checkout\//);
      await expectVisible(page.getByText('Test mode: no card is charged and no money moves.'));
      await expectVisible(page.getByText('Pro Member'));
      await expectVisible(page.getByText('$249.00', { exact: false }));

      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('checkout'));
      await expectVisible(page.getByRole('heading', { name: 'Payment Successful' }));
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectVisible(planBadge(page).filter({ hasText: 'PRO' }));
      await expectVisible(page.getByRole('button', { name: 'Manage Subscription' }));
      expect(opened).toHaveLength(1);

      await page.goto(`${baseUrl()}/courses/${PRO_SLUG}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await page.waitForURL((url) => url.pathname === `/learn/${PRO_SLUG}`);
      // At 390 px the course outline is a drawer behind its button; the lesson is what shows.
      await expectVisible(page.getByRole('main').getByRole('heading', { level: 2 }));
      await context.close();
    });
  }

  it('leaves the plan FREE and shows /cancel when the learner cancels checkout', async () => {
    const { context } = await newLearner();
    const page = await open(context, '/pricing');
    await page.getByRole('link', { name: 'Get Pro Member' }).click();
    await page.waitForURL(/\/checkout\//);
    await page.getByRole('button', { name: /^Cancel/ }).click();
    await page.waitForURL((url) => url.pathname === '/cancel');
    await expectVisible(page.getByRole('heading', { name: 'Payment Cancelled' }));
    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await expectVisible(planBadge(page).filter({ hasText: 'FREE' }));
    await expectVisible(page.getByRole('link', { name: 'Upgrade Plan' }));
    await context.close();
  });
});

describe('managing the plan in the test-mode portal', () => {
  it("upgrades Pro to Elite, cancels at period end, and after the test clock the course says 'Upgrade Required' until a new plan brings the progress back", async () => {
    const { context } = await newLearner();
    await subscribeThroughLocalCheckout(context.request, 'pro');
    expect((await context.request.post(`${baseUrl()}/api/courses/${PRO_SLUG}/enrollment`, { headers: sameOrigin() })).status()).toBe(201);

    const player = await open(context, `/learn/${PRO_SLUG}`);
    await player.getByRole('button', { name: 'Complete and continue' }).first().click();
    await expectVisible(player.getByText(/1 \/ \d+ lessons complete/));

    const dashboard = await open(context, '/dashboard');
    const portalTab = context.waitForEvent('page');
    await dashboard.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await portalTab;
    await portal.waitForURL((url) => url.pathname === '/billing/portal');
    await portal.getByRole('button', { name: /^Upgrade to Elite Access for \$\d+\.\d\d now \(prorated\)$/ }).click();
    // Nothing is charged until the amount is confirmed in the product's own dialog, as in Stripe's portal.
    const confirmUpgrade = portal.getByRole('alertdialog', { name: 'Upgrade to Elite Access?' });
    await expectVisible(confirmUpgrade.getByText(/^\$\d+\.\d\d is charged now/));
    await confirmUpgrade.getByRole('button', { name: 'Cancel' }).click();
    await expectVisible(portal.getByText('Pro Member'));
    await portal.getByRole('button', { name: /^Upgrade to Elite Access for \$\d+\.\d\d now \(prorated\)$/ }).click();
    await confirmUpgrade.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
    await expectVisible(portal.getByText('Elite Access'));
    await portal.getByRole('button', { name: 'Cancel at Period End' }).click();
    await expectVisible(portal.getByTestId('portal-status').filter({ hasText: 'Cancels at period end' }));
    await expectVisible(portal.getByRole('button', { name: 'Resume Subscription' }));

    await dashboard.reload({ waitUntil: 'networkidle' });
    await expectVisible(planBadge(dashboard).filter({ hasText: 'ELITE' }));
    await expectVisible(dashboard.getByText(/^Cancels on /));

    await portal.getByRole('button', { name: 'Advance to Period End' }).click();
    await expectVisible(portal.getByTestId('portal-status').filter({ hasText: 'Ended' }));

    await player.reload({ waitUntil: 'networkidle' });
    await expectVisible(player.getByRole('heading', { name: 'Upgrade Required' }));

    await dashboard.reload({ waitUntil: 'networkidle' });
    const lapsedCourse = dashboard.getByRole('listitem').filter({ has: dashboard.getByRole('link', { name: /^Renew to continue: / }) });
    await expectVisible(lapsedCourse.getByText(/^[1-9]\d*% complete$/));
    expect(await lapsedCourse.getByRole('link', { name: /^Renew to continue: / }).getAttribute('href')).toBe('/pricing');
    expect(await dashboard.getByRole('link', { name: /^Continue Learning: / }).count()).toBe(0);
    await expectVisible(player.getByText('This course requires a pro plan or higher.'));
    expect(await player.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');

    const pricing = await open(context, '/pricing');
    await pricing.getByRole('link', { name: 'Get Pro Member' }).click();
    await pricing.waitForURL(/\/checkout\//);
    await pricing.getByRole('button', { name: /^Pay/ }).click();
    await pricing.waitForURL((url) => url.pathname === '/success');

    await player.reload({ waitUntil: 'networkidle' });
    await expectVisible(player.getByText(/1 \/ \d+ lessons complete/));
    await context.close();
  });
});

describe('buying the Custom AI Audit in test mode', () => {
  it('ends on a success page that names the audit and says the team will email to schedule it; the dashboard then shows the audit and what happens next', async () => {
    const { context } = await newLearner();
    // The learner starts on the dashboard, where no audit shows before one is bought.
    const checkout = await open(context, '/dashboard');
    await expectVisible(checkout.getByRole('heading', { name: 'My Courses', level: 2 }));
    expect(await checkout.getByRole('heading', { name: 'Your Custom AI Audit' }).count()).toBe(0);
    await checkout.getByRole('link', { name: 'Upgrade Plan' }).click();
    // A signed-in learner's checkout opens in the same tab.
    await checkout.getByRole('button', { name: 'Buy the Audit' }).click();
    await checkout.waitForURL(/\/checkout\//);
    await expectVisible(checkout.getByText('Custom AI Audit'));
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await checkout.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('checkout'));
    await expectVisible(checkout.getByText('Thank you for buying the Custom AI Audit.'));
    await expectVisible(checkout.getByText(/Our team will email you within 24 hours to schedule the review of your business\./));
    expect(await checkout.getByText(/courses are ready/).count()).toBe(0);

    // The success page moves on to the dashboard, which now names the audit, its date and the same promise.
    await checkout.waitForURL((url) => url.pathname === '/dashboard');
    const audit = checkout.getByRole('region', { name: 'Your Custom AI Audit' });
    await expectVisible(audit.getByRole('heading', { name: 'Custom AI Audit', level: 3 }));
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await expectVisible(audit.getByText(`Bought on ${today} for $499.00, one time.`));
    await expectVisible(audit.getByText('Our team will email you within 24 hours to schedule the review of your business.'));
    await expectVisible(audit.getByText(/^Not heard from us by .+\? Email .+@.+ and we will set up your review\.$/));

    const phone = await context.newPage();
    await phone.setViewportSize(VIEWPORTS.mobile);
    await phone.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    await expectVisible(phone.getByRole('region', { name: 'Your Custom AI Audit' }).getByText('What happens next'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await context.close();
  });
});

describe('refunds at /admin/billing', () => {
  it("lets the admin refund a learner's plan within 30 days, which ends the plan", async () => {
    const { context: learner, email } = await newLearner();
    await subscribeThroughLocalCheckout(learner.request, 'pro');

    const admin = await browser.newContext({ viewport: VIEWPORTS.desktop });
    expect(await signInAsAdmin(admin.request, baseUrl())).toBe(200);
    const page = await open(admin, '/admin/billing');
    await expectVisible(page.getByRole('heading', { name: 'Billing', level: 1 }));
    await expectVisible(page.getByText('Active subscribers'));
    const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
    await expectVisible(subscriptions.getByRole('row', { name: new RegExp(email) }).getByText('Active', { exact: true }));
    // Provider ids wait behind a disclosure.
    const orderRow = page.getByRole('table', { name: 'Orders' }).getByRole('row', { name: new RegExp(email) });
    await expectHidden(orderRow.getByText(/^local: /));
    await orderRow.getByText('Show ids').click();
    await expectVisible(orderRow.getByText(/^local: /));

    await page.getByRole('button', { name: `Refund ${email} Pro Member` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Refund this payment?' });
    await expectVisible(confirm.getByText(`$249.00 goes back to ${email} for Pro Member. Their plan ends at once.`));
    await confirm.getByRole('button', { name: 'Refund $249.00' }).click();
    await expectVisible(orderRow.getByText('Refunded'));
    // The plan ended today: its state and date agree.
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    await expectVisible(subscriptions.getByRole('row', { name: new RegExp(email) }).getByText(`Ended ${today}`));

    const dashboard = await open(learner, '/dashboard');
    await expectVisible(planBadge(dashboard).filter({ hasText: 'FREE' }));
    await admin.close();
    await learner.close();
  });

  it('shows each order and subscription as a card on a phone, the page no wider than the screen, with ids on demand and the refund', async () => {
    const { context: learner, email } = await newLearner();
    await subscribeThroughLocalCheckout(learner.request, 'pro');

    const admin = await browser.newContext({ viewport: VIEWPORTS.mobile });
    expect(await signInAsAdmin(admin.request, baseUrl())).toBe(200);
    const page = await open(admin, '/admin/billing');
    await expectVisible(page.getByRole('heading', { name: 'Billing', level: 1 }));
    await expectHidden(page.getByRole('table', { name: 'Orders' }));
    await expectHidden(page.getByRole('table', { name: 'Subscriptions' }));
    const orderCard = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: email });
    const subscriptionCard = page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem').filter({ hasText: email });
    await expectVisible(orderCard.getByText('Pro Member'));
    await expectVisible(orderCard.getByText('$249.00'));
    await expectVisible(subscriptionCard.getByText('Active', { exact: true }));
    await expectVisible(subscriptionCard.getByText(/^Renews [A-Z][a-z]{2} \d{1,2}, \d{4}$/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    await expectHidden(orderCard.getByText(/^local: /));
    await orderCard.getByText('Show ids').click();
    await expectVisible(orderCard.getByText(/^local: /));

    await orderCard.getByRole('button', { name: `Refund ${email} Pro Member` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Refund this payment?' });
    await confirm.getByRole('button', { name: 'Refund $249.00' }).click();
    await expectVisible(orderCard.getByText('Refunded'));
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    await expectVisible(subscriptionCard.getByText(`Ended ${today}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await admin.close();
    await learner.close();
  });

  it('sends a learner who opens /admin/billing away', async () => {
    const { context } = await newLearner();
    const page = await open(context, '/admin/billing');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.request.get(`${baseUrl()}/api/admin/billing`)).status()).toBe(403);
    await context.close();
  });
});

describe('the community join control', () => {
  it('shows a free member the upgrade prompt, and a member who then pays for Pro all six spaces', async () => {
    const { context } = await newLearner();
    const free = await open(context, '/community');
    await expectVisible(free.getByRole('link', { name: 'View Plans' }));
    await subscribeThroughLocalCheckout(context.request, 'pro');
    const paid = await open(context, '/community');
    const spaces = paid.getByRole('region', { name: 'Your Spaces' });
    await expectVisible(spaces.getByRole('link', { name: '#automation-lab' }));
    expect(await spaces.getByRole('link').count()).toBe(6);
    await context.close();
  });
});
