import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getProfile, getSession, updateProfile } from '../../../shared/api/accounts';
import { emailOutbox, users } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, sessionCookieOf, signUp, uniqueEmail } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createTestApp, useTestApp } from '../../testing/test-app';

const app = useTestApp();

const session = async (cookie?: string) => (await injectEndpoint(app.server, getSession, { cookie })).body();

describe('sign-up', () => {
  it('creates the account with both names, signs it in on the free plan unconfirmed and queues the welcome and confirmation emails', async () => {
    const email = uniqueEmail();
    const { response } = await signUp(app, { firstName: 'Ana', lastName: 'Silva', email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await session(cookie)).user).toMatchObject({ email, firstName: 'Ana', lastName: 'Silva', plan: 'free', isAdmin: false, emailVerified: false, subscriptionStatus: 'inactive' });
    const queued = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(queued.map((row) => row.kind).sort()).toEqual(['email-verification', 'welcome']);
    const welcome = queued.find((row) => row.kind === 'welcome');
    expect(welcome).toMatchObject({ status: 'pending' });
    expect(welcome!.textBody).toContain('Hi Ana,');
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'Please fill in all fields'],
    ['a 5-character password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a 10,000-character password', { password: 'x'.repeat(10_000) }, 'Password must be at most 128 characters'],
    ['a 300-character email', { email: `${'a'.repeat(300)}@example.com` }, 'Email must be at most 254 characters'],
    ['an email with spaces', { email: 'maya lopez@example.com' }, 'Email may not contain spaces'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a 1,000-character name', { firstName: 'M'.repeat(1000) }, 'First name must be at most 100 characters'],
    ['a name holding markup', { lastName: '<script>alert(1)</script>' }, 'Last name may not contain < > { } or \\'],
    ['a name that is a number', { firstName: 42 }, 'Please fill in all fields'],
  ])('refuses %s with a clear message naming the field, and makes no account', async (_label, override, message) => {
    const email = uniqueEmail('refused');
    const { response } = await signUp(app, { email, ...(override as object) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message, field: Object.keys(override)[0] });
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses JSON of the wrong shape', async () => {
    for (const payload of ['[]', '"text"', '{"email":', 'null']) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('makes exactly one account from 20 parallel sign-ups with one email', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(Array.from({ length: 20 }, () => signUp(app, { email }).then((r) => r.response)));
    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and answers the provider message to a wrong one', async () => {
    const learner = await createLearner(app);
    const ok = await app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: SAME_ORIGIN, payload: { email: learner.email, password: learner.password } });
    expect(ok.statusCode).toBe(200);
    const wrong = await app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: SAME_ORIGIN, payload: { email: learner.email, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('ends the session on the server', async () => {
    const learner = await createLearner(app);
    const out = await app.server.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await session(learner.cookie)).user).toBeNull();
  });

  it('refuses sign-in from another site', async () => {
    const learner = await createLearner(app);
    const response = await app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'https://evil.example' }, payload: { email: learner.email, password: learner.password } });
    expect(response.statusCode).toBe(403);
  });
});

describe('abuse limits', () => {
  it('limits sign-in attempts per email with a clear message, counted in the database', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      const learner = await createLearner(strict);
      const attempt = () =>
        strict.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: SAME_ORIGIN, payload: { email: learner.email, password: 'wrong-password' } });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe('profile', () => {
  it('sends visitors a 401', async () => {
    expect((await injectEndpoint(app.server, getProfile, {})).status).toBe(401);
    expect((await injectEndpoint(app.server, updateProfile, {}, { body: { firstName: 'A', lastName: 'B' } })).status).toBe(401);
  });

  it('saves both names and keeps the email', async () => {
    const learner = await createLearner(app);
    const response = await injectEndpoint(app.server, updateProfile, learner, { body: { firstName: '  Jo ', lastName: 'Park' } });
    expect(response.status).toBe(200);
    expect(response.body()).toEqual({ profile: { email: learner.email, firstName: 'Jo', lastName: 'Park' } });
    const again = await injectEndpoint(app.server, getProfile, learner);
    expect(again.body().profile.firstName).toBe('Jo');
  });

  it('refuses an email change and other unknown fields', async () => {
    const learner = await createLearner(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...SAME_ORIGIN, cookie: learner.cookie },
      payload: { firstName: 'Jo', lastName: 'Park', email: 'new@example.com' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a write from another site even with the learner's cookie", async () => {
    const learner = await createLearner(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', cookie: learner.cookie },
      payload: { firstName: 'Evil', lastName: 'Site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Requests from other sites are not allowed.');
  });
});

describe('roles', () => {
  it('reports the admin role decided on the server', async () => {
    const admin = await createAdmin(app);
    expect((await session(admin.cookie)).user?.isAdmin).toBe(true);
  });
});
