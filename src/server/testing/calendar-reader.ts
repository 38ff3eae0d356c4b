import ICAL from 'ical.js';

/** An invitation as a calendar application reads it: parsed by ical.js, a maintained RFC 5545 library. */
export interface ReadInvitation {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** Whether both times are written in UTC (so no reader guesses a zone). */
  utc: boolean;
  summary: string;
  location: string;
  description: string;
  attendees: string[];
}

export function readInvitation(ics: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one event, found ${events.length}`);
  const event = new ICAL.Event(events[0]!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
    summary: event.summary,
    location: event.location,
    description: event.description,
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue())),
  };
}
