import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { grantRole } from '../modules/accounts/roles.data';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { findUserByEmail } from '../modules/accounts/accounts.data';
import { giveSecondFactor } from './second-factor';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from './test-app';

/** Headers a browser on the site sends with a write: Better Auth and our CSRF check want the Origin. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL };

export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The session cookie pair ("name=value") from a response's Set-Cookie headers. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface TestLearner {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

export async function signUp(app: TestApp, overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {}) {
  const body = { firstName: 'Maya', lastName: 'Lopez', email: uniqueEmail(), password: 'correct-horse', ...overrides };
  const response = await app.server.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: SAME_ORIGIN, payload: body });
  return { response, body };
}

/**
 * A signed-up learner with a session cookie, whose email is confirmed as if they had followed the
 * link (`emailVerified: false` leaves it unconfirmed, as right after sign-up).
 */
export async function createLearner(app: TestApp, overrides: Parameters<typeof signUp>[1] = {}, { emailVerified = true } = {}): Promise<TestLearner> {
  const { response, body } = await signUp(app, overrides);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const user = await findUserByEmail(app.database.db, body.email);
  if (emailVerified) await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
  return { email: body.email, password: body.password, cookie: sessionCookieOf(response), id: user!.id };
}

/**
 * An admin with the second factor set up (TEST_TOTP_SECRET; `secondFactorCode()` gives the code)
 * and a session cookie. `secondFactor: false` leaves it without one, as an admin before set-up.
 */
export async function createAdmin(app: TestApp, { secondFactor = true } = {}): Promise<TestLearner> {
  const admin = await createLearner(app, { email: uniqueEmail('admin') });
  await grantRole(app.database.db, admin.id, 'admin');
  if (secondFactor) await giveSecondFactor(app.database.db, admin.id, TEST_AUTH_SECRET);
  return admin;
}
