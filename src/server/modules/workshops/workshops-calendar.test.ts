import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../../../shared/call-slots';
import { readInvitation } from '../../testing/calendar-reader';
import type { RegistrationRow, WorkshopRow } from './workshops.data';
import { workshopEmail } from './workshops-emails';

/**
 * The workshop invitations read by a calendar library (ical.js): a 1:00 PM New York workshop on
 * either side of each US clock change lands at the right UTC instant.
 */
const SETTINGS = { supportEmail: 'support@example.com', publicUrl: 'https://courses.example.com' };
const MEMBER = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Reed' };

function workshopAt(date: string): WorkshopRow {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'AI for your bookkeeping',
    description: 'Reconcile receipts with AI, live.',
    startsAt: zonedTimeToInstant(date, 13 * 60, 'America/New_York')!,
    durationMinutes: 90,
    timeZone: 'America/New_York',
    joinLink: 'https://meet.example.com/bookkeeping',
    capacity: 30,
    status: 'scheduled',
    recordingVideoName: null,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    updatedAt: new Date('2026-06-01T00:00:00Z'),
  };
}

const REGISTRATION: RegistrationRow = {
  id: '00000000-0000-4000-8000-000000000003',
  workshopId: '00000000-0000-4000-8000-000000000002',
  userId: 'user-2',
  status: 'registered',
  attendance: null,
  calendarUid: 'workshop-1@courses.example.com',
  calendarSequence: 1,
  reminderSentAt: null,
  registeredAt: new Date('2026-06-01T00:00:00Z'),
  cancelledAt: null,
};

describe('workshop invitations read by a calendar library', () => {
  it.each([
    ['2026-10-31', '2026-10-31T17:00:00.000Z'],
    ['2026-11-01', '2026-11-01T18:00:00.000Z'],
    ['2027-03-13', '2027-03-13T18:00:00.000Z'],
    ['2027-03-14', '2027-03-14T17:00:00.000Z'],
  ])('a 1:00 PM New York workshop on %s starts at %s', (date, utcStart) => {
    const read = readInvitation(workshopEmail('registered', workshopAt(date), REGISTRATION, MEMBER, SETTINGS, new Date('2026-10-01T00:00:00Z')).calendar!.content);
    expect(read).toMatchObject({ method: 'REQUEST', uid: 'workshop-1@courses.example.com', sequence: 1, utc: true, location: 'https://meet.example.com/bookkeeping', attendees: ['mailto:sam@example.com'] });
    expect(read.summary).toContain('AI for your bookkeeping');
    expect(read.start.toISOString()).toBe(utcStart);
    expect(read.end.getTime() - read.start.getTime()).toBe(90 * 60_000);
  });

  it('reads a cancelled registration as a CANCEL of the same event', () => {
    const read = readInvitation(workshopEmail('registration-cancelled', workshopAt('2026-11-01'), { ...REGISTRATION, calendarSequence: 2 }, MEMBER, SETTINGS, new Date()).calendar!.content);
    expect(read).toMatchObject({ method: 'CANCEL', uid: 'workshop-1@courses.example.com', sequence: 2 });
  });
});
