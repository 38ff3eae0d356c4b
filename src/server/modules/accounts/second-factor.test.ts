import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOTP } from '@better-auth/utils/otp';
import { getSession } from '../../../shared/api/accounts';
import { getAdminOverview } from '../../../shared/api/admin-overview';
import { sessions, twoFactors, users } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, sessionCookieOf, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { secondFactorCode } from '../../testing/second-factor';
import { useTestApp } from '../../testing/test-app';
import { resetSecondFactor } from './admin-accounts';

// Counted as in production (scale 1): the limits on wrong codes are part of what is tested.
const app = useTestApp({ rateLimitScale: 1 });

const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) =>
  app.server.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, payload, ...(remoteAddress ? { remoteAddress } : {}) });

const overview = (cookie: string) => injectEndpoint(app.server, getAdminOverview, { cookie });

/** The cookies of an answer as one Cookie header (the pending sign-in's two-factor cookie among them). */
const cookiesOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Signs in with the password: the answer asks for the code and carries only the pending challenge. */
async function startSignIn(admin: TestLearner, remoteAddress?: string) {
  const answer = await post('/api/auth/sign-in/email', { email: admin.email, password: admin.password }, undefined, remoteAddress);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ twoFactorRedirect: true });
  expect(answer.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  return cookiesOf(answer);
}

describe('second factor for admins', () => {
  it('keeps an admin without a second factor out of every admin endpoint with a code the web redirects on, and learners out as before', async () => {
    const admin = await createAdmin(app, { secondFactor: false });
    const refused = await overview(admin.cookie);
    expect(refused.status).toBe(403);
    expect(refused.response.json()).toMatchObject({ error: 'SECOND_FACTOR_REQUIRED' });
    const learner = await createLearner(app);
    expect((await overview(learner.cookie)).response.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await injectEndpoint(app.server, getAdminOverview, {})).status).toBe(401);
  });

  it('sets up an authenticator with the password, shows recovery codes once, and opens the admin after the first code', async () => {
    const admin = await createAdmin(app, { secondFactor: false });
    expect((await post('/api/auth/two-factor/enable', { password: 'wrong-password' }, admin.cookie)).statusCode).toBe(400);
    const enabled = await post('/api/auth/two-factor/enable', { password: admin.password }, admin.cookie);
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/AI%20Action%20Academy:/);
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    // Not enabled until a code proves the app holds the secret.
    expect((await overview(admin.cookie)).status).toBe(403);
    const code = await createOTP(base32Decode(secret)).totp();
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code }, admin.cookie);
    expect(confirmed.statusCode).toBe(200);
    const cookie = sessionCookieOf(confirmed);
    expect((await injectEndpoint(app.server, getSession, { cookie })).response.json().user).toMatchObject({ secondFactorEnabled: true });
    expect((await overview(cookie)).status).toBe(200);
    // The secret and the recovery codes are stored encrypted, never as shown.
    const [stored] = await app.database.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.backupCodes).not.toContain(backupCodes[0]!);
  });

  it('asks for the code at sign-in, refuses a wrong one, and signs in with the right one', async () => {
    const admin = await createAdmin(app);
    const pending = await startSignIn(admin);
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect((await post('/api/auth/two-factor/verify-totp', { code: 'abc' }, pending)).json()).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app' });
    const right = await post('/api/auth/two-factor/verify-totp', { code: await secondFactorCode() }, pending);
    expect(right.statusCode).toBe(200);
    expect((await overview(sessionCookieOf(right))).status).toBe(200);
  });

  it('signs in with a recovery code, once', async () => {
    const admin = await createAdmin(app);
    const recovery = 'test0-codes';
    const first = await post('/api/auth/two-factor/verify-backup-code', { code: recovery }, await startSignIn(admin));
    expect(first.statusCode).toBe(200);
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: recovery }, await startSignIn(admin))).statusCode).toBe(401);
  });

  it('limits wrong codes like wrong passwords: a challenge ends after 5, an address is refused after 10 in 15 minutes', async () => {
    const admin = await createAdmin(app);
    const address = '203.0.113.77';
    const pending = await startSignIn(admin, address);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending, address)).statusCode).toBe(401);
    }
    expect((await post('/api/auth/two-factor/verify-totp', { code: await secondFactorCode() }, pending, address)).statusCode).toBe(400);
    const again = await startSignIn(admin, address);
    for (let attempt = 0; attempt < 4; attempt++) await post('/api/auth/two-factor/verify-totp', { code: '000000' }, again, address);
    expect((await post('/api/auth/two-factor/verify-totp', { code: await secondFactorCode() }, again, address)).statusCode).toBe(429);
  });

  it("npm run admin's reset removes the second factor and signs the admin out everywhere", async () => {
    const admin = await createAdmin(app);
    await resetSecondFactor(app.database.db, admin.email);
    expect(await app.database.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id))).toHaveLength(0);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(user!.twoFactorEnabled).toBe(false);
    const signedIn = await post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await overview(sessionCookieOf(signedIn))).response.json()).toMatchObject({ error: 'SECOND_FACTOR_REQUIRED' });
  });
});

/** RFC 4648 base32, as an otpauth:// URI carries the secret. */
function base32Decode(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
}
