import { describe, expect, it } from 'vitest';
import { hoursProblem, isOfferedSlot, mayChangeCall, offeredSlots, zonedTimeToInstant, type CallAvailability } from './call-slots';

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

function availability(overrides: Partial<CallAvailability> = {}): CallAvailability {
  return { timeZone: 'America/New_York', bufferMinutes: 0, minimumNoticeHours: 0, weekly: [], oneOff: [], ...overrides };
}

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in the owner zone as the UTC instant it names, either side of a US daylight-saving change', () => {
    expect(zonedTimeToInstant('2026-03-07', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedTimeToInstant('2026-03-09', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(zonedTimeToInstant('2026-11-02', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('finds no instant for a time the clocks skip, and the first of a time they repeat', () => {
    expect(zonedTimeToInstant('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(zonedTimeToInstant('2026-11-01', 60 + 30, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('offeredSlots', () => {
  it('offers the same 9:00 owner time at a UTC hour that moves with US daylight saving', () => {
    const slots = offeredSlots(availability({ weekly: [{ weekday: 1, startMinute: 9 * 60, endMinute: 9 * 60 + 45 }] }), [], at('2026-03-01T00:00:00Z'), 10);
    expect(iso(slots)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('cuts hours into 45-minute calls with the buffer between them', () => {
    const slots = offeredSlots(availability({ bufferMinutes: 15, oneOff: [{ date: '2026-06-10', startMinute: 9 * 60, endMinute: 12 * 60 }] }), [], at('2026-06-01T00:00:00Z'));
    expect(iso(slots)).toEqual(['2026-06-10T13:00:00.000Z', '2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z']);
  });

  it('leaves out slots that cross the hour the clocks skip', () => {
    const slots = offeredSlots(availability({ oneOff: [{ date: '2026-03-08', startMinute: 90, endMinute: 4 * 60 }] }), [], at('2026-03-01T00:00:00Z'));
    expect(iso(slots)).toEqual(['2026-03-08T07:00:00.000Z']);
  });

  it('leaves out slots sooner than the minimum notice, and those a booked call and its buffer overlap', () => {
    const hours = availability({ bufferMinutes: 15, minimumNoticeHours: 24, oneOff: [{ date: '2026-06-10', startMinute: 9 * 60, endMinute: 12 * 60 }, { date: '2026-06-11', startMinute: 9 * 60, endMinute: 12 * 60 }] });
    const booked = [{ startsAt: at('2026-06-11T14:00:00Z'), endsAt: at('2026-06-11T14:45:00Z') }];
    const slots = offeredSlots(hours, booked, at('2026-06-09T13:30:00Z'));
    expect(iso(slots)).toEqual(['2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z', '2026-06-11T13:00:00.000Z', '2026-06-11T15:00:00.000Z']);
    expect(isOfferedSlot(hours, booked, at('2026-06-09T13:30:00Z'), at('2026-06-11T15:00:00Z'))).toBe(true);
    expect(isOfferedSlot(hours, booked, at('2026-06-09T13:30:00Z'), at('2026-06-11T14:00:00Z'))).toBe(false);
    expect(isOfferedSlot(hours, booked, at('2026-06-09T13:30:00Z'), at('2026-06-11T15:30:00Z'))).toBe(false);
  });

  it('offers nothing in the past nor beyond the horizon', () => {
    const hours = availability({ weekly: [{ weekday: 3, startMinute: 9 * 60, endMinute: 10 * 60 }] });
    const slots = offeredSlots(hours, [], at('2026-06-10T13:30:00Z'), 7);
    expect(iso(slots)).toEqual(['2026-06-17T13:00:00.000Z']);
  });
});

describe('mayChangeCall', () => {
  it('lets a call be changed until 24 hours before it starts', () => {
    expect(mayChangeCall(at('2026-06-11T14:00:00Z'), at('2026-06-10T14:00:00Z'))).toBe(true);
    expect(mayChangeCall(at('2026-06-11T14:00:00Z'), at('2026-06-10T14:00:01Z'))).toBe(false);
  });
});

describe('hoursProblem', () => {
  it('accepts hours that fit a call within one day and explains the rest', () => {
    expect(hoursProblem({ startMinute: 540, endMinute: 600 })).toBeNull();
    expect(hoursProblem({ startMinute: 540, endMinute: 570 })).toBe('Hours must end at least 45 minutes after they start, to fit one call.');
    expect(hoursProblem({ startMinute: -1, endMinute: 600 })).toBe('Hours must fall within one day, from 00:00 to 24:00.');
  });
});
