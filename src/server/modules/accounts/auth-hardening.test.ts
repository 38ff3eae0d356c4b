import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, rateLimits, sessions, users, verifications } from '../../db/schema';
import { createLearner, SAME_ORIGIN, sessionCookieOf, signUp, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { createTestApp, useTestApp, TEST_AUTH_SECRET, type TestApp } from '../../testing/test-app';

/** Better Auth's endpoints as an attacker reaches them (issue 10): lockout, limits, reset tokens, fields. */

const app = useTestApp();
let strict: TestApp;
beforeAll(async () => {
  strict = await createTestApp({ rateLimitScale: 1 });
});
afterAll(async () => {
  await strict?.close();
});

const ATTACKER = '203.0.113.66';
const LEARNERS_HOME = '198.51.100.23';

const post = (target: TestApp, url: string, payload: object, options: { cookie?: string; remoteAddress?: string } = {}) =>
  target.server.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload,
    remoteAddress: options.remoteAddress,
  });
const signIn = (target: TestApp, email: string, password: string, remoteAddress?: string) =>
  post(target, '/api/auth/sign-in/email', { email, password }, { remoteAddress });

describe('sign-in lockout', () => {
  it("does not let a stranger lock a learner out by failing with the learner's email from one address", async () => {
    const learner = await createLearner(strict);
    const failures: number[] = [];
    for (let i = 0; i < 12; i++) failures.push((await signIn(strict, learner.email, 'wrong-password', ATTACKER)).statusCode);
    expect(failures.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(failures.slice(10)).toEqual([429, 429]);
    const own = await signIn(strict, learner.email, learner.password, LEARNERS_HOME);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('still stops one address guessing one account after ten failures', async () => {
    const learner = await createLearner(strict);
    for (let i = 0; i < 10; i++) expect((await signIn(strict, learner.email, 'wrong-password', '203.0.113.67')).statusCode).toBe(401);
    const limited = await signIn(strict, learner.email, learner.password, '203.0.113.67');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count successful sign-ins as failures', async () => {
    const learner = await createLearner(strict);
    for (let i = 0; i < 12; i++) expect((await signIn(strict, learner.email, learner.password, '203.0.113.68')).statusCode).toBe(200);
  });

  it('slows answers for an email that many addresses fail, and stops at a looser ceiling', async () => {
    const learner = await createLearner(strict);
    for (let i = 0; i < 10; i++) expect((await signIn(strict, learner.email, 'wrong-password', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const started = Date.now();
    expect((await signIn(strict, learner.email, 'wrong-password', '192.0.2.50')).statusCode).toBe(401);
    const slowed = Date.now() - started;
    expect(slowed).toBeGreaterThanOrEqual(200);
    // The ceiling: the per-email failure counter filled up as a botnet would fill it.
    await strict.database.db
      .update(rateLimits)
      .set({ count: 1000 })
      .where(eq(rateLimits.key, `sign-in-failures:email:${learner.email}`));
    // Past it, an address that has failed for this email is refused, even with the right password...
    const ceiling = await signIn(strict, learner.email, learner.password, '192.0.2.50');
    expect(ceiling.statusCode).toBe(429);
    // ...but the owner, signing in from an address with no failures, gets in, only slowed (issue 25).
    const ownerStarted = Date.now();
    const owner = await signIn(strict, learner.email, learner.password, LEARNERS_HOME);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - ownerStarted).toBeGreaterThanOrEqual(2500);
  });
});

describe('limits on the other password endpoints', () => {
  it('limits password checks by a signed-in learner', async () => {
    const learner = await createLearner(strict);
    for (const url of ['/api/auth/verify-password', '/api/auth/change-password']) {
      const payload = url.endsWith('verify-password') ? { password: 'wrong-password' } : { currentPassword: 'wrong-password', newPassword: 'another-password' };
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await post(strict, url, payload, { cookie: learner.cookie, remoteAddress: '203.0.113.90' })).statusCode);
      expect(answers.slice(0, 10).every((status) => status === 400 || status === 401), `${url} ${answers.join(',')}`).toBe(true);
      expect(answers[10], url).toBe(429);
    }
  });

  it("does not let a stranger's reset requests stop the owner asking for a reset (issue 25)", async () => {
    const learner = await createLearner(strict);
    const request = (remoteAddress: string) => post(strict, '/api/auth/request-password-reset', { email: learner.email, redirectTo: '/reset-password' }, { remoteAddress });
    const strangers: number[] = [];
    for (let i = 0; i < 6; i++) strangers.push((await request(ATTACKER)).statusCode);
    expect(strangers).toEqual([200, 200, 200, 200, 200, 429]);
    const owners = await request(LEARNERS_HOME);
    expect(owners.statusCode, owners.body).toBe(200);
    const mails = await strict.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, learner.email), eq(emailOutbox.kind, 'password-reset')));
    expect(mails).toHaveLength(6);
  });

  it('limits reset attempts per client address', async () => {
    const attempt = () => post(strict, '/api/auth/reset-password', { newPassword: 'a-new-password', token: 'guessedtoken123' }, { remoteAddress: '203.0.113.91' });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('password reset tokens', () => {
  async function resetTokens(email: string): Promise<string[]> {
    const mails = await app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password-reset')))
      .orderBy(desc(emailOutbox.createdAt));
    return mails.map((mail) => /reset-password\?token=([^\s&"]+)/.exec(mail.textBody)![1]!);
  }

  it('ends every outstanding reset link when one of them is used', async () => {
    const learner = await createLearner(app);
    await post(app, '/api/auth/request-password-reset', { email: learner.email });
    await post(app, '/api/auth/request-password-reset', { email: learner.email });
    const [newest, older] = await resetTokens(learner.email);
    expect(older).toBeDefined();
    expect((await post(app, '/api/auth/reset-password', { newPassword: 'first-new-password', token: newest })).statusCode).toBe(200);
    const reused = await post(app, '/api/auth/reset-password', { newPassword: 'second-new-password', token: older });
    expect(reused.statusCode).toBe(400);
    expect((await signIn(app, learner.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('stores reset links hashed: a copy of the database holds no link that works', async () => {
    const learner = await createLearner(app);
    await post(app, '/api/auth/request-password-reset', { email: learner.email });
    const [token] = await resetTokens(learner.email);
    const stored = await app.database.db.select({ identifier: verifications.identifier }).from(verifications).where(eq(verifications.value, learner.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).toMatch(/^reset-password:sha256:/);
    expect(stored[0]!.identifier).not.toContain(token!);
    const replayed = await post(app, '/api/auth/reset-password', { newPassword: 'copied-new-password', token: stored[0]!.identifier.replace('reset-password:', '') });
    expect(replayed.statusCode).toBe(400);
    expect((await post(app, '/api/auth/reset-password', { newPassword: 'mailed-new-password', token })).statusCode).toBe(200);
  });
});

describe('session tokens in a copy of the database (issue 25, decision 0041)', () => {
  it('signs no one in with a token read from the database: the cookie needs the signature only AUTH_SECRET makes', async () => {
    const learner = await createLearner(app);
    const [stored] = await app.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, learner.id));
    const cookieName = learner.cookie.slice(0, learner.cookie.indexOf('='));
    const sessionWith = async (cookie: string) => (await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user?.id ?? null;
    expect(await sessionWith(learner.cookie)).toBe(learner.id);
    const sign = (secret: string) => createHmac('sha256', secret).update(stored!.token).digest('base64');
    // The same token signed with the site's AUTH_SECRET is the cookie the site itself sets.
    expect(await sessionWith(`${cookieName}=${encodeURIComponent(`${stored!.token}.${sign(TEST_AUTH_SECRET)}`)}`)).toBe(learner.id);
    const signedElsewhere = sign('another-secret-that-is-at-least-32-characters');
    for (const value of [stored!.token, `${stored!.token}.${signedElsewhere}`, encodeURIComponent(`${stored!.token}.${signedElsewhere}`)]) {
      expect(await sessionWith(`${cookieName}=${value}`), value).toBeNull();
    }
  });
});

describe('changing the password (issue 25)', () => {
  it('signs out every other session, and refuses a body asking otherwise', async () => {
    const learner = await createLearner(app);
    const other = await signIn(app, learner.email, learner.password);
    const otherCookie = sessionCookieOf(other);
    const me = (cookie: string) => app.server.inject({ method: 'GET', url: '/api/me/courses', headers: { cookie } });
    expect((await me(otherCookie)).statusCode).toBe(200);
    const keepOthers = await post(app, '/api/auth/change-password', { currentPassword: learner.password, newPassword: 'a-brand-new-password', revokeOtherSessions: false }, { cookie: learner.cookie });
    expect(keepOthers.statusCode).toBe(400);
    const changed = await post(app, '/api/auth/change-password', { currentPassword: learner.password, newPassword: 'a-brand-new-password' }, { cookie: learner.cookie });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(otherCookie)).statusCode).toBe(401);
  });
});

describe("Better Auth's update-user endpoint", () => {
  const updateUser = (learner: TestLearner, payload: object) => post(app, '/api/auth/update-user', payload, { cookie: learner.cookie });
  const storedUser = async (learner: TestLearner) => (await app.database.db.select().from(users).where(eq(users.id, learner.id)))[0]!;

  it.each([
    ['a 3,000-character name', { name: 'N'.repeat(3000) }],
    ['a name that is an object', { name: { first: 'Evil' } }],
    ['a 900 KB image', { image: `data:image/png;base64,${'A'.repeat(900_000)}` }],
    ['a 3,000-character first name', { firstName: 'N'.repeat(3000), lastName: 'Park' }],
    ['a first name holding markup', { firstName: '<b>Jo</b>', lastName: 'Park' }],
  ])('refuses %s and leaves the account as it was', async (_label, payload) => {
    const learner = await createLearner(app, { firstName: 'Maya', lastName: 'Lopez' });
    const response = await updateUser(learner, payload);
    expect(response.statusCode).toBe(400);
    expect(await storedUser(learner)).toMatchObject({ name: 'Maya Lopez', firstName: 'Maya', lastName: 'Lopez', image: null });
  });

  it('changes the names by the same rules as the profile', async () => {
    const learner = await createLearner(app, { firstName: 'Maya', lastName: 'Lopez' });
    const response = await updateUser(learner, { firstName: ' Jo ', lastName: 'Park' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedUser(learner)).toMatchObject({ name: 'Jo Park', firstName: 'Jo', lastName: 'Park' });
  });

  it('serves none of the endpoints the product does not use', async () => {
    const learner = await createLearner(app);
    for (const path of ['change-email', 'delete-user', 'list-sessions', 'revoke-sessions', 'update-session', 'send-verification-email', 'sign-in/social']) {
      const response = await post(app, `/api/auth/${path}`, { newEmail: uniqueEmail(), email: learner.email }, { cookie: learner.cookie });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: learner.cookie } })).json().user).not.toBeNull();
  });
});

describe('sign-up and existing accounts (decision 0007)', () => {
  it('tells a visitor that an email already has an account, as the product accepts', async () => {
    const learner = await createLearner(app);
    const { response } = await signUp(app, { email: learner.email });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/already exists/i);
  });

  it('answers a reset request the same whether or not the email has an account', async () => {
    const learner = await createLearner(app);
    const known = await post(app, '/api/auth/request-password-reset', { email: learner.email });
    const unknown = await post(app, '/api/auth/request-password-reset', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });
});
