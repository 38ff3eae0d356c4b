import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage } from './support/browser';
import { E2E_PRO_LEARNER } from './support/plans';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHANNELS = ['#introductions', '#wins-and-case-studies', '#prompt-library', '#automation-lab', '#ask-the-instructor', '#tool-reviews'];

describe('community page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`asks a signed-out visitor to sign in and come back to the community (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/community', viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Learn Alongside Owners Who Put AI to Work' }));
      const join = page.getByRole('link', { name: 'Sign In to Join' });
      await expectVisible(join);
      expect(await join.getAttribute('href')).toBe('/auth?redirect=/community');
      await expectVisible(page.getByText('Pro Member and Elite Access open all six spaces and a discussion under every lesson.'));
      expect(await page.getByText('Coming soon').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Access Community (Coming Soon)' }).count()).toBe(0);
      expect(await page.title()).toBe('Community | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows the benefits, six channels, guidelines and access levels (${viewport})`, async () => {
      const { page, errors } = await openPage(browser, '/community', viewport);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Why Join the Community' }));
      await expectVisible(page.getByRole('heading', { level: 3, name: 'Peers who run businesses like yours' }));

      await expectVisible(page.getByRole('heading', { level: 2, name: 'Community Channels' }));
      const channelHeadings = page.getByRole('region', { name: 'Community Channels' }).getByRole('heading', { level: 3 });
      expect(await channelHeadings.allTextContents()).toEqual(CHANNELS);
      await expectVisible(page.getByText('Free members read it; Pro Member and Elite Access post'));
      expect(await page.getByText('Opens with Pro Member and Elite Access').count()).toBe(5);

      await expectVisible(page.getByRole('heading', { level: 2, name: 'Community Guidelines' }));
      expect(await page.getByRole('region', { name: 'Community Guidelines' }).getByRole('listitem').count()).toBe(6);
      await expectVisible(page.getByText('Protect your customers.'));

      await expectVisible(page.getByRole('heading', { level: 2, name: 'Access Levels' }));
      const levels = page.getByRole('region', { name: 'Access Levels' });
      for (const [level, plan] of [
        ['Free', 'Free Starter'],
        ['Pro', 'Pro Member'],
        ['Elite', 'Elite Access'],
      ] as const) {
        await expectVisible(levels.getByRole('heading', { level: 3, name: level, exact: true }));
        await expectVisible(levels.getByText(`With the ${plan} plan`));
      }
      expect(await page.getByRole('link', { name: 'Compare Plans' }).getAttribute('href')).toBe('/pricing');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('takes a visitor who chooses to join to the sign-in page with the way back', async () => {
    const { page } = await openPage(browser, '/community');
    await page.getByRole('link', { name: 'Sign In to Join' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/community');
    await page.close();
  });

  it('shows a Pro member their six spaces, each opening its posts, with no coming-soon button', async () => {
    const context = await browser.newContext();
    const site = baseUrl();
    expect((await context.request.post(`${site}/api/auth/sign-in/email`, { data: { email: E2E_PRO_LEARNER.email, password: E2E_PRO_LEARNER.password }, headers: { origin: site } })).status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${site}/community`, { waitUntil: 'networkidle' });
    const spaces = page.getByRole('region', { name: 'Your Spaces' });
    await expectVisible(spaces.getByRole('link', { name: '#automation-lab' }));
    expect(await spaces.getByRole('link').count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Access Community (Coming Soon)' }).count()).toBe(0);
    await spaces.getByRole('link', { name: '#automation-lab' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'automation-lab' }));
    await expectVisible(page.getByRole('button', { name: 'Newest', pressed: true }));
    await context.close();
  });

  it('has no accessibility violations', async () => {
    const { page } = await openPage(browser, '/community');
    expect(await findAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
