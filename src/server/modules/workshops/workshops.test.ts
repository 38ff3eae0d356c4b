import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkshopInput } from '../../../shared/api/workshops';
import { subscriptions, workshopRegistrations, workshops } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { emailsTo } from '../../testing/billing';
import { uploadVideo } from '../../testing/media';
import { TEST_PUBLIC_URL, useTestApp } from '../../testing/test-app';
import { WorkshopsService } from './workshops.service';

const app = useTestApp();
let admin: TestLearner;
beforeAll(async () => {
  admin = await createAdmin(app);
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner | undefined, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
}

async function member(plan: 'free' | 'pro' | 'elite'): Promise<TestLearner> {
  const learner = await createLearner(app);
  if (plan !== 'free') {
    await app.database.db.insert(subscriptions).values({
      userId: learner.id,
      planType: plan,
      status: 'active',
      currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
      currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
    });
  }
  return learner;
}

/** A date in New York `days` from now, as the admin's form writes it. */
function newYorkDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * DAY_MS));
}

function input(overrides: Partial<WorkshopInput> = {}): WorkshopInput {
  return {
    title: 'Automating your inbox with AI',
    description: 'A live walk-through of sorting and answering customer email with AI, with questions at the end.',
    date: newYorkDate(10),
    time: '13:00',
    timeZone: 'America/New_York',
    durationMinutes: 60,
    joinLink: 'https://meet.example.com/inbox-workshop',
    capacity: 25,
    ...overrides,
  };
}

async function schedule(overrides: Partial<WorkshopInput> = {}): Promise<string> {
  const created = await send('POST', '/api/admin/workshops', admin, input(overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().workshop.id;
}

/** Moves a workshop's start (the test's stand-in for time passing). */
async function startWorkshopAt(id: string, startsAt: Date) {
  await app.database.db.update(workshops).set({ startsAt }).where(eq(workshops.id, id));
}

const registrationsOf = (workshopId: string) => app.database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));

