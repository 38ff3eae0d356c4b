import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpServer, waitFor, type TestSmtpServer } from '../mail/mail-test-support';

/** The Elite services' emails (the strategy call's and the audit's) through a real SMTP server that goes down and comes back. */

const SUPPORT = 'help@courses.test';
const DAY_MS = 24 * 60 * 60 * 1000;
let smtp: TestSmtpServer;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer(0);
  app = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '"AI Action Academy" <hello@courses.test>', SUPPORT_EMAIL: SUPPORT },
    mailWorker: { pollIntervalMs: 60_000 },
  });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });
}

function intake(who: TestLearner) {
  const boundary = `----audit-${randomBytes(8).toString('hex')}`;
  const fields = { businessSize: '5 people', toolsInUse: 'Gmail', processes: 'Invoices by hand', goals: 'Invoice the same day' };
  const payload = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
    .concat(`--${boundary}--\r\n`);
  return app.server.inject({ method: 'POST', url: '/api/audits', headers: { ...SAME_ORIGIN, cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe('Elite emails while SMTP is down', () => {
  it('keeps the call’s and the audit’s emails queued while the server is down, and delivers each once when it is back', async () => {
    const admin = await createAdmin(app);
    const member = await createLearner(app, { firstName: 'Ines' });
    await app.database.db.insert(subscriptions).values({
      userId: member.id,
      planType: 'elite',
      status: 'active',
      currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
      currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
    });
    const availability = {
      timeZone: 'America/New_York',
      bufferMinutes: 15,
      minimumNoticeHours: 2,
      meetingLink: 'https://meet.example.com/elite',
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 24 * 60 })),
      oneOff: [],
    };
    expect((await send('PUT', '/api/admin/calls/availability', admin, availability)).statusCode).toBe(200);

    const port = smtp.port;
    await smtp.close();

    const slots: string[] = (await send('GET', '/api/calls/mine', member)).json().slots;
    const booked = await send('POST', '/api/calls', member, { startsAt: slots[30], goal: 'Automate invoices', challenge: 'Typing them', timeZone: 'Europe/Madrid' });
    expect(booked.statusCode, booked.body).toBe(201);
    const submitted = await intake(member);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const auditId: string = submitted.json().audit.id;
    expect((await send('POST', `/api/admin/audits/${auditId}/status`, admin, { status: 'in_progress' })).statusCode).toBe(200);

    const kinds = ['call-booked', 'call-booked-notice', 'audit-received', 'audit-intake-notice', 'audit-in-progress'];
    const queued = () => app.database.db.select().from(emailOutbox).where(inArray(emailOutbox.kind, kinds));
    await app.mailWorker.runPass();
    const waiting = (await queued()).filter((row) => row.toAddress === member.email || row.replyTo === member.email);
    expect(waiting.map((row) => row.kind).sort()).toEqual([...kinds].sort());
    for (const row of waiting) expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });

    smtp = await startSmtpServer(port);
    await app.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        inArray(
          emailOutbox.id,
          waiting.map((row) => row.id),
        ),
      );
    await app.mailWorker.runPass();

    await waitFor(() => (smtp.received.filter((mail) => mail.rcptTo.includes(member.email)).length >= 3 ? true : undefined), 'the member’s three emails');
    const toMember = smtp.received.filter((mail) => mail.rcptTo.includes(member.email)).map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]?.trim());
    expect(toMember.sort()).toEqual(['Your Custom AI Audit is in progress', 'Your Elite strategy call is booked', 'We have your Custom AI Audit intake'].sort());
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(SUPPORT) && mail.raw.includes(member.email))).toHaveLength(2);
    for (const row of waiting) {
      const [after] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
      expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });
});
