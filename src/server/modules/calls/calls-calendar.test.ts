import { describe, expect, it } from 'vitest';
import { offeredSlots, type CallAvailability } from '../../../shared/call-slots';
import { readInvitation } from '../../testing/calendar-reader';
import type { BookingRow } from './calls.data';
import { memberCallEmail, ownerCallEmail } from './calls-emails';

/**
 * The strategy call's invitations read by a calendar library (ical.js), for calls at 9:00 AM New
 * York on the Sundays the US clocks change: the UTC start moves by an hour across each change.
 */
const NEW_YORK_MORNINGS: CallAvailability = {
  timeZone: 'America/New_York',
  bufferMinutes: 0,
  minimumNoticeHours: 0,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 9 * 60 + 45 })),
  oneOff: [],
};

const SETTINGS = { supportEmail: 'support@example.com', publicUrl: 'https://courses.example.com', ownerTimeZone: 'America/New_York' };
const MEMBER = { email: 'maya@example.com', firstName: 'Maya', lastName: 'Lopez' };

function booking(startsAt: Date): BookingRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'user-1',
    membershipYearStart: new Date('2026-06-01T00:00:00Z'),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    status: 'booked',
    goal: 'Quote jobs faster',
    challenge: 'Quotes by hand',
    memberTimeZone: 'Asia/Tokyo',
    meetingLink: 'https://meet.example.com/elite',
    calendarUid: 'call-1@courses.example.com',
    calendarSequence: 0,
    reminderSentAt: null,
    cancelledAt: null,
    createdAt: new Date('2026-06-01T00:00:00Z'),
  };
}

/** The offered 9:00 AM slot of `date` (the slots come from the real slot code). */
function nineAm(date: string): Date {
  const slot = offeredSlots(NEW_YORK_MORNINGS, [], new Date(`${date}T00:00:00Z`), 3).find((instant) => instant.toISOString().startsWith(date));
  if (!slot) throw new Error(`no slot on ${date}`);
  return slot;
}

describe('strategy call invitations read by a calendar library', () => {
  it.each([
    ['the Saturday before clocks go back (EDT)', '2026-10-31', '2026-10-31T13:00:00.000Z'],
    ['the Sunday clocks go back (EST)', '2026-11-01', '2026-11-01T14:00:00.000Z'],
    ['the Saturday before clocks go forward (EST)', '2027-03-13', '2027-03-13T14:00:00.000Z'],
    ['the Sunday clocks go forward (EDT)', '2027-03-14', '2027-03-14T13:00:00.000Z'],
  ])('holds the right UTC start and end on %s', (_label, date, utcStart) => {
    const start = nineAm(date);
    for (const email of [memberCallEmail('booked', booking(start), MEMBER, SETTINGS, new Date('2026-10-01T00:00:00Z')), ownerCallEmail('booked', booking(start), MEMBER, SETTINGS, new Date('2026-10-01T00:00:00Z'))]) {
      const read = readInvitation(email.calendar!.content);
      expect(read).toMatchObject({ method: 'REQUEST', uid: 'call-1@courses.example.com', sequence: 0, utc: true, location: 'https://meet.example.com/elite', attendees: ['mailto:maya@example.com'] });
      expect(read.start.toISOString()).toBe(utcStart);
      expect(read.end.getTime() - read.start.getTime()).toBe(45 * 60_000);
      expect(read.description).toContain('Quote jobs faster');
    }
  });

  it('reads a cancellation as a CANCEL of the same event with a higher sequence', () => {
    const start = nineAm('2026-11-01');
    const read = readInvitation(memberCallEmail('cancelled', { ...booking(start), calendarSequence: 2 }, MEMBER, SETTINGS, new Date()).calendar!.content);
    expect(read).toMatchObject({ method: 'CANCEL', uid: 'call-1@courses.example.com', sequence: 2 });
  });
});
