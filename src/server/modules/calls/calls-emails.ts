import { SITE_NAME } from '../../../shared/brand';
import { PREPARATION_QUESTIONS } from '../../../shared/api/calls';
import { writeCalendar } from '../../../shared/icalendar';
import type { OutgoingEmail } from '../mail/outgoing-email';
import type { BookingRow } from './calls.data';

export interface CallMember {
  email: string;
  firstName: string;
  lastName: string;
}

export interface CallEmailSettings {
  supportEmail: string;
  publicUrl: string;
  /** The owner's time zone, for the owner's copy. */
  ownerTimeZone: string;
}

export type CallEvent = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

const fullName = (member: CallMember) => `${member.firstName} ${member.lastName}`.trim();

/** "Monday, March 9, 2026 at 9:00 AM EDT (America/New_York)": the time in `timeZone`, named so no reader guesses the zone. */
export function callTime(date: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
  return `${time} (${timeZone})`;
}

function invitation(booking: BookingRow, member: CallMember, settings: CallEmailSettings, method: 'REQUEST' | 'CANCEL', stamp: Date) {
  return {
    method,
    content: writeCalendar({
      uid: booking.calendarUid,
      sequence: booking.calendarSequence,
      method,
      stamp,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `${SITE_NAME} Elite strategy call with ${fullName(member) || member.email}`,
      description: [
        `${PREPARATION_QUESTIONS.goal}\n${booking.goal}`,
        `${PREPARATION_QUESTIONS.challenge}\n${booking.challenge}`,
        `Join: ${booking.meetingLink}`,
        `Reschedule or cancel up to 24 hours before: ${settings.publicUrl}/dashboard`,
      ].join('\n\n'),
      location: booking.meetingLink,
      organizer: { name: SITE_NAME, email: settings.supportEmail },
      attendees: [{ name: fullName(member), email: member.email }],
    }),
  } as const;
}

const SUBJECT: Record<CallEvent, string> = {
  booked: 'Your Elite strategy call is booked',
  rescheduled: 'Your Elite strategy call has moved',
  cancelled: 'Your Elite strategy call is cancelled',
  reminder: 'Reminder: your Elite strategy call is tomorrow',
};

const OPENING: Record<CallEvent, string> = {
  booked: 'Your 45-minute 1:1 strategy call is booked for',
  rescheduled: 'Your 45-minute 1:1 strategy call now takes place on',
  cancelled: 'Your strategy call is cancelled. It was set for',
  reminder: 'A reminder: your 45-minute 1:1 strategy call is on',
};

/** The member's email for a step of their booking; the calendar invitation goes with every step but the reminder. */
export function memberCallEmail(event: CallEvent, booking: BookingRow, member: CallMember, settings: CallEmailSettings, now: Date): OutgoingEmail {
  const lines = [
    `Hi ${member.firstName.trim() || 'there'},`,
    `${OPENING[event]} ${callTime(booking.startsAt, booking.memberTimeZone)}.`,
    ...(event === 'cancelled'
      ? [`You can book another time this membership year from your dashboard: ${settings.publicUrl}/dashboard`]
      : [`Join at that time: ${booking.meetingLink}`, `Reschedule or cancel up to 24 hours before, from your dashboard: ${settings.publicUrl}/dashboard`]),
  ];
  return {
    kind: `call-${event}`,
    to: member.email,
    subject: SUBJECT[event],
    text: `${lines.join('\n\n')}\n`,
    calendar: event === 'reminder' ? undefined : invitation(booking, member, settings, event === 'cancelled' ? 'CANCEL' : 'REQUEST', now),
  };
}

/** The owner's copy at the support address, with the member's answers; a reply reaches the member. */
export function ownerCallEmail(event: Exclude<CallEvent, 'reminder'>, booking: BookingRow, member: CallMember, settings: CallEmailSettings, now: Date): OutgoingEmail {
  const who = fullName(member) || member.email;
  const heading = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' }[event];
  return {
    kind: `call-${event}-notice`,
    to: settings.supportEmail,
    replyTo: member.email,
    subject: `Strategy call ${heading}: ${who}, ${callTime(booking.startsAt, settings.ownerTimeZone)}`,
    text: [
      `${who} <${member.email}> ${event === 'cancelled' ? 'cancelled the call set for' : 'is booked for'} ${callTime(booking.startsAt, settings.ownerTimeZone)} (their time: ${callTime(booking.startsAt, booking.memberTimeZone)}).`,
      '',
      PREPARATION_QUESTIONS.goal,
      booking.goal,
      '',
      PREPARATION_QUESTIONS.challenge,
      booking.challenge,
      '',
      `Meeting link: ${booking.meetingLink}`,
      `All calls: ${settings.publicUrl}/admin/calls`,
    ].join('\n'),
    calendar: invitation(booking, member, settings, event === 'cancelled' ? 'CANCEL' : 'REQUEST', now),
  };
}
