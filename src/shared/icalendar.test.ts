import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from './call-slots';
import { foldLine, writeCalendar, type CalendarEvent } from './icalendar';

/**
 * The files are read back by this minimal strict reader of RFC 5545 (a calendar library, ical.js,
 * reads them too: calls-calendar.test.ts, workshops-calendar.test.ts): every line ends with CRLF and holds at most 75 octets, folded lines are
 * joined, each property is NAME;PARAMS:VALUE, components nest properly, text is unescaped.
 */
interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function readCalendar(ics: string): { calendar: Property[]; event: Property[] } {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const stack: string[] = [];
  const calendar: Property[] = [];
  const event: Property[] = [];
  for (const line of logical) {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, name, rawParams, value] = match!;
    if (name === 'BEGIN') {
      stack.push(value!);
      continue;
    }
    if (name === 'END') {
      expect(stack.pop()).toBe(value);
      continue;
    }
    const params = Object.fromEntries([...rawParams!.matchAll(/;([A-Z-]+)=("[^"]*"|[^;:"]*)/g)].map(([, key, raw]) => [key!, raw!.replace(/^"|"$/g, '')]));
    const property = { name: name!, params, value: value!.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char)) };
    if (stack.at(-1) === 'VEVENT') event.push(property);
    else if (stack.at(-1) === 'VCALENDAR') calendar.push(property);
    else throw new Error(`A property outside any component: ${line}`);
  }
  expect(stack).toEqual([]);
  return { calendar, event };
}

const value = (properties: Property[], name: string) => properties.find((property) => property.name === name)?.value;

function strategyCall(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'call-3f2a@aiaction.academy',
    sequence: 0,
    method: 'REQUEST',
    stamp: new Date('2026-03-01T12:00:00Z'),
    start: zonedTimeToInstant('2026-03-09', 9 * 60, 'America/New_York')!,
    end: zonedTimeToInstant('2026-03-09', 9 * 60 + 45, 'America/New_York')!,
    summary: 'Elite strategy call, 45 minutes',
    description: 'Your goal: automate invoicing; then, quotes.\nJoin: https://meet.example.com/abc-defg-hij',
    location: 'https://meet.example.com/abc-defg-hij',
    organizer: { name: 'AI Action Academy', email: 'support@aiaction.academy' },
    attendees: [{ name: 'Lopez, Maya', email: 'maya@example.com' }],
    ...overrides,
  };
}

describe('writeCalendar', () => {
  it('writes an invitation that reads back with METHOD:REQUEST, its UID, stamp and the meeting link', () => {
    const { calendar, event } = readCalendar(writeCalendar(strategyCall()));
    expect(value(calendar, 'VERSION')).toBe('2.0');
    expect(value(calendar, 'METHOD')).toBe('REQUEST');
    expect(value(event, 'UID')).toBe('call-3f2a@aiaction.academy');
    expect(value(event, 'DTSTAMP')).toBe('20260301T120000Z');
    expect(value(event, 'LOCATION')).toBe('https://meet.example.com/abc-defg-hij');
    expect(value(event, 'DESCRIPTION')).toBe('Your goal: automate invoicing; then, quotes.\nJoin: https://meet.example.com/abc-defg-hij');
    expect(value(event, 'STATUS')).toBe('CONFIRMED');
    const attendee = event.find((property) => property.name === 'ATTENDEE')!;
    expect(attendee).toEqual({ name: 'ATTENDEE', params: { CN: 'Lopez, Maya', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION', RSVP: 'FALSE' }, value: 'mailto:maya@example.com' });
  });

  it('holds the right UTC times for 9:00 in New York either side of the March daylight-saving change', () => {
    const before = readCalendar(writeCalendar(strategyCall({ start: zonedTimeToInstant('2026-03-06', 540, 'America/New_York')!, end: zonedTimeToInstant('2026-03-06', 585, 'America/New_York')! })));
    expect([value(before.event, 'DTSTART'), value(before.event, 'DTEND')]).toEqual(['20260306T140000Z', '20260306T144500Z']);
    const after = readCalendar(writeCalendar(strategyCall()));
    expect([value(after.event, 'DTSTART'), value(after.event, 'DTEND')]).toEqual(['20260309T130000Z', '20260309T134500Z']);
  });

  it('writes a cancellation of the same event with a higher sequence', () => {
    const { calendar, event } = readCalendar(writeCalendar(strategyCall({ method: 'CANCEL', sequence: 2 })));
    expect(value(calendar, 'METHOD')).toBe('CANCEL');
    expect(value(event, 'SEQUENCE')).toBe('2');
    expect(value(event, 'STATUS')).toBe('CANCELLED');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a character, and the folds join back to the line', () => {
    const line = `DESCRIPTION:${'Café strategy – '.repeat(12)}`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});
