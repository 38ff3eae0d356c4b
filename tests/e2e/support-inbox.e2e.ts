import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/modules/mail/mail-test-support';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS, type ViewportName } from './support/browser';
import { freePort } from './support/global-setup';
import { startOwnServer, type OwnServer } from './support/own-server';
import { E2E_SUPPORT_EMAIL } from './support/site-config';
import { toast } from './support/toast';
import { uniqueEmail } from './support/unique-email';

/** The support inbox at /admin/messages (issue 15). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInContext(site: string, email: string, password: string, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  if (email === E2E_ADMIN.email) {
    expect(await signInAsAdmin(context.request, site)).toBe(200);
    return context;
  }
  const response = await context.request.post(`${site}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: site } });
  expect(response.status()).toBe(200);
  return context;
}

async function sendContactMessage(site: string, subject: string): Promise<{ email: string; subject: string; text: string }> {
  const message = { name: 'Priya Shah', email: uniqueEmail('e2e-inbox'), subject, message: `Can you train my team of 12? (${subject})` };
  const context = await browser.newContext();
  const response = await context.request.post(`${site}/api/contact`, { data: message, headers: { origin: site } });
  expect(response.status()).toBe(201);
  await context.close();
  return { email: message.email, subject, text: message.message };
}

function listEntry(page: Page, subject: string): Locator {
  return page.getByRole('list', { name: "Messages, Elite members' open ones first, then newest first" }).getByRole('button').filter({ hasText: subject });
}

function openedMessage(page: Page, subject: string): Locator {
  return page.getByRole('region', { name: subject });
}

async function openInbox(context: BrowserContext, site: string, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site}/admin/messages${query}`, { waitUntil: 'networkidle' });
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Support Inbox' }));
  return page;
}

async function reply(page: Page, subject: string, text: string): Promise<Locator> {
  const message = openedMessage(page, subject);
  await message.getByLabel(/^Reply to /).fill(text);
  await message.getByRole('button', { name: 'Send Reply' }).click();
  await expectVisible(toast(page, 'Reply queued'));
  const replies = message.getByRole('list', { name: 'Conversation' });
  await expectVisible(replies.getByText(text));
  return replies.getByRole('listitem').filter({ hasText: text });
}

/** The .eml files of the shared server's local mailbox that mention `needle`. */
function mailboxMessagesWith(needle: string): string[] {
  const mailbox = path.join(inject('dataDir'), 'mailbox');
  let names: string[];
  try {
    names = readdirSync(mailbox);
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(path.join(mailbox, name), 'utf8')).filter((raw) => raw.replace(/=\r?\n/g, '').includes(needle));
}

describe('access', () => {
  it('sends a visitor to sign in and back, and a learner away with Access Denied', async () => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`${baseUrl()}/admin/messages`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/admin/messages');
    await visitor.close();

    const learner = await browser.newContext();
    const email = uniqueEmail('e2e-inbox-learner');
    const signUp = await learner.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Lee', lastName: 'Park', email, password: 'correct-horse-42' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);
    const learnerPage = await learner.newPage();
    await learnerPage.goto(`${baseUrl()}/admin/messages`, { waitUntil: 'networkidle' });
    await expectVisible(toast(learnerPage, 'Access Denied'));
    await learnerPage.waitForURL((url) => url.pathname === '/');
    await learner.close();
  });
});

describe('reading and answering', () => {
  it('the admin reads a message, replies (the reply lands in the local mailbox) and marks it handled', async () => {
    const sent = await sendContactMessage(baseUrl(), `Team training ${Date.now()}`);
    const admin = await signedInContext(baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await openInbox(admin, baseUrl());
    expect(await page.title()).toBe('Support Inbox | AI Action Academy');

    const entry = listEntry(page, sent.subject);
    await expectVisible(entry.getByText('Unread', { exact: true }));
    await entry.click();
    const message = openedMessage(page, sent.subject);
    await expectVisible(message.getByText(sent.text));
    await expectVisible(message.getByText(sent.email, { exact: false }));
    // Opening it marked it read.
    await expectVisible(listEntry(page, sent.subject).getByText('Open', { exact: true }));

    const replyText = `Yes, we run team workshops. (${sent.subject})`;
    const replyItem = await reply(page, sent.subject, replyText);
    await expectVisible(replyItem.getByText('Sent', { exact: true }), 20_000);
    await expect.poll(() => mailboxMessagesWith(replyText).length, { timeout: 10_000 }).toBe(1);
    const [eml] = mailboxMessagesWith(replyText);
    expect(eml).toContain(`To: ${sent.email}`);
    expect(eml).toContain(`Subject: Re: ${sent.subject}`);

    await message.getByRole('button', { name: 'Mark as Handled' }).click();
    await expectVisible(toast(page, 'Marked as handled'));
    await expectVisible(message.getByRole('button', { name: 'Reopen' }));
    await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Handled' }).click();
    await expectVisible(listEntry(page, sent.subject).getByText('Handled', { exact: true }));
    await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Open' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'open');
    await expect.poll(() => listEntry(page, sent.subject).count()).toBe(0);

    // Toasts fade out through colours axe would flag mid-animation: look at the page once they are gone.
    await expectHidden(page.locator('[data-sonner-toast]'), 15_000);
    expect(await findAxeViolations(page)).toEqual([]);
    await admin.close();
  });

  it('searches by sender and opens a message on a phone, with a way back to the list', async () => {
    const sent = await sendContactMessage(baseUrl(), `Phone check ${Date.now()}`);
    const admin = await signedInContext(baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password, 'mobile');
    const page = await openInbox(admin, baseUrl());
    await page.getByLabel('Search by sender or subject').fill(sent.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === sent.email);
    await expect.poll(() => page.getByRole('list', { name: "Messages, Elite members' open ones first, then newest first" }).getByRole('listitem').count()).toBe(1);
    await listEntry(page, sent.subject).click();
    await expectVisible(openedMessage(page, sent.subject).getByText(sent.text));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'Back to messages' }).click();
    await expectVisible(listEntry(page, sent.subject));
    await admin.close();
  });
});

