import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSession, resendVerificationEmail } from '../../../shared/api/accounts';
import { createCheckout } from '../../../shared/api/billing';
import { courseCertificates, emailOutbox } from '../../db/schema';
import { createLearner, sessionCookieOf, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { TEST_PUBLIC_URL, useTestApp } from '../../testing/test-app';

// Counted as in production (scale 1), so the sixth resend within the hour is refused.
const app = useTestApp({ rateLimitScale: 1 });
const { enroll, complete } = learningRequests(() => app);

async function confirmationLinksTo(email: string): Promise<string[]> {
  const rows = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);
  return rows.filter((row) => row.kind === 'email-verification').map((row) => /Confirm your email: (\S+)/.exec(row.textBody)![1]!);
}

/** Opens a confirmation link as the browser would (a GET on the site); returns the answer. */
async function follow(link: string, cookie?: string) {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_PUBLIC_URL);
  return app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

const sessionUser = async (learner: TestLearner) => (await injectEndpoint(app.server, getSession, { cookie: learner.cookie })).response.json().user;

describe('email verification', () => {
  it('sends a new account a confirmation link that confirms the address and lands signed in on the dashboard', async () => {
    const learner = await createLearner(app, {}, { emailVerified: false });
    expect(await sessionUser(learner)).toMatchObject({ emailVerified: false });
    const [link] = await confirmationLinksTo(learner.email);
    expect(link).toBeDefined();
    const answer = await follow(link!);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/dashboard?email=confirmed');
    const cookie = sessionCookieOf(answer);
    expect((await injectEndpoint(app.server, getSession, { cookie })).response.json().user).toMatchObject({ email: learner.email, emailVerified: true });
    expect(await sessionUser(learner)).toMatchObject({ emailVerified: true });
  });

  it('sends a forged or broken link back to the dashboard with an error and confirms nothing', async () => {
    const learner = await createLearner(app, {}, { emailVerified: false });
    const [link] = await confirmationLinksTo(learner.email);
    const forged = link!.replace(/token=([^&]+)/, (_all, token: string) => `token=${token.slice(0, -4)}AAAA`);
    const answer = await follow(forged);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^\/dashboard\?email=confirmed&error=/);
    expect((await follow('http://courses.test/api/auth/verify-email?token=<script>')).headers.location).toMatch(/error=invalid_token/);
    expect(await sessionUser(learner)).toMatchObject({ emailVerified: false });
  });

  it('refuses checkout until the address is confirmed, with a message that says what to do', async () => {
    const learner = await createLearner(app, {}, { emailVerified: false });
    const refused = await injectEndpoint(app.server, createCheckout, { cookie: learner.cookie }, { body: { plan: 'pro' } });
    expect(refused.status).toBe(403);
    expect(refused.response.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('confirm your email') });
    await follow((await confirmationLinksTo(learner.email))[0]!);
    expect((await injectEndpoint(app.server, createCheckout, { cookie: learner.cookie }, { body: { plan: 'pro' } })).status).toBe(200);
  });

  it('lets an unconfirmed learner finish a free course and issues the certificate once the address is confirmed', async () => {
    const learner = await createLearner(app, {}, { emailVerified: false });
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'One', lessons: [{ id: 'only', title: 'Only lesson' }] }] } });
    expect((await enroll(course.slug, learner)).statusCode).toBeLessThan(300);
    const completed = await complete(course.slug, 'only', learner);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ certificateIssued: false, certificate: null });
    expect(await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, learner.id))).toHaveLength(0);
    await follow((await confirmationLinksTo(learner.email))[0]!);
    const issued = await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, learner.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ courseId: course.id, learnerName: 'Maya Lopez' });
  });

  it("resends the link on request, a few times an hour, and refuses a confirmed account's request", async () => {
    const learner = await createLearner(app, {}, { emailVerified: false });
    const resend = () => injectEndpoint(app.server, resendVerificationEmail, { cookie: learner.cookie });
    for (let sent = 0; sent < 5; sent++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    expect(await confirmationLinksTo(learner.email)).toHaveLength(6);
    const confirmed = await createLearner(app);
    const refused = await injectEndpoint(app.server, resendVerificationEmail, { cookie: confirmed.cookie });
    expect(refused.status).toBe(400);
    expect((await injectEndpoint(app.server, resendVerificationEmail, {})).status).toBe(401);
  });
});
