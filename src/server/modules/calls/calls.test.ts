import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallAvailabilityInput } from '../../../shared/api/calls';
import { callBookings, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { emailsTo, SUPPORT_ADDRESS } from '../../testing/billing';
import { useTestApp, TEST_PUBLIC_URL } from '../../testing/test-app';
import { CallsService } from './calls.service';

const app = useTestApp();
let admin: TestLearner;
beforeAll(async () => {
  admin = await createAdmin(app);
  const saved = await send('PUT', '/api/admin/calls/availability', admin, AVAILABILITY);
  expect(saved.statusCode, saved.body).toBe(200);
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Every day, all day, in New York: 45-minute calls with 15 minutes between them, at least 2 hours ahead. */
const AVAILABILITY: CallAvailabilityInput = {
  timeZone: 'America/New_York',
  bufferMinutes: 15,
  minimumNoticeHours: 2,
  meetingLink: 'https://meet.example.com/elite-call',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 24 * 60 })),
  oneOff: [],
};

const ANSWERS = { goal: 'Automate quoting for my plumbing firm', challenge: 'Writing quotes by hand, two hours a day', timeZone: 'Europe/Berlin' };

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner | undefined, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
}

async function eliteMember(): Promise<TestLearner> {
  const member = await createLearner(app);
  await app.database.db.insert(subscriptions).values({
    userId: member.id,
    planType: 'elite',
    status: 'active',
    currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
    currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
  });
  return member;
}

async function slotsFor(member: TestLearner): Promise<string[]> {
  const mine = await send('GET', '/api/calls/mine', member);
  expect(mine.statusCode, mine.body).toBe(200);
  return mine.json().slots;
}

const bookingsOf = (userId: string) => app.database.db.select().from(callBookings).where(eq(callBookings.userId, userId));

