/**
 * A small iCalendar (RFC 5545) writer for the invitations the site emails (issue 29): one event
 * per file, times in UTC, text escaped, lines folded at 75 octets and ended with CRLF. No I/O.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stays the same for every update of one event, so calendars replace it rather than add one. */
  uid: string;
  /** Grows with each update (a reschedule); calendars keep the highest. */
  sequence: number;
  /** REQUEST adds or updates the event in the attendee's calendar; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where it happens: the meeting link. */
  location: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

const PRODUCT_ID = '-//AI Action Academy//Calls//EN';
const MAX_LINE_OCTETS = 75;

/** 20260310T130000Z */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a name): quoted when it holds a colon, semicolon or comma; quotes themselves cannot appear. */
function parameterValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const person = (property: string, who: CalendarPerson, extra = '') => `${property};CN=${parameterValue(who.name || who.email)}${extra}:mailto:${who.email}`;

/** The whole `.ics` file for one event. */
export function writeCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((attendee) => person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE')),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
