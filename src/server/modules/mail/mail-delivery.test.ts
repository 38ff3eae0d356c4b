import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { signUp, uniqueEmail } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enqueueEmail } from './outgoing-email';
import { decodedBodyOf, headerOf, secondsUntilNextAttempt, startSmtpServer, waitFor, type TestSmtpServer } from './mail-test-support';

/** Sign-up to inbox through a real SMTP server, and what happens while that server is down. */

let smtp: TestSmtpServer;
let app: TestApp;

/** Addresses the test server refuses: for good (550) or for now (450). */
const answerRecipient = (address: string) =>
  address.startsWith('nobody')
    ? { code: 550, message: 'No such mailbox here' }
    : address.startsWith('busy')
      ? { code: 450, message: 'Mailbox busy, try again later' }
      : ('accept' as const);

beforeAll(async () => {
  smtp = await startSmtpServer(0, answerRecipient);
  // A long poll: delivery within the test's time comes from the wake-up on sign-up, or from a test's own pass.
  app = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '"AI Action Academy" <hello@courses.test>', SUPPORT_EMAIL: 'help@courses.test' },
    mailWorker: { pollIntervalMs: 60_000 },
  });
  app.mailWorker.start();
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const outboxRowFor = async (email: string) => {
  const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return row;
};

describe('mail delivery by SMTP', () => {
  it('delivers the welcome email to the SMTP server as soon as someone signs up', async () => {
    const email = uniqueEmail('welcome');
    const { response } = await signUp(app, { firstName: 'Maya', email });
    expect(response.statusCode).toBe(200);

    const mail = await waitFor(() => smtp.received.find((m) => m.rcptTo.includes(email)), 'the welcome email');
    expect(mail.mailFrom).toBe('hello@courses.test');
    expect(headerOf(mail.raw, 'To')).toBe(email);
    expect(headerOf(mail.raw, 'From')).toBe('AI Action Academy <hello@courses.test>');
    expect(headerOf(mail.raw, 'Reply-To')).toBe('help@courses.test');
    expect(headerOf(mail.raw, 'Subject')).toBe('Welcome to AI Action Academy');
    const body = decodedBodyOf(mail.raw);
    expect(body).toContain('Hi Maya,');
    expect(body).toContain('http://courses.test/courses/ai-101-for-business-owners');

    const row = await waitFor(async () => {
      const current = await outboxRowFor(email);
      return current?.status === 'sent' ? current : undefined;
    }, 'the row to be marked sent');
    expect(row).toMatchObject({ kind: 'welcome', attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(headerOf(mail.raw, 'Message-ID')).toBe(`<${row.id}@courses.test>`);
  });

  it('sends an email queued by anything on the database at once: the commit wakes the worker through the change feed', async () => {
    const email = uniqueEmail('queued-elsewhere');
    // As a command or another app process would: a transaction of its own, nothing told to this app.
    await withTransaction(app.database.db, (tx) => enqueueEmail(tx, { kind: 'welcome', to: email, subject: 'Queued elsewhere', text: 'Hello.' }));
    const mail = await waitFor(() => smtp.received.find((m) => m.rcptTo.includes(email)), 'the email queued elsewhere', 5_000);
    expect(headerOf(mail.raw, 'Subject')).toBe('Queued elsewhere');
  });

  it('keeps the message queued while the SMTP server is down, and delivers it once a server is back', async () => {
    const port = smtp.port;
    await smtp.close();

    const email = uniqueEmail('queued');
    const { response } = await signUp(app, { firstName: 'Jonah', email });
    expect(response.statusCode).toBe(200);
    await app.mailWorker.runPass();

    const waiting = await outboxRowFor(email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, lockedUntil: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    const seconds = await secondsUntilNextAttempt(app.database.db, waiting!.id);
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);

    // Not due yet: another pass leaves it alone rather than counting another attempt.
    await app.mailWorker.runPass();
    expect((await outboxRowFor(email))!.attempts).toBe(1);

    smtp = await startSmtpServer(port, answerRecipient);
    // Thirty seconds pass: the retry is due.
    await app.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, waiting!.id));
    await app.mailWorker.runPass();

    const mail = await waitFor(() => smtp.received.find((m) => m.rcptTo.includes(email)), 'the queued email');
    expect(decodedBodyOf(mail.raw)).toContain('Hi Jonah,');
    const sent = await outboxRowFor(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.filter((m) => m.rcptTo.includes(email))).toHaveLength(1);
  });

  it('gives up at once on an address the receiving server refuses for good (550)', async () => {
    const email = uniqueEmail('nobody');
    await signUp(app, { firstName: 'Nobody', email });
    await app.mailWorker.runPass();
    const row = await waitFor(async () => {
      const current = await outboxRowFor(email);
      return current?.status === 'failed' ? current : undefined;
    }, 'the row to be marked failed');
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/550/);
  });

  it('tries again later when the receiving server refuses for now (450)', async () => {
    const email = uniqueEmail('busy');
    await signUp(app, { firstName: 'Busy', email });
    await app.mailWorker.runPass();
    const row = await waitFor(async () => {
      const current = await outboxRowFor(email);
      return current?.attempts === 1 && current.lockedUntil === null ? current : undefined;
    }, 'the first attempt to be recorded');
    expect(row).toMatchObject({ status: 'pending', sentAt: null });
    expect(row.lastError).toMatch(/450/);
  });
});