describe('scheduling workshops', () => {
  it('takes the start on the owner’s clock and keeps it as that instant, showing it back as entered', async () => {
    const created = await send('POST', '/api/admin/workshops', admin, input({ date: '2027-03-15', time: '13:00' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().workshop).toMatchObject({ startsAt: '2027-03-15T17:00:00.000Z', endsAt: '2027-03-15T18:00:00.000Z', date: '2027-03-15', time: '13:00', seatsLeft: 25, registered: 0 });
  });

  it('refuses a start in the past, a skipped hour, zero capacity and a link that is not https, writing nothing', async () => {
    const before = (await app.database.db.select().from(workshops)).length;
    const cases: [Partial<WorkshopInput>, string][] = [
      [{ date: newYorkDate(-1) }, 'That start is in the past. Choose a date and time still to come.'],
      [{ date: '2027-03-14', time: '02:30' }, '02:30 does not exist on 2027-03-14 in America/New_York: the clocks skip that hour. Choose another time.'],
      [{ capacity: 0 }, 'The capacity must be at least 1 seat.'],
      [{ joinLink: 'http://meet.example.com/x' }, 'The join link must be an https:// address, such as https://zoom.us/j/123.'],
      [{ joinLink: 'javascript:alert(1)' }, 'The join link must be an https:// address, such as https://zoom.us/j/123.'],
      [{ durationMinutes: 0 }, 'A workshop lasts at least 15 minutes.'],
      [{ title: ' ' }, "Enter the workshop's title."],
    ];
    for (const [change, message] of cases) {
      const answer = await send('POST', '/api/admin/workshops', admin, input(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await app.database.db.select().from(workshops)).toHaveLength(before);
  });

  it('keeps the admin routes to admins: visitors 401, members 403', async () => {
    const elite = await member('elite');
    for (const [method, url, body] of [
      ['GET', '/api/admin/workshops', undefined],
      ['POST', '/api/admin/workshops', input()],
    ] as const) {
      expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      expect((await send(method, url, elite, body)).statusCode).toBe(403);
    }
  });
});

describe('registering for a workshop', () => {
  it('registers a learner an admin gave Elite by hand, and refuses them once the grant has ended', async () => {
    const id = await schedule({ date: '2027-03-16', time: '13:00' });
    const learner = await member('free');
    expect((await send('POST', `/api/workshops/${id}/registration`, learner)).statusCode).toBe(403);
    const endsOn = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);
    const given = await send('POST', `/api/admin/learners/${learner.id}/complimentary-plan`, admin, { plan: 'elite', endsOn, reason: 'Partner' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await send('POST', `/api/workshops/${id}/registration`, learner)).statusCode).toBe(201);
    const ended = await send('POST', `/api/admin/learners/${learner.id}/complimentary-plan/ending`, admin, { reason: 'Over' });
    expect(ended.statusCode, ended.body).toBe(200);
    const other = await schedule({ date: '2027-03-17', time: '13:00' });
    expect((await send('POST', `/api/workshops/${other}/registration`, learner)).statusCode).toBe(403);
  });

  it('registers an Elite member, sends the calendar invitation at the right UTC time, and lets them cancel', async () => {
    const id = await schedule({ date: '2027-03-15', time: '13:00' });
    const elite = await member('elite');
    const registered = await send('POST', `/api/workshops/${id}/registration`, elite);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().workshop).toMatchObject({ registered: true, mayRegister: false, seatsLeft: 24, joinLink: 'https://meet.example.com/inbox-workshop' });
    expect((await send('POST', `/api/workshops/${id}/registration`, elite)).statusCode).toBe(200);

    const [invitation] = await emailsTo(app.database.db, elite.email);
    expect(invitation).toMatchObject({ kind: 'workshop-registered', subject: "You're registered: Automating your inbox with AI" });
    expect(invitation!.calendar?.method).toBe('REQUEST');
    expect(invitation!.calendar?.content).toContain('DTSTART:20270315T170000Z\r\n');
    expect(invitation!.calendar?.content).toContain('DTEND:20270315T180000Z\r\n');
    expect(invitation!.textBody).toContain(`${TEST_PUBLIC_URL}/workshops/${id}`);

    const cancelled = await send('POST', `/api/workshops/${id}/registration/cancellation`, elite);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().workshop).toMatchObject({ registered: false, mayRegister: true, seatsLeft: 25, joinLink: null });
    const emails = await emailsTo(app.database.db, elite.email);
    expect(emails.map((email) => email.kind)).toEqual(['workshop-registered', 'workshop-registration-cancelled']);
    expect(emails[1]!.calendar?.method).toBe('CANCEL');
    const uid = /UID:(.+)\r\n/.exec(emails[0]!.calendar!.content)![1];
    expect(emails[1]!.calendar?.content).toContain(`UID:${uid}\r\n`);
    expect(emails[1]!.calendar?.content).toContain('SEQUENCE:1\r\n');
  });

  it('refuses visitors (401), free and Pro members (403 with the way to Elite), and writes nothing', async () => {
    const id = await schedule();
    expect((await send('POST', `/api/workshops/${id}/registration`, undefined)).statusCode).toBe(401);
    expect((await send('GET', '/api/workshops', undefined)).statusCode).toBe(401);
    for (const plan of ['free', 'pro'] as const) {
      const learner = await member(plan);
      const refused = await send('POST', `/api/workshops/${id}/registration`, learner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('Live workshops come with Elite Access');
      const list = await send('GET', '/api/workshops', learner);
      expect(list.json()).toMatchObject({ upcoming: [], past: [] });
      expect(list.json().unavailable).toContain('Elite Access');
      expect((await send('GET', `/api/workshops/${id}`, learner)).statusCode).toBe(403);
    }
    expect(await registrationsOf(id)).toEqual([]);
  });

  it('fills a workshop to its capacity under parallel registrations and answers the rest 409 with a clear message', async () => {
    const id = await schedule({ capacity: 3 });
    const members = await Promise.all(Array.from({ length: 12 }, () => member('elite')));
    const answers = await Promise.all(members.map((learner) => send('POST', `/api/workshops/${id}/registration`, learner)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(new Set(refused.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set(['This workshop is full: all 3 seats are taken. A seat opens if someone cancels, so check back later.']));
    expect(await registrationsOf(id)).toHaveLength(3);
  });

  it('refuses registering for a cancelled or started workshop', async () => {
    const elite = await member('elite');
    const cancelledId = await schedule();
    expect((await send('POST', `/api/admin/workshops/${cancelledId}/cancellation`, admin)).statusCode).toBe(200);
    expect((await send('POST', `/api/workshops/${cancelledId}/registration`, elite)).json().message).toBe('This workshop was cancelled, so it takes no registrations.');
    const startedId = await schedule();
    await startWorkshopAt(startedId, new Date(Date.now() - 60_000));
    const started = await send('POST', `/api/workshops/${startedId}/registration`, elite);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toContain('already started');
  });
});

describe('changes the registrants hear of', () => {
  it('sends an updated invitation when the time moves and a cancellation when the workshop is cancelled', async () => {
    const id = await schedule({ date: '2027-03-15', time: '13:00' });
    const elite = await member('elite');
    await send('POST', `/api/workshops/${id}/registration`, elite);
    const moved = await send('PUT', `/api/admin/workshops/${id}`, admin, input({ date: '2027-03-16', time: '09:30' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await send('POST', `/api/admin/workshops/${id}/cancellation`, admin);
    expect(cancelled.json().workshop.status).toBe('cancelled');
    const emails = await emailsTo(app.database.db, elite.email);
    expect(emails.map((email) => email.kind)).toEqual(['workshop-registered', 'workshop-updated', 'workshop-cancelled']);
    expect(emails[1]!.calendar?.content).toContain('DTSTART:20270316T133000Z\r\n');
    expect(emails[1]!.calendar?.content).toContain('SEQUENCE:1\r\n');
    expect(emails[2]!.calendar).toMatchObject({ method: 'CANCEL' });
    expect(emails[2]!.calendar?.content).toContain('SEQUENCE:2\r\n');
  });

  it('refuses lowering the capacity below the members registered', async () => {
    const id = await schedule({ capacity: 5 });
    await send('POST', `/api/workshops/${id}/registration`, await member('elite'));
    await send('POST', `/api/workshops/${id}/registration`, await member('elite'));
    const lowered = await send('PUT', `/api/admin/workshops/${id}`, admin, input({ capacity: 1 }));
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toBe('2 members are registered, so the capacity cannot go below 2.');
  });
});

describe('reminders', () => {
  it('reminds each registrant once, 24 hours before, whichever process looks', async () => {
    const id = await schedule({ date: newYorkDate(20) });
    const elite = await member('elite');
    await send('POST', `/api/workshops/${id}/registration`, elite);
    const [workshop] = await app.database.db.select().from(workshops).where(eq(workshops.id, id));
    const settings = { supportEmail: 'support@example.com', publicUrl: TEST_PUBLIC_URL };
    const at = (time: number) => new WorkshopsService(app.database.db, settings, () => new Date(time));
    const start = workshop!.startsAt.getTime();
    expect(await at(start - DAY_MS - HOUR_MS).sendDueReminders()).toBe(0);
    const reminded = await Promise.all([at(start - DAY_MS + HOUR_MS).sendDueReminders(), at(start - DAY_MS + 2 * HOUR_MS).sendDueReminders()]);
    expect(reminded.filter((count) => count > 0)).toHaveLength(1);
    expect(await at(start - HOUR_MS).sendDueReminders()).toBe(0);
    const reminders = (await emailsTo(app.database.db, elite.email)).filter((email) => email.kind === 'workshop-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Reminder: Automating your inbox with AI is tomorrow');
  });
});

describe('after the workshop', () => {
  it('lets the admin attach a library video and mark attendance; Elite members watch it, others get 403', async () => {
    const id = await schedule();
    const registered = await member('elite');
    await send('POST', `/api/workshops/${id}/registration`, registered);
    const early = await send('PUT', `/api/admin/workshops/${id}/recording`, admin, { videoName: 'inbox-workshop.mp4' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attach the recording once the workshop has taken place.');

    await startWorkshopAt(id, new Date(Date.now() - 2 * HOUR_MS));
    const missing = await send('PUT', `/api/admin/workshops/${id}/recording`, admin, { videoName: 'not-uploaded.mp4' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('No video named not-uploaded.mp4 is in the library');

    await uploadVideo(app, admin.cookie, 'inbox-workshop.mp4');
    const attached = await send('PUT', `/api/admin/workshops/${id}/recording`, admin, { videoName: 'inbox-workshop.mp4' });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await emailsTo(app.database.db, registered.email)).at(-1)).toMatchObject({ kind: 'workshop-recording' });

    const later = await member('elite');
    const seen = await send('GET', `/api/workshops/${id}`, later);
    expect(seen.json().workshop).toMatchObject({ recordingUrl: `/media/workshops/${id}/recording`, registered: false, mayRegister: false });
    expect((await send('GET', `/media/workshops/${id}/recording`, later)).statusCode).toBe(200);
    expect((await send('GET', `/media/workshops/${id}/recording`, registered)).statusCode).toBe(200);
    expect((await send('GET', `/media/workshops/${id}/recording`, await member('pro'))).statusCode).toBe(403);
    expect((await send('GET', `/media/workshops/${id}/recording`, await member('free'))).statusCode).toBe(403);
    expect((await send('GET', `/media/workshops/${id}/recording`, undefined)).statusCode).toBe(401);

    const registrants = await send('GET', `/api/admin/workshops/${id}/registrants`, admin);
    const [registrant] = registrants.json().registrants;
    expect(registrant).toMatchObject({ email: registered.email, status: 'registered', attendance: null });
    const marked = await send('PUT', `/api/admin/workshops/${id}/registrants/${registrant.id}/attendance`, admin, { attendance: 'attended' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().registrant.attendance).toBe('attended');
    expect((await send('GET', `/api/workshops/${id}`, registered)).json().workshop.attended).toBe(true);
    const noShow = await send('PUT', `/api/admin/workshops/${id}/registrants/${registrant.id}/attendance`, admin, { attendance: 'no_show' });
    expect(noShow.json().registrant.attendance).toBe('no_show');
  });

  it('refuses marking attendance before the start', async () => {
    const id = await schedule();
    await send('POST', `/api/workshops/${id}/registration`, await member('elite'));
    const [registration] = await registrationsOf(id);
    const early = await send('PUT', `/api/admin/workshops/${id}/registrants/${registration!.id}/attendance`, admin, { attendance: 'attended' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Mark attendance once the workshop has started.');
  });
});
