import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN, sessionCookieOf, uniqueEmail } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { ensureAdminAccount } from './admin-accounts';

const app = useTestApp();

const signIn = (email: string, password: string) =>
  app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: SAME_ORIGIN, payload: { email, password } });

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  it('create the admin account when it is missing, and it signs in as an admin', async () => {
    const email = uniqueEmail('boss');
    await ensureAdminAccount(app.context.auth, app.database.db, { email, password: 'admin-password' });
    const response = await signIn(email, 'admin-password');
    expect(response.statusCode).toBe(200);
    const session = await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookieOf(response) } });
    expect(session.json().user).toMatchObject({ email, isAdmin: true });
  });

  it('give an existing account the role, keep its password, and can run again at every start', async () => {
    const email = uniqueEmail('owner');
    await app.server.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: SAME_ORIGIN, payload: { firstName: 'Olu', lastName: 'Ade', email, password: 'own-password' } });
    await ensureAdminAccount(app.context.auth, app.database.db, { email, password: 'other-password' });
    await ensureAdminAccount(app.context.auth, app.database.db, { email, password: 'other-password' });
    expect((await signIn(email, 'other-password')).statusCode).toBe(401);
    const response = await signIn(email, 'own-password');
    const session = await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookieOf(response) } });
    expect(session.json().user.isAdmin).toBe(true);
  });
});
