import { SITE_NAME } from '../../../shared/brand';
import { writeCalendar } from '../../../shared/icalendar';
import type { OutgoingEmail } from '../mail/outgoing-email';
import type { Member, RegistrationRow, WorkshopRow } from './workshops.data';

export interface WorkshopEmailSettings {
  supportEmail: string;
  publicUrl: string;
}

export type WorkshopEvent = 'registered' | 'registration-cancelled' | 'updated' | 'cancelled' | 'reminder' | 'recording';

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`.trim();

export const workshopEnd = (workshop: Pick<WorkshopRow, 'startsAt' | 'durationMinutes'>) => new Date(workshop.startsAt.getTime() + workshop.durationMinutes * 60_000);

/** "Tuesday, March 10, 2026 at 1:00 PM EDT (America/New_York)": the start in the owner's zone, named. */
export function workshopTime(date: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
  return `${time} (${timeZone})`;
}

/** The member's calendar entry for the workshop: REQUEST adds or moves it, CANCEL removes it. */
export function workshopCalendar(workshop: WorkshopRow, registration: Pick<RegistrationRow, 'calendarUid' | 'calendarSequence'>, member: Member, settings: WorkshopEmailSettings, method: 'REQUEST' | 'CANCEL', stamp: Date): string {
  return writeCalendar({
    uid: registration.calendarUid,
    sequence: registration.calendarSequence,
    method,
    stamp,
    start: workshop.startsAt,
    end: workshopEnd(workshop),
    summary: `${SITE_NAME} Elite workshop: ${workshop.title}`,
    description: [workshop.description, `Join: ${workshop.joinLink}`, `Details and the recording afterwards: ${settings.publicUrl}/workshops/${workshop.id}`].join('\n\n'),
    location: workshop.joinLink,
    organizer: { name: SITE_NAME, email: settings.supportEmail },
    attendees: [{ name: fullName(member), email: member.email }],
  });
}

const SUBJECT: Record<WorkshopEvent, (title: string) => string> = {
  registered: (title) => `You're registered: ${title}`,
  'registration-cancelled': (title) => `Registration cancelled: ${title}`,
  updated: (title) => `Workshop details changed: ${title}`,
  cancelled: (title) => `Workshop cancelled: ${title}`,
  reminder: (title) => `Reminder: ${title} is tomorrow`,
  recording: (title) => `The recording is ready: ${title}`,
};

function opening(event: WorkshopEvent, when: string): string {
  switch (event) {
    case 'registered':
      return `You're registered for the live workshop on ${when}. The calendar invitation is attached.`;
    case 'registration-cancelled':
      return `Your registration for the workshop on ${when} is cancelled, and your seat is free for another member. You can register again while seats are left.`;
    case 'updated':
      return `The workshop you registered for has new details. It now starts ${when}. The attached invitation updates your calendar.`;
    case 'cancelled':
      return `We're sorry: the workshop set for ${when} is cancelled. The attached file removes it from your calendar.`;
    case 'reminder':
      return `A reminder: the live workshop starts ${when}.`;
    case 'recording':
      return `The recording of the workshop held ${when} is ready to watch.`;
  }
}

/** The member's email for a step of a workshop; the calendar goes with each step that changes their calendar. */
export function workshopEmail(event: WorkshopEvent, workshop: WorkshopRow, registration: RegistrationRow, member: Member, settings: WorkshopEmailSettings, now: Date): OutgoingEmail {
  const page = `${settings.publicUrl}/workshops/${workshop.id}`;
  const joining = event === 'registered' || event === 'updated' || event === 'reminder';
  const lines = [
    `Hi ${member.firstName.trim() || 'there'},`,
    `${opening(event, workshopTime(workshop.startsAt, workshop.timeZone))}`,
    ...(joining ? [`Join at that time: ${workshop.joinLink}`, `Can't make it? Cancel your registration on the workshop's page so another member can take the seat: ${page}`] : []),
    ...(event === 'recording' ? [`Watch it here: ${page}`] : []),
  ];
  const method = event === 'registered' || event === 'updated' ? 'REQUEST' : event === 'registration-cancelled' || event === 'cancelled' ? 'CANCEL' : null;
  return {
    kind: `workshop-${event}`,
    to: member.email,
    subject: SUBJECT[event](workshop.title),
    text: `${lines.join('\n\n')}\n`,
    calendar: method ? { method, content: workshopCalendar(workshop, registration, member, settings, method, now) } : undefined,
  };
}
