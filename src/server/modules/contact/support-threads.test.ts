import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDetailResponseSchema } from '../../../shared/api/admin-messages';
import { contactMessages } from '../../db/schema';
import { createAdmin, SAME_ORIGIN, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { decodedBodyOf, headerOf, startSmtpServer, waitFor, type TestSmtpServer } from '../mail/mail-test-support';

/** A support reply goes out as the owner wrote it, through a real SMTP server, and the sender's answer comes back into its thread. */

const SECRET = 'inbound-secret-for-the-tests-0123456789';
let smtp: TestSmtpServer;
let app: TestApp;
let admin: TestLearner;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: '"AI Action Academy" <hello@courses.test>',
        SUPPORT_EMAIL: 'support@courses.test',
        SUPPORT_REPLY_ADDRESS: 'support+{thread}@courses.test',
        INBOUND_MAIL_SECRET: SECRET,
    },
    mailWorker: { pollIntervalMs: 60_000 },
  });
  app.mailWorker.start();
  admin = await createAdmin(app);
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function contact(name: string, subject: string, message: string) {
  const email = uniqueEmail('tom');
  const response = await app.server.inject({ method: 'POST', url: '/api/contact', headers: SAME_ORIGIN, payload: { name, email, subject, message } });
  expect(response.statusCode).toBe(201);
  const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return { email, id: row!.id };
}

async function replyAndReceive(messageId: string, to: string, body: string) {
  const before = smtp.received.filter((mail) => mail.rcptTo.includes(to)).length;
  const response = await app.server.inject({ method: 'POST', url: `/api/admin/messages/${messageId}/replies`, headers: { ...SAME_ORIGIN, cookie: admin.cookie }, payload: { body } });
  expect(response.statusCode).toBe(201);
  return waitFor(() => smtp.received.filter((mail) => mail.rcptTo.includes(to))[before], 'the reply to reach the SMTP server');
}

const detail = async (id: string) =>
  messageDetailResponseSchema.parse((await app.server.inject({ method: 'GET', url: `/api/admin/messages/${id}`, headers: { ...SAME_ORIGIN, cookie: admin.cookie } })).json()).message;

function inbound(raw: string, authorization: string | null = `Bearer ${SECRET}`) {
  return app.server.inject({
    method: 'POST',
    url: '/api/inbound-mail',
    headers: { 'content-type': 'message/rfc822', ...(authorization === null ? {} : { authorization }) },
    payload: raw,
  });
}

function answerEmail(headers: Record<string, string>, text: string): string {
  const head = Object.entries({ 'MIME-Version': '1.0', 'Content-Type': 'text/plain; charset=utf-8', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${head.join('\r\n')}\r\n\r\n${text.replace(/\n/g, '\r\n')}`;
}

describe('a reply from the support inbox', () => {
  it('arrives as the owner wrote it: no added greeting, not marked automatic, threaded under the message, answers going to the thread', async () => {
    const { email, id } = await contact('Tom Becker', 'Team seats', 'How much for 5 seats?');
    const mail = await replyAndReceive(id, email, 'Hi Tom,\n\nTeam Access is $10 a month per seat.\n\nDaniel');

    const body = decodedBodyOf(mail.raw);
    expect(body).not.toContain('Hi Tom Becker,');
    expect(body.indexOf('Hi Tom,')).toBeLessThan(body.indexOf('Team Access is $10'));
    expect(body).toContain('Tom Becker wrote:');
    expect(body).toContain('> How much for 5 seats?');
    expect(body).not.toContain('Support: support@courses.test');
    expect(headerOf(mail.raw, 'Auto-Submitted')).toBeUndefined();
    expect(headerOf(mail.raw, 'Subject')).toBe('Re: Team seats');
    expect(headerOf(mail.raw, 'Reply-To')).toBe(`support+${id.replaceAll('-', '')}@courses.test`);
    expect(headerOf(mail.raw, 'In-Reply-To')).toBe(`<contact-${id}@courses.test>`);
    expect(headerOf(mail.raw, 'References')).toBe(`<contact-${id}@courses.test>`);
  });

  it("files the sender's emailed answer into its thread without the quoted text, once, and puts the thread back to unread and open", async () => {
    const { email, id } = await contact('Tom Becker', 'Team seats', 'How much for 5 seats?');
    const reply = await replyAndReceive(id, email, 'Hi Tom, $10 a month per seat.');
    await app.server.inject({ method: 'PUT', url: `/api/admin/messages/${id}/handled`, headers: { ...SAME_ORIGIN, cookie: admin.cookie }, payload: { handled: true } });

    const answer = answerEmail(
      {
        From: `Tom Becker <${email}>`,
        To: headerOf(reply.raw, 'Reply-To')!,
        Subject: 'Re: Team seats',
        'Message-ID': '<answer-1@mail.example>',
        'In-Reply-To': headerOf(reply.raw, 'Message-ID')!,
      },
      `Great, we'll take 5.\n\nOn Tue, 24 Nov 2026 at 10:00, AI Action Academy <hello@courses.test> wrote:\n> Hi Tom, $10 a month per seat.`,
    );
    const first = await inbound(answer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ filed: true, messageId: id });
    expect((await inbound(answer)).json()).toEqual({ filed: true, messageId: id });

    const thread = await detail(id);
    expect(thread.replies.map((r) => [r.fromAddress, r.body])).toEqual([
      [null, 'Hi Tom, $10 a month per seat.'],
      [email, "Great, we'll take 5."],
    ]);
    expect(thread.handledAt).toBeNull();

    const next = await replyAndReceive(id, email, 'Done: 5 seats are yours.');
    expect(headerOf(next.raw, 'In-Reply-To')).toBe('<answer-1@mail.example>');
    expect(headerOf(next.raw, 'References')).toBe(`<contact-${id}@courses.test> ${headerOf(reply.raw, 'Message-ID')} <answer-1@mail.example>`);
    expect(decodedBodyOf(next.raw)).toContain("> Great, we'll take 5.");
  });

  it('files an answer sent to the plain support address by the reply it answers, and decodes quoted-printable text', async () => {
    const { email, id } = await contact('Tom Becker', 'Invoices', 'Can I get an invoice?');
    const reply = await replyAndReceive(id, email, 'Yes, which company name?');
    const answer = answerEmail(
      { From: email, To: 'support@courses.test', Subject: 'Re: Invoices', 'Message-ID': '<answer-2@mail.example>', References: headerOf(reply.raw, 'Message-ID')!, 'Content-Transfer-Encoding': 'quoted-printable' },
      'M=C3=BCller GmbH, please.',
    );
    expect((await inbound(answer)).json()).toEqual({ filed: true, messageId: id });
    expect((await detail(id)).replies.at(-1)).toMatchObject({ fromAddress: email, body: 'Müller GmbH, please.' });
  });

  it('leaves an email that names no thread unfiled, and refuses a request without the secret', async () => {
    const stray = answerEmail({ From: 'someone@mail.example', To: 'support@courses.test', Subject: 'Hello', 'Message-ID': '<stray@mail.example>' }, 'Hi there');
    expect((await inbound(stray)).json()).toEqual({ filed: false, messageId: null });
    expect((await inbound(stray, null)).statusCode).toBe(401);
    expect((await inbound(stray, 'Bearer wrong')).statusCode).toBe(401);
  });
});
