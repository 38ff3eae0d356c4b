import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalMailboxTransport } from '../../adapters/mail/local-mailbox-transport';
import { composeMessage } from '../../adapters/mail/mail-transport';
import { headerOf } from '../mail/mail-test-support';
import { courseProgress, emailOutbox, emailUnsubscribes, subscriptions, teams, users, videoPositions } from '../../db/schema';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { teamRequests } from '../../testing/teams';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '../../testing/test-app';
import { LearningEmailsService } from './learning-emails.service';
import { unsubscribeToken } from './unsubscribe-token';

const app = useTestApp();
const { teamWithSeats, joinedColleague } = teamRequests(() => app);
const DAY_MS = 24 * 60 * 60_000;

/** `days` from today at `utcHour`:00 UTC. 15:00 UTC is 10:00 or 11:00 in New York (the school's zone): open. 03:00 UTC is the night there. */
function at(days: number, utcHour: number): Date {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(utcHour, 0, 0, 0);
  return day;
}

const service = () => new LearningEmailsService(app.database.db, { publicUrl: TEST_PUBLIC_URL, signingSecret: TEST_AUTH_SECRET });

function emailsOf(email: string, kind: string) {
  return app.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));
}

function send(method: 'GET' | 'PATCH', url: string, who: TestLearner | undefined, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
}

async function studied(learner: TestLearner, courseId: string, lessonId: string, when: Date) {
  await app.database.db.insert(courseProgress).values({ userId: learner.id, courseId, lessonId, completedAt: when });
}