const SUPPORT_REPLY_ADDRESS = 'support+{thread}@courses.test';
const INBOUND_SECRET = 'e2e-inbound-secret-0123456789abcdef';

describe('with SMTP down, then a real SMTP server', () => {
  let smtpPort: number;
  let site: OwnServer | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
    // Nothing listens on smtpPort yet: every delivery fails until the test starts the SMTP server.
    site = await startOwnServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
      SUPPORT_REPLY_ADDRESS: SUPPORT_REPLY_ADDRESS,
      INBOUND_MAIL_SECRET: INBOUND_SECRET,
    });
  });
  afterAll(async () => {
    await Promise.all([site?.stop(), smtp?.close()]);
  });

  it('keeps the message, its notice and the reply, delivers both once SMTP is back, and files the answer into the thread', { timeout: 180_000 }, async () => {
    const origin = site!.baseUrl;
    const sent = await sendContactMessage(origin, `While SMTP is down ${Date.now()}`);
    const admin = await signedInContext(origin, E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await openInbox(admin, origin);
    await listEntry(page, sent.subject).click();
    await expectVisible(openedMessage(page, sent.subject).getByText(sent.text));

    const replyText = 'Hi Priya, we will be in touch shortly.';
    const replyItem = await reply(page, sent.subject, replyText);
    await expectVisible(replyItem.getByText('Pending', { exact: true }));

    smtp = await startSmtpServer(smtpPort);
    // The worker retries a failed delivery after 30 s (then 60 s…).
    await expect
      .poll(() => smtp!.received.map((mail) => mail.rcptTo.join(',')), { timeout: 120_000, interval: 1_000 })
      .toEqual(expect.arrayContaining([sent.email, E2E_SUPPORT_EMAIL]));
    const toSender = smtp.received.find((mail) => mail.rcptTo.includes(sent.email))!;
    const delivered = toSender.raw.replace(/=\r?\n/g, '');
    expect(delivered).toContain(replyText);
    expect(delivered).not.toContain('Hi Priya Shah,');
    expect(delivered).not.toMatch(/^Auto-Submitted:/im);
    const replyTo = /^Reply-To: (.+)$/im.exec(delivered)![1]!.trim();
    expect(replyTo).toMatch(/^support\+[0-9a-f]{32}@courses\.test$/);
    const toSupport = smtp.received.find((mail) => mail.rcptTo.includes(E2E_SUPPORT_EMAIL))!;
    expect(toSupport.raw.replace(/=\r?\n/g, '')).toContain(sent.text);
    await expectVisible(replyItem.getByText('Sent', { exact: true }), 15_000);

    // Priya answers by email; the mail server hands her answer to the site.
    const answer = [`From: Priya Shah <${sent.email}>`, `To: ${replyTo}`, `Subject: Re: ${sent.subject}`, 'Message-ID: <e2e-answer@mail.example>', 'Content-Type: text/plain; charset=utf-8', '', 'Thursday works for us.', '', 'On Tue, Nov 24, 2026, Support wrote:', '> We will be in touch shortly.'].join('\r\n');
    const filed = await admin.request.post(`${origin}/api/inbound-mail`, { data: answer, headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_SECRET}` } });
    expect(await filed.json()).toMatchObject({ filed: true });
    await page.reload({ waitUntil: 'networkidle' });
    await listEntry(page, sent.subject).click();
    const answerItem = openedMessage(page, sent.subject).getByRole('list', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'Thursday works for us.' });
    await expectVisible(answerItem.getByText('Priya Shah answered by email'));
    await expect.poll(() => answerItem.textContent()).not.toContain('We will be in touch shortly.');
    await admin.close();
  });
});