describe('booking the strategy call', () => {
  it('books an offered slot, and sends the member and the owner an invitation at that UTC time with the meeting link', async () => {
    const member = await eliteMember();
    const slots = await slotsFor(member);
    expect(slots.length).toBeGreaterThan(100);
    expect(Date.parse(slots[0]!)).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR_MS - 60_000);
    const startsAt = slots[40]!;
    const booked = await send('POST', '/api/calls', member, { startsAt, ...ANSWERS });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({ startsAt, status: 'booked', meetingLink: AVAILABILITY.meetingLink, mayChange: true });

    const [invitation] = await emailsTo(app.database.db, member.email);
    expect(invitation).toMatchObject({ kind: 'call-booked', subject: 'Your Elite strategy call is booked' });
    const dtstart = `DTSTART:${startsAt.replace(/[-:]/g, '').replace('.000', '')}`;
    expect(invitation!.calendar?.method).toBe('REQUEST');
    expect(invitation!.calendar?.content).toContain(`${dtstart}\r\n`);
    expect(invitation!.calendar?.content).toContain('LOCATION:https://meet.example.com/elite-call\r\n');
    const notice = (await emailsTo(app.database.db, SUPPORT_ADDRESS)).find((mail) => mail.replyTo === member.email && mail.kind === 'call-booked-notice');
    expect(notice?.textBody).toContain(ANSWERS.goal);
    expect(notice?.calendar?.content).toContain(dtstart);
  });

  it('gives two members who ask for one slot at the same instant one booking, and the others a clear 409', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => eliteMember()));
    const startsAt = (await slotsFor(members[0]!))[60]!;
    const answers = await Promise.all(members.map((member) => send('POST', '/api/calls', member, { startsAt, ...ANSWERS })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(new Set(refused.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set(['Someone booked that time a moment ago. Choose another time.']));
    const rows = await app.database.db.select().from(callBookings).where(eq(callBookings.startsAt, new Date(startsAt)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second call in the same membership year, a slot in the past and a time outside the hours, writing nothing', async () => {
    const member = await eliteMember();
    const slots = await slotsFor(member);
    const past = await send('POST', '/api/calls', member, { startsAt: new Date(Date.now() - HOUR_MS).toISOString(), ...ANSWERS });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('That time has passed. Choose one of the times offered.');
    const offGrid = await send('POST', '/api/calls', member, { startsAt: new Date(Date.parse(slots[80]!) + 10 * 60_000).toISOString(), ...ANSWERS });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toContain('That time is not open for booking');
    const tooSoon = await send('POST', '/api/calls', member, { startsAt: new Date(Date.now() + 30 * 60_000).toISOString(), ...ANSWERS });
    expect(tooSoon.statusCode).toBe(400);
    expect(await bookingsOf(member.id)).toEqual([]);
    expect(await emailsTo(app.database.db, member.email)).toEqual([]);

    expect((await send('POST', '/api/calls', member, { startsAt: slots[80], ...ANSWERS })).statusCode).toBe(201);
    const second = await send('POST', '/api/calls', member, { startsAt: slots[82], ...ANSWERS });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('one strategy call a year');
    expect(await bookingsOf(member.id)).toHaveLength(1);
  });

  it('asks both preparation questions and a real time zone', async () => {
    const member = await eliteMember();
    const [slot] = await slotsFor(member);
    const blank = await send('POST', '/api/calls', member, { startsAt: slot, ...ANSWERS, goal: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("Answer 'What would you most like to get out of this call?'");
    const zone = await send('POST', '/api/calls', member, { startsAt: slot, ...ANSWERS, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(await bookingsOf(member.id)).toEqual([]);
  });

  it('turns away visitors and members without Elite', async () => {
    expect((await send('GET', '/api/calls/mine', undefined)).statusCode).toBe(401);
    const learner = await createLearner(app);
    expect((await send('GET', '/api/calls/mine', learner)).json()).toMatchObject({ unavailable: 'The 1:1 strategy call comes with Elite Access.', slots: [] });
    const refused = await send('POST', '/api/calls', learner, { startsAt: new Date(Date.now() + 3 * DAY_MS).toISOString(), ...ANSWERS });
    expect(refused.statusCode).toBe(403);
    expect(await bookingsOf(learner.id)).toEqual([]);
  });
});

describe('Elite given by hand', () => {
  it('opens the strategy call to a learner an admin gave Elite, counted in a year from the grant, and closes it when the grant ends', async () => {
    const learner = await createLearner(app);
    const endsOn = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);
    const given = await send('POST', `/api/admin/learners/${learner.id}/complimentary-plan`, admin, { plan: 'elite', endsOn, reason: 'Partner' });
    expect(given.statusCode, given.body).toBe(200);
    const mine = (await send('GET', '/api/calls/mine', learner)).json();
    expect(mine.unavailable ?? null).toBeNull();
    expect(mine.slots.length).toBeGreaterThan(0);
    expect(Date.parse(mine.yearEndsAt)).toBe(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS);
    const booked = await send('POST', '/api/calls', learner, { startsAt: mine.slots[0], ...ANSWERS });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await bookingsOf(learner.id)).toHaveLength(1);

    const ended = await send('POST', `/api/admin/learners/${learner.id}/complimentary-plan/ending`, admin, { reason: 'Partnership over' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await send('GET', '/api/calls/mine', learner)).json()).toMatchObject({ unavailable: 'The 1:1 strategy call comes with Elite Access.' });
  });
});

describe('changing the call', () => {
  it('reschedules with the same calendar event at a higher sequence, and cancels it, up to 24 hours before', async () => {
    const member = await eliteMember();
    const slots = await slotsFor(member);
    await send('POST', '/api/calls', member, { startsAt: slots[100], ...ANSWERS });
    const moved = await send('POST', '/api/calls/mine/reschedule', member, { startsAt: slots[104], timeZone: 'Asia/Tokyo' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.startsAt).toBe(slots[104]);
    const rows = await bookingsOf(member.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['booked', 'cancelled']);
    expect(new Set(rows.map((row) => row.calendarUid)).size).toBe(1);
    const mails = await emailsTo(app.database.db, member.email);
    const update = mails.find((mail) => mail.kind === 'call-rescheduled')!;
    expect(update.calendar?.content).toContain('SEQUENCE:1\r\n');
    expect(update.textBody).toContain('(Asia/Tokyo)');

    const cancelled = await send('POST', '/api/calls/mine/cancellation', member);
    expect(cancelled.json()).toMatchObject({ booking: null });
    const cancellation = (await emailsTo(app.database.db, member.email)).find((mail) => mail.kind === 'call-cancelled')!;
    expect(cancellation.calendar).toMatchObject({ method: 'CANCEL' });
    expect(cancellation.calendar?.content).toContain('SEQUENCE:2\r\n');
    expect((await send('POST', '/api/calls', member, { startsAt: slots[100], ...ANSWERS })).statusCode).toBe(201);
  });

  it('refuses a change within 24 hours of the call', async () => {
    const member = await eliteMember();
    const soon = (await slotsFor(member)).find((slot) => Date.parse(slot) < Date.now() + 20 * HOUR_MS)!;
    await send('POST', '/api/calls', member, { startsAt: soon, ...ANSWERS });
    const refused = await send('POST', '/api/calls/mine/cancellation', member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('starts within 24 hours');
    expect((await bookingsOf(member.id)).map((row) => row.status)).toEqual(['booked']);
  });
});

describe('reminders', () => {
  it('reminds the member once, the day before the call', async () => {
    const member = await eliteMember();
    const startsAt = (await slotsFor(member)).find((slot) => Date.parse(slot) > Date.now() + 3 * DAY_MS)!;
    await send('POST', '/api/calls', member, { startsAt, ...ANSWERS });
    const service = (at: number) => new CallsService(app.database.db, { supportEmail: SUPPORT_ADDRESS, publicUrl: TEST_PUBLIC_URL }, () => new Date(at));
    await service(Date.parse(startsAt) - 25 * HOUR_MS).sendDueReminders();
    expect((await emailsTo(app.database.db, member.email)).filter((mail) => mail.kind === 'call-reminder')).toHaveLength(0);
    await Promise.all([service(Date.parse(startsAt) - 23 * HOUR_MS).sendDueReminders(), service(Date.parse(startsAt) - 22 * HOUR_MS).sendDueReminders()]);
    const reminders = (await emailsTo(app.database.db, member.email)).filter((mail) => mail.kind === 'call-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.textBody).toContain(AVAILABILITY.meetingLink);
  });
});

describe('/admin/calls', () => {
  it('lists upcoming calls with the answers, and marks a call held only once it has started', async () => {
    const member = await eliteMember();
    const startsAt = (await slotsFor(member))[120]!;
    await send('POST', '/api/calls', member, { startsAt, ...ANSWERS });
    const upcoming = (await send('GET', '/api/admin/calls?view=upcoming', admin)).json().calls;
    const call = upcoming.find((entry: { memberEmail: string }) => entry.memberEmail === member.email);
    expect(call).toMatchObject({ startsAt, status: 'booked', goal: ANSWERS.goal, memberTimeZone: 'Europe/Berlin' });
    const early = await send('POST', `/api/admin/calls/${call.id}/outcome`, admin, { outcome: 'held' });
    expect(early.statusCode).toBe(409);

    await app.database.db
      .update(callBookings)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR_MS), endsAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(callBookings.id, call.id));
    const held = await send('POST', `/api/admin/calls/${call.id}/outcome`, admin, { outcome: 'held' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().call.status).toBe('held');
    const past = (await send('GET', '/api/admin/calls?view=past', admin)).json().calls;
    expect(past.find((entry: { id: string }) => entry.id === call.id)).toMatchObject({ status: 'held' });
  });

  it('keeps availability and calls to admins, and refuses hours that cannot fit a call', async () => {
    expect((await send('GET', '/api/admin/calls', await eliteMember())).statusCode).toBe(403);
    const bad = await send('PUT', '/api/admin/calls/availability', admin, { ...AVAILABILITY, weekly: [{ weekday: 1, startMinute: 540, endMinute: 560 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Hours must end at least 45 minutes after they start');
    const zone = await send('PUT', '/api/admin/calls/availability', admin, { ...AVAILABILITY, timeZone: 'Nowhere/City' });
    expect(zone.statusCode).toBe(400);
    expect((await send('GET', '/api/admin/calls/availability', admin)).json().availability).toEqual(AVAILABILITY);
  });
});