describe('email preferences on /profile', () => {
  it('starts with reminders and course news on, the digest off, and the school’s time zone', async () => {
    const learner = await createLearner(app);
    const answer = await send('GET', '/api/me/email-preferences', learner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ preferences: { timeZone: 'America/New_York', inactivityReminder: true, weeklyDigest: false, newCourse: true } });
  });

  it('saves the settings named and keeps the others; turning one off is logged', async () => {
    const learner = await createLearner(app);
    const saved = await send('PATCH', '/api/me/email-preferences', learner, { timeZone: 'Europe/Lisbon', newCourse: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual({ timeZone: 'Europe/Lisbon', inactivityReminder: true, weeklyDigest: false, newCourse: false });
    const log = await app.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, learner.id));
    expect(log.map(({ kind, source }) => ({ kind, source }))).toEqual([{ kind: 'new-course', source: 'profile' }]);
  });

  it('refuses a time zone that does not exist, with a message that says what to choose', async () => {
    const learner = await createLearner(app);
    const answer = await send('PATCH', '/api/me/email-preferences', learner, { timeZone: 'Mars/Olympus' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Choose a valid time zone');
  });

  it('answers 401 without a session', async () => {
    expect((await send('GET', '/api/me/email-preferences', undefined)).statusCode).toBe(401);
  });
});

describe('the inactivity reminder', () => {
  it('sends one email a week after the last study, with the next open lesson and a direct link, and not again until the learner studies and stops again', async () => {
    const course = await createCourse(app.database.db, { title: 'Reminder Course' });
    const learner = await createLearner(app, { firstName: 'Rosa' });
    await studied(learner, course.id, 'l1', at(1, 15));

    await service().sendDue(at(7, 15));
    expect(await emailsOf(learner.email, 'inactivity-reminder')).toHaveLength(0);

    await service().sendDue(at(8, 15));
    const [reminder, ...more] = await emailsOf(learner.email, 'inactivity-reminder');
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toBe('Pick up where you left off: Where it helps');
    expect(reminder!.textBody).toContain(`${TEST_PUBLIC_URL}/learn/${course.slug}?lesson=l2`);
    expect(reminder!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${TEST_PUBLIC_URL}/unsubscribe\\?token=[\\w-]+\\.inactivity-reminder\\.[\\w-]+>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await service().sendDue(at(9, 15));
    expect(await emailsOf(learner.email, 'inactivity-reminder')).toHaveLength(1);

    // A video watched counts as study, and resumes that lesson.
    await app.database.db.insert(videoPositions).values({ userId: learner.id, courseId: course.id, lessonId: 'l2', positionSeconds: 20, durationSeconds: 100, updatedAt: at(10, 15) });
    await service().sendDue(at(16, 15));
    expect(await emailsOf(learner.email, 'inactivity-reminder')).toHaveLength(1);
    await service().sendDue(at(17, 15));
    const both = await emailsOf(learner.email, 'inactivity-reminder');
    expect(both).toHaveLength(2);
  });

  it('waits for 9:00 in the learner’s own time zone', async () => {
    const course = await createCourse(app.database.db);
    const newYork = await createLearner(app);
    const tokyo = await createLearner(app);
    expect((await send('PATCH', '/api/me/email-preferences', tokyo, { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
    await studied(newYork, course.id, 'l1', at(1, 3));
    await studied(tokyo, course.id, 'l1', at(1, 3));

    // 03:00 UTC: night in New York, noon in Tokyo.
    await service().sendDue(at(9, 3));
    expect(await emailsOf(newYork.email, 'inactivity-reminder')).toHaveLength(0);
    expect(await emailsOf(tokyo.email, 'inactivity-reminder')).toHaveLength(1);

    await service().sendDue(at(9, 15));
    expect(await emailsOf(newYork.email, 'inactivity-reminder')).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  async function inactiveLearner() {
    const course = await createCourse(app.database.db);
    const learner = await createLearner(app);
    await studied(learner, course.id, 'l1', at(1, 15));
    return learner;
  }

  it('unsubscribes on the mail provider’s POST without a session, logs it, and sends no more of that kind', async () => {
    const learner = await inactiveLearner();
    const token = unsubscribeToken(TEST_AUTH_SECRET, learner.id, 'inactivity-reminder');

    const answer = await app.server.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'inactivity-reminder', subscribed: false });
    const log = await app.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, learner.id));
    expect(log.map(({ kind, source }) => ({ kind, source }))).toEqual([{ kind: 'inactivity-reminder', source: 'one-click' }]);

    await service().sendDue(at(9, 15));
    expect(await emailsOf(learner.email, 'inactivity-reminder')).toHaveLength(0);
    expect((await send('GET', '/api/me/email-preferences', learner)).json().preferences.inactivityReminder).toBe(false);
  });

  it('never unsubscribes on GET: the confirm page reads the link, and its button posts', async () => {
    const learner = await inactiveLearner();
    const token = unsubscribeToken(TEST_AUTH_SECRET, learner.id, 'weekly-digest');
    expect((await send('PATCH', '/api/me/email-preferences', learner, { weeklyDigest: true })).statusCode).toBe(200);

    const read = await app.server.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ kind: 'weekly-digest', maskedEmail: expect.stringMatching(/^l•+@example\.com$/), subscribed: true });
    expect((await send('GET', '/api/me/email-preferences', learner)).json().preferences.weeklyDigest).toBe(true);

    const confirmed = await app.server.inject({ method: 'POST', url: `/unsubscribe?token=${token}`, headers: SAME_ORIGIN, payload: {} });
    expect(confirmed.statusCode).toBe(200);
    expect((await send('GET', '/api/me/email-preferences', learner)).json().preferences.weeklyDigest).toBe(false);
    const again = await app.server.inject({ method: 'POST', url: `/unsubscribe?token=${token}`, headers: SAME_ORIGIN, payload: {} });
    expect(again.statusCode).toBe(200);
    const log = await app.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, learner.id));
    expect(log.map(({ source }) => source)).toEqual(['unsubscribe-page']);
  });

  it('refuses a changed token with a message, and changes nothing', async () => {
    const learner = await inactiveLearner();
    const token = unsubscribeToken(TEST_AUTH_SECRET, learner.id, 'inactivity-reminder').replace('inactivity-reminder', 'weekly-digest');
    const answer = await app.server.inject({ method: 'POST', url: `/unsubscribe?token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('This unsubscribe link is not valid');
    expect(await app.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, learner.id))).toHaveLength(0);
  });
});

describe('headers on the wire', () => {
  it('puts List-Unsubscribe on learning emails and never on transactional ones', async () => {
    const learner = await createLearner(app);
    const [welcome] = await emailsOf(learner.email, 'welcome');
    expect(welcome!.headers).toBeNull();
    const identity = { from: { name: 'Academy', address: 'no-reply@courses.test' }, replyTo: 'support@courses.test', company: { legalName: 'Academy LLC', postalAddress: undefined }, supportEmail: 'support@courses.test' };
    const transactional = composeMessage({ id: welcome!.id, to: learner.email, subject: welcome!.subject, text: welcome!.textBody, html: welcome!.htmlBody }, identity);
    expect(Object.keys(transactional.headers ?? {})).toEqual(['Auto-Submitted']);
    const headers = { 'List-Unsubscribe': '<https://courses.test/unsubscribe?token=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const learning = composeMessage({ id: welcome!.id, to: learner.email, subject: 's', text: 't', html: null, headers }, identity);
    expect(learning.headers).toEqual({ 'Auto-Submitted': 'auto-generated', ...headers });
  });
});

describe('a learning email on the wire', () => {
  it('leaves with both one-click headers, as the mail worker hands the outbox row to the transport', async () => {
    const course = await createCourse(app.database.db);
    const learner = await createLearner(app);
    await studied(learner, course.id, 'l1', at(1, 15));
    await service().sendDue(at(9, 15));
    const [row] = await emailsOf(learner.email, 'inactivity-reminder');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'learning-email-wire-'));
    try {
      const identity = { from: { name: 'Academy', address: 'no-reply@courses.test' }, replyTo: 'support@courses.test', company: { legalName: 'Academy LLC', postalAddress: undefined }, supportEmail: 'support@courses.test' };
      const transport = new LocalMailboxTransport(dataDir, identity);
      await transport.send({ id: row!.id, to: row!.toAddress, subject: row!.subject, text: row!.textBody, html: row!.htmlBody, headers: row!.headers ?? undefined });
      const raw = readFileSync(transport.fileOf(row!.id), 'utf8');
      expect(headerOf(raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/courses\.test\/unsubscribe\?token=[\w.-]+>$/);
      expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the weekly digest', () => {
  it('is off by default, and once on, comes once a week with the week’s lessons', async () => {
    const course = await createCourse(app.database.db, { title: 'Digest Course' });
    const learner = await createLearner(app);
    await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: learner.cookie }, payload: {} });
    await studied(learner, course.id, 'l1', at(2, 15));
    await service().sendDue(at(3, 15));
    expect(await emailsOf(learner.email, 'weekly-digest')).toHaveLength(0);

    expect((await send('PATCH', '/api/me/email-preferences', learner, { weeklyDigest: true })).statusCode).toBe(200);
    await service().sendDue(at(3, 15));
    await service().sendDue(at(3, 16));
    const [digest, ...more] = await emailsOf(learner.email, 'weekly-digest');
    expect(more).toHaveLength(0);
    expect(digest!.textBody).toContain('You finished 1 lesson this week.');
    expect(digest!.textBody).toContain('Digest Course: 33% complete (1 this week)');

    await service().sendDue(at(10, 15));
    expect(await emailsOf(learner.email, 'weekly-digest')).toHaveLength(2);
  });
});

describe('new-course news', () => {
  it('tells the learners whose plan opens a newly published course, once, and not those who joined after', async () => {
    const free = await createLearner(app);
    const pro = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: pro.id, planType: 'pro', status: 'active' });
    const proCourse = await createCourse(app.database.db, { title: 'Pro News Course', requiredPlan: 'pro' });

    await service().sendDue(at(1, 15));
    await service().sendDue(at(1, 16));
    const proNews = (await emailsOf(pro.email, 'new-course')).filter((email) => email.subject === 'New course: Pro News Course');
    expect(proNews).toHaveLength(1);
    expect(proNews[0]!.textBody).toContain(`${TEST_PUBLIC_URL}/courses/${proCourse.slug}`);
    expect((await emailsOf(free.email, 'new-course')).filter((email) => email.subject === 'New course: Pro News Course')).toHaveLength(0);

    const latecomer = await createLearner(app);
    await service().sendDue(at(2, 15));
    expect((await emailsOf(latecomer.email, 'new-course')).filter((email) => email.subject === 'New course: Pro News Course')).toHaveLength(0);
  });

  it("tells a Team Access seat holder of a new Pro course, as the seat opens it, but not of an Elite course, nor a member of a team whose subscription ended", async () => {
    const seated = await joinedColleague(await teamWithSeats(2));
    const lapsedOwner = await teamWithSeats(2);
    const lapsed = await joinedColleague(lapsedOwner);
    await app.database.db.update(teams).set({ status: 'inactive' }).where(eq(teams.ownerId, lapsedOwner.id));
    await createCourse(app.database.db, { title: 'Pro Course For Teams', requiredPlan: 'pro' });
    await createCourse(app.database.db, { title: 'Elite Course For Teams', requiredPlan: 'elite' });
    // The news goes to learners who had an account when the course was first seen published.
    await app.database.db.update(users).set({ createdAt: new Date(Date.now() - DAY_MS) }).where(inArray(users.id, [seated.id, lapsed.id]));

    await service().sendDue(at(1, 15));
    const subjects = async (learner: TestLearner) => (await emailsOf(learner.email, 'new-course')).map((email) => email.subject);
    expect(await subjects(seated)).toContain('New course: Pro Course For Teams');
    expect(await subjects(seated)).not.toContain('New course: Elite Course For Teams');
    expect(await subjects(lapsed)).not.toContain('New course: Pro Course For Teams');
  });
});
