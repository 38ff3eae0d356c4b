import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMessagesResponseSchema, messageDetailResponseSchema, type MessageSummary } from '../../../shared/api/admin-messages';
import { contactMessages, contactReplies, emailOutbox, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';

/** /api/admin/messages: the support inbox. */

const app = useTestApp();
let admin: TestLearner;
let learner: TestLearner;
beforeAll(async () => {
  [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
});

const as = (who: TestLearner | undefined) => ({ ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) });
const get = (url: string, who: TestLearner | undefined = admin) => app.server.inject({ method: 'GET', url, headers: as(who) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, who: TestLearner | undefined = admin) =>
  app.server.inject({ method, url, headers: as(who), payload });

async function contact(overrides: Partial<{ name: string; email: string; subject: string; message: string }> = {}) {
  const body = { name: 'Priya Shah', email: uniqueEmail('visitor'), subject: 'A question', message: 'Do you train teams?', ...overrides };
  const response = await app.server.inject({ method: 'POST', url: '/api/contact', headers: SAME_ORIGIN, payload: body });
  expect(response.statusCode).toBe(201);
  const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
  return { ...body, id: row!.id };
}

const list = async (query = '') => listMessagesResponseSchema.parse((await get(`/api/admin/messages${query}`)).json());
const summaryOf = async (id: string, query = '?q=') => (await list(query)).messages.find((message) => message.id === id);

describe('access', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/admin/messages', undefined],
    ['GET', `/api/admin/messages/${id}`, undefined],
    ['POST', `/api/admin/messages/${id}/replies`, { body: 'Hi' }],
    ['PUT', `/api/admin/messages/${id}/handled`, { handled: true }],
  ] as const)('%s %s answers visitors 401 and learners 403', async (method, url, payload) => {
    const request = (who?: TestLearner) => app.server.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
    expect((await request()).statusCode).toBe(401);
    expect((await request(learner)).statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  it('lists messages newest first, unread, with the unread count', async () => {
    const first = await contact({ subject: 'First in' });
    const second = await contact({ subject: 'Second in' });
    const { messages, unread } = await list();
    const ids = messages.map((message) => message.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(messages.find((message) => message.id === first.id)).toMatchObject({ subject: 'First in', readAt: null, handledAt: null, priority: null, replyCount: 0, preview: 'Do you train teams?' });
    expect(unread).toBeGreaterThanOrEqual(2);
  });

  it('searches by sender name or email and by subject, treating % and _ as text', async () => {
    const mine = await contact({ name: 'Zebulon Quist', subject: 'Invoice 100% wrong' });
    expect((await list('?q=zebulon')).messages.map((m) => m.id)).toEqual([mine.id]);
    expect((await list(`?q=${encodeURIComponent(mine.email.toUpperCase())}`)).messages.map((m) => m.id)).toEqual([mine.id]);
    expect((await list(`?q=${encodeURIComponent('100%')}`)).messages.map((m) => m.id)).toEqual([mine.id]);
    expect((await list(`?q=${encodeURIComponent('100_')}`)).messages).toEqual([]);
  });

  it('marks Pro and Elite senders, matched by email to an account with that plan active, as priority', async () => {
    const pro = await createLearner(app);
    const lapsed = await createLearner(app);
    await app.database.db.insert(subscriptions).values([
      { userId: pro.id, planType: 'pro', status: 'active' },
      { userId: lapsed.id, planType: 'elite', status: 'inactive' },
    ]);
    const fromPro = await contact({ email: pro.email.toUpperCase() });
    const fromLapsed = await contact({ email: lapsed.email });
    expect((await summaryOf(fromPro.id))?.priority).toBe('pro');
    expect((await summaryOf(fromLapsed.id))?.priority).toBeNull();
  });

  it('lists Elite members’ open messages first, oldest first, then Pro members’ open ones, then the rest newest first; handled Elite messages take their usual place', async () => {
    const [elite, pro] = await Promise.all([createLearner(app), createLearner(app)]);
    await app.database.db.insert(subscriptions).values([
      { userId: elite.id, planType: 'elite', status: 'active' },
      { userId: pro.id, planType: 'pro', status: 'active' },
    ]);
    const sent = async (email: string | undefined, subject: string) => {
      await contact({ ...(email ? { email } : {}), subject });
      const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
      return row!.id;
    };
    const olderElite = await sent(elite.email, 'Zz-order older elite');
    await app.database.db.update(contactMessages).set({ createdAt: new Date(Date.now() - 30 * 60 * 60 * 1000) }).where(eq(contactMessages.id, olderElite));
    const newerElite = await sent(elite.email, 'Zz-order newer elite');
    const handledElite = await sent(elite.email, 'Zz-order handled elite');
    await app.database.db.update(contactMessages).set({ handledAt: new Date() }).where(eq(contactMessages.id, handledElite));
    const fromPro = await sent(pro.email, 'Zz-order pro');
    const visitor = await sent(undefined, 'Zz-order visitor');
    const order = (await list('?q=Zz-order')).messages.map((message) => message.id);
    expect(order).toEqual([olderElite, newerElite, fromPro, visitor, handledElite]);
  });

  it('opens a message with its text, marking it read, and filters unread, open and handled', async () => {
    const message = await contact({ subject: 'Open me', message: 'Line one\nLine two' });
    const opened = await get(`/api/admin/messages/${message.id}`);
    expect(opened.statusCode).toBe(200);
    const detail = messageDetailResponseSchema.parse(opened.json()).message;
    expect(detail).toMatchObject({ message: 'Line one\nLine two', replies: [] });
    expect(detail.readAt).not.toBeNull();
    const inFilter = async (filter: string) => (await list(`?filter=${filter}&q=${encodeURIComponent(message.email)}`)).messages.map((m: MessageSummary) => m.id);
    expect(await inFilter('unread')).toEqual([]);
    expect(await inFilter('open')).toEqual([message.id]);

    const handled = await send('PUT', `/api/admin/messages/${message.id}/handled`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message.handledAt).not.toBeNull();
    expect(await inFilter('handled')).toEqual([message.id]);
    expect(await inFilter('open')).toEqual([]);
    const reopened = await send('PUT', `/api/admin/messages/${message.id}/handled`, { handled: false });
    expect(reopened.json().message.handledAt).toBeNull();
  });

  it('replies by email to the sender through the outbox and keeps the reply with the message', async () => {
    const message = await contact({ name: 'Ana', subject: 'Team pricing', message: 'How much for 5 seats?' });
    const response = await send('POST', `/api/admin/messages/${message.id}/replies`, { body: '  Team Access is $10 a month per seat.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().reply).toMatchObject({ body: 'Team Access is $10 a month per seat.', emailStatus: 'pending', authorName: expect.any(String) });

    const [reply] = await app.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id));
    const [email] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, reply!.emailId!));
    expect(email).toMatchObject({ kind: 'contact-reply', toAddress: message.email, subject: 'Re: Team pricing', replyTo: null });
    expect(email!.textBody).toContain('Team Access is $10 a month per seat.');
    expect(email!.textBody).toContain('> How much for 5 seats?');

    const detail = messageDetailResponseSchema.parse((await get(`/api/admin/messages/${message.id}`)).json()).message;
    expect(detail.replies.map((r) => r.body)).toEqual(['Team Access is $10 a month per seat.']);
    expect((await summaryOf(message.id))?.replyCount).toBe(1);
  });

  it.each([
    ['an empty reply', { body: '   ' }, 'Please write a reply'],
    ['an overlong reply', { body: 'x'.repeat(10_001) }, 'at most 10000 characters'],
    ['an unknown field', { body: 'Hi', cc: 'x@example.com' }, 'Unknown field: cc'],
  ])('refuses %s with a clear message and queues nothing', async (_label, payload, message) => {
    const target = await contact();
    const response = await send('POST', `/api/admin/messages/${target.id}/replies`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await app.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, target.id))).toEqual([]);
  });

  it('answers 404 for a message that does not exist, whatever the id looks like', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await get(`/api/admin/messages/${id}`)).statusCode).toBe(404);
      expect((await send('POST', `/api/admin/messages/${id}/replies`, { body: 'Hi' })).statusCode).toBe(404);
      expect((await send('PUT', `/api/admin/messages/${id}/handled`, { handled: true })).json()).toEqual({ error: 'NOT_FOUND', message: 'Message not found.' });
    }
  });

  it('refuses a bad filter and page with 400', async () => {
    expect((await get('/api/admin/messages?filter=spam')).statusCode).toBe(400);
    expect((await get('/api/admin/messages?page=0')).statusCode).toBe(400);
  });
});
