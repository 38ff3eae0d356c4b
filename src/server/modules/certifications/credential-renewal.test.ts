import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificationCredentials, courseProgress, subscriptions, workshopRegistrations, workshops } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();
let admin: TestLearner;
let courseId: string;
beforeAll(async () => {
  admin = await createAdmin(app);
  courseId = (await createCourse(app.database.db)).id;
});

const DAY_MS = 24 * 60 * 60 * 1000;
const TRACK = 'ai-implementation-partner';

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner | undefined, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
}

/** An Elite member holding the Elite credential, issued `issuedDaysAgo` days ago and current for a year. */
async function holder(issuedDaysAgo: number, plan: 'elite' | 'pro' = 'elite'): Promise<{ learner: TestLearner; expiresAt: Date }> {
  const learner = await createLearner(app);
  await app.database.db.insert(subscriptions).values({
    userId: learner.id,
    planType: plan,
    status: 'active',
    currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
    currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
  });
  const issuedAt = new Date(Date.now() - issuedDaysAgo * DAY_MS);
  const expiresAt = new Date(issuedAt);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
  await app.database.db.insert(certificationCredentials).values({
    credentialId: `CERT-2026-${learner.id.slice(0, 6).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`,
    userId: learner.id,
    trackId: TRACK,
    learnerName: 'Maya Lopez',
    trackTitle: 'Elite AI Implementation Partner',
    issuedAt,
    expiresAt,
  });
  return { learner, expiresAt };
}

async function completeLessons(userId: string, daysAgo: number[]) {
  for (const [index, days] of daysAgo.entries()) {
    await app.database.db.insert(courseProgress).values({ userId, courseId, lessonId: `lesson-${days}-${index}`, completedAt: new Date(Date.now() - days * DAY_MS) });
  }
}

async function attendWorkshop(userId: string, daysAgo: number) {
  const [workshop] = await app.database.db
    .insert(workshops)
    .values({ title: 'Past workshop', description: 'Held', startsAt: new Date(Date.now() - daysAgo * DAY_MS), durationMinutes: 60, timeZone: 'America/New_York', joinLink: 'https://meet.example.com/w', capacity: 10 })
    .returning();
  await app.database.db.insert(workshopRegistrations).values({ workshopId: workshop!.id, userId, calendarUid: `w-${workshop!.id}`, registeredAt: new Date(Date.now() - (daysAgo + 1) * DAY_MS), attendance: 'attended' });
}

describe('renewing the Elite credential', () => {
  it('shows progress under the admin’s rule, refuses renewal until it is met, then renews for a year from the expiry, once', async () => {
    const saved = await send('PUT', '/api/admin/continuing-education', admin, { requiredCount: 3, counts: 'both' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { learner, expiresAt } = await holder(200);
    await completeLessons(learner.id, [300, 100]);
    await attendWorkshop(learner.id, 50);

    const progress = await send('GET', `/api/certifications/${TRACK}/renewal`, learner);
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().renewal).toMatchObject({ lessons: 1, workshops: 1, counted: 2, required: 3, counts: 'both', met: false, mayRenew: false });

    const early = await send('POST', `/api/certifications/${TRACK}/renewal`, learner, { expiresAt: expiresAt.toISOString() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Renewal needs 3 new lessons completed or workshops attended this year; you have 2. 1 to go.');

    await completeLessons(learner.id, [10]);
    const renewed = await send('POST', `/api/certifications/${TRACK}/renewal`, learner, { expiresAt: expiresAt.toISOString() });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newExpiry = new Date(expiresAt);
    newExpiry.setUTCFullYear(newExpiry.getUTCFullYear() + 1);
    expect(renewed.json().renewal.credential).toMatchObject({ expiresAt: newExpiry.toISOString(), current: true });
    expect(renewed.json().renewal).toMatchObject({ counted: 0, met: false });

    const again = await send('POST', `/api/certifications/${TRACK}/renewal`, learner, { expiresAt: expiresAt.toISOString() });
    expect(again.statusCode).toBe(200);
    expect(again.json().renewal.credential.expiresAt).toBe(newExpiry.toISOString());
    const [row] = await app.database.db.select().from(certificationCredentials).where(eq(certificationCredentials.userId, learner.id));
    expect(row!.expiresAt?.toISOString()).toBe(newExpiry.toISOString());

    const verified = await send('GET', `/api/credentials/${row!.credentialId}`, undefined);
    expect(verified.json().credential).toMatchObject({ expiresAt: newExpiry.toISOString(), current: true });
  });

  it('counts only workshops when the admin says so', async () => {
    expect((await send('PUT', '/api/admin/continuing-education', admin, { requiredCount: 1, counts: 'workshops' })).statusCode).toBe(200);
    const { learner } = await holder(100);
    await completeLessons(learner.id, [5, 6, 7]);
    expect((await send('GET', `/api/certifications/${TRACK}/renewal`, learner)).json().renewal).toMatchObject({ lessons: 3, workshops: 0, counted: 0, met: false });
    await attendWorkshop(learner.id, 20);
    expect((await send('GET', `/api/certifications/${TRACK}/renewal`, learner)).json().renewal).toMatchObject({ counted: 1, met: true, mayRenew: true });
  });

  it('refuses a Pro member, a learner without the credential, an admin rule of zero, and members changing the rule', async () => {
    const { learner, expiresAt } = await holder(100, 'pro');
    const refused = await send('POST', `/api/certifications/${TRACK}/renewal`, learner, { expiresAt: expiresAt.toISOString() });
    expect(refused.statusCode).toBe(403);
    const none = await send('GET', `/api/certifications/${TRACK}/renewal`, await createLearner(app));
    expect(none.json()).toEqual({ renewal: null });
    const zero = await send('PUT', '/api/admin/continuing-education', admin, { requiredCount: 0, counts: 'both' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Ask for at least 1 activity a year.');
    expect((await send('PUT', '/api/admin/continuing-education', learner, { requiredCount: 1, counts: 'both' })).statusCode).toBe(403);
    expect((await send('GET', `/api/certifications/${TRACK}/renewal`, undefined)).statusCode).toBe(401);
  });
});
