import { describe, expect, it } from 'vitest';
import { endMyOtherSessions, endMySession, getSession, listMySessions } from '../../../shared/api/accounts';
import { createLearner, SAME_ORIGIN, sessionCookieOf, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs the learner in again from another browser; returns that session's cookie. */
async function signInFrom(learner: TestLearner, userAgent: string): Promise<string> {
  const answer = await app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...SAME_ORIGIN, 'user-agent': userAgent },
    payload: { email: learner.email, password: learner.password },
  });
  return sessionCookieOf(answer);
}

const signedIn = async (cookie: string) => (await injectEndpoint(app.server, getSession, { cookie })).response.json().user !== null;

describe('signed-in sessions on /profile', () => {
  it('lists the learner’s sessions with their device, marks this one, and signs out another or all others', async () => {
    const learner = await createLearner(app);
    const phone = await signInFrom(learner, IPHONE);
    const third = await signInFrom(learner, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    const listed = (await injectEndpoint(app.server, listMySessions, { cookie: learner.cookie })).body().sessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.map((session) => session.device)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Chrome on Windows']));
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    const phoneSession = (await injectEndpoint(app.server, listMySessions, { cookie: phone })).body().sessions.find((session) => session.current)!;
    expect((await injectEndpoint(app.server, endMySession, { cookie: learner.cookie }, { params: { id: phoneSession.id } })).status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(third)).toBe(true);

    expect((await injectEndpoint(app.server, endMyOtherSessions, { cookie: learner.cookie })).body()).toEqual({ ended: 1 });
    expect(await signedIn(third)).toBe(false);
    expect(await signedIn(learner.cookie)).toBe(true);
  });

  it("refuses to sign out another learner's session, and visitors", async () => {
    const [owner, stranger] = await Promise.all([createLearner(app), createLearner(app)]);
    const ownersSession = (await injectEndpoint(app.server, listMySessions, { cookie: owner.cookie })).body().sessions[0]!;
    expect((await injectEndpoint(app.server, endMySession, { cookie: stranger.cookie }, { params: { id: ownersSession.id } })).status).toBe(404);
    expect(await signedIn(owner.cookie)).toBe(true);
    expect((await injectEndpoint(app.server, listMySessions, {})).status).toBe(401);
  });

  it('a password change signs out every other session', async () => {
    const learner = await createLearner(app);
    const phone = await signInFrom(learner, IPHONE);
    const changed = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...SAME_ORIGIN, cookie: learner.cookie },
      payload: { currentPassword: learner.password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(phone)).toBe(false);
  });
});
