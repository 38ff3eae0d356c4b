import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEmail, listEmails, listEmailsResponseSchema } from '../../../shared/api/admin-emails';
import { emailOutbox } from '../../db/schema';
import { createAdmin, createLearner, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { decodedBodyOf, headerOf, waitFor } from './mail-test-support';
import { enqueueEmail } from './outgoing-email';

/** /api/admin/emails: who may read the delivery log, and what it shows in each mail mode. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-admin-emails-'));
let local: TestApp;
let smtp: TestApp;
let admin: TestLearner;
let learner: TestLearner;
let smtpAdmin: TestLearner;

beforeAll(async () => {
  [local, smtp] = await Promise.all([
    createTestApp({ env: { DATA_DIR: dataDir } }),
    // Its worker never starts, so nothing tries this address.
    createTestApp({ env: { SMTP_URL: 'smtp://user:secret@127.0.0.1:9' } }),
  ]);
  [admin, learner, smtpAdmin] = await Promise.all([createAdmin(local), createLearner(local), createAdmin(smtp)]);
});
afterAll(async () => {
  await Promise.all([local?.close(), smtp?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, who?: TestLearner) => app.server.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

describe('access', () => {
  it.each(['/api/admin/emails', '/api/admin/emails?status=bogus', '/api/admin/emails/00000000-0000-4000-8000-000000000000'])(
    'answers %s with 401 to visitors and 403 to learners',
    async (url) => {
      const visitor = await get(local, url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
      const signedIn = await get(local, url, learner);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json()).toEqual({ error: 'FORBIDDEN', message: 'You must be an admin to access this page.' });
    },
  );

  it('answers 200 to admins, never to be cached', async () => {
    const answer = await injectEndpoint(local.server, listEmails, admin);
    expect(answer.status).toBe(200);
    expect(answer.response.headers['cache-control']).toBe('no-store');
  });
});

describe('the delivery log', () => {
  it('lists messages newest first, 50 a page, with the mail mode', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) {
      ids.push(await enqueueEmail(local.database.db, { kind: 'paging', to: `page-${i}@example.com`, subject: `Paging ${i}`, text: 'Hello' }));
      await local.database.db.update(emailOutbox).set({ createdAt: sql`now() + ${i}::integer * interval '1 second'` }).where(eq(emailOutbox.id, ids[i]!));
    }
    const first = await get(local, '/api/admin/emails', admin);
    const body = listEmailsResponseSchema.parse(first.json());
    expect(body).toMatchObject({ mode: 'local', page: 1, pageSize: 50 });
    expect(body.total).toBeGreaterThanOrEqual(53);
    expect(body.emails).toHaveLength(50);
    expect(body.emails.slice(0, 3).map((e) => e.subject)).toEqual(['Paging 52', 'Paging 51', 'Paging 50']);
    expect(body.emails[0]).toEqual({
      id: ids[52],
      kind: 'paging',
      to: 'page-52@example.com',
      subject: 'Paging 52',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      nextAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.emails[0]).not.toHaveProperty('text');

    const last = listEmailsResponseSchema.parse((await get(local, `/api/admin/emails?page=${Math.ceil(body.total / 50)}`, admin)).json());
    expect(last.emails.length).toBe(body.total % 50 || 50);
    const beyond = listEmailsResponseSchema.parse((await get(local, '/api/admin/emails?page=999', admin)).json());
    expect(beyond).toMatchObject({ emails: [], page: 999, total: body.total });
  });

  it('filters by status', async () => {
    const id = await enqueueEmail(local.database.db, { kind: 'filter', to: 'failed@example.com', subject: 'Bounced', text: 'Hello' });
    await local.database.db.update(emailOutbox).set({ status: 'failed', attempts: 10, lastError: '550 No such user' }).where(eq(emailOutbox.id, id));
    const body = (await injectEndpoint(local.server, listEmails, admin, { query: { status: 'failed' } })).body();
    expect(body.emails.map((e) => e.id)).toEqual([id]);
    expect(body.emails[0]).toMatchObject({ status: 'failed', attempts: 10, lastError: '550 No such user' });
    expect(body.total).toBe(1);
  });

  it.each([
    ['status=bogus', 'Invalid query parameter "status": status must be one of pending, sending, sent, failed'],
    ['page=0', 'Invalid query parameter "page": page must be at least 1'],
    ['page=two', 'Invalid query parameter "page": page must be a number'],
    ['page=1.5', 'Invalid query parameter "page": page must be a whole number'],
    ['sort=oldest', 'Unknown query parameter: sort'],
  ])('refuses ?%s with a message', async (query, message) => {
    const response = await get(local, `/api/admin/emails?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message });
  });
});

describe('one message', () => {
  it('in local mode, shows the message the learner got, which the worker also wrote to the mailbox', async () => {
    const email = uniqueEmail('local');
    await createLearner(local, { firstName: 'Priya', email });
    const [row] = await local.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

    const answer = await injectEndpoint(local.server, getEmail, admin, { params: { id: row!.id } });
    expect(answer.status).toBe(200);
    const { email: detail } = answer.body();
    expect(detail).toMatchObject({ id: row!.id, kind: 'welcome', to: email, subject: 'Welcome to AI Action Academy', status: 'pending' });
    expect(detail.text).toContain('Hi Priya,');
    expect(detail.html).toContain('Hi Priya,');

    local.mailWorker.start();
    const file = path.join(dataDir, 'mailbox', `${row!.id}.eml`);
    const raw = await waitFor(() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    }, 'the .eml file');
    expect(headerOf(raw, 'To')).toBe(email);
    expect(decodedBodyOf(raw)).toContain('Hi Priya,');
    const sent = await waitFor(async () => {
      const { email: current } = (await get(local, `/api/admin/emails/${row!.id}`, admin)).json() as { email: { status: string; sentAt: string | null } };
      return current.status === 'sent' ? current : undefined;
    }, 'the log to show it sent');
    expect(sent.sentAt).toMatch(/^\d{4}-/);
  });

  it('with SMTP, shows the delivery but not the message itself', async () => {
    const email = uniqueEmail('smtp');
    await createLearner(smtp, { firstName: 'Priya', email });
    const [row] = await smtp.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

    const list = listEmailsResponseSchema.parse((await get(smtp, '/api/admin/emails', smtpAdmin)).json());
    expect(list.mode).toBe('smtp');
    const response = await get(smtp, `/api/admin/emails/${row!.id}`, smtpAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toMatchObject({ id: row!.id, to: email, subject: 'Welcome to AI Action Academy', text: null, html: null });
  });

  it.each([['not-a-uuid'], ['00000000-0000-4000-8000-000000000000'], ["1' or '1'='1"]])('answers 404 for the id %s', async (id) => {
    const response = await get(local, `/api/admin/emails/${encodeURIComponent(id)}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Email not found.' });
  });
});
