/**
 * The 1:1 strategy call's rules both sides use (issue 29): which 45-minute slots are offered
 * from the owner's availability, and what a member may still change. Availability is kept in
 * the owner's time zone (weekly hours and one-off hours on a date); slots are UTC instants, so
 * each browser shows them in its own zone. No I/O.
 */

export const CALL_MINUTES = 45;
/** How far ahead slots are offered. */
export const BOOKING_HORIZON_DAYS = 60;
/** A booking may be rescheduled or cancelled until this long before it starts. */
export const CHANGE_CUTOFF_HOURS = 24;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Hours on one weekday (0 Sunday … 6 Saturday), as minutes after midnight in the owner's zone. */
export interface WeeklyHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Hours on one date (YYYY-MM-DD in the owner's zone), besides the weekly ones. */
export interface OneOffHours {
  date: string;
  startMinute: number;
  endMinute: number;
}

export interface CallAvailability {
  /** The owner's IANA time zone, e.g. America/New_York. */
  timeZone: string;
  /** Free time kept between two calls. */
  bufferMinutes: number;
  /** A slot is offered only this long ahead of now, at the least. */
  minimumNoticeHours: number;
  weekly: WeeklyHours[];
  oneOff: OneOffHours[];
}

/** A call already booked: its slot, and the buffer around it, are not offered again. */
export interface BookedCall {
  startsAt: Date;
  endsAt: Date;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (milliseconds). */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The date (YYYY-MM-DD) it is in `timeZone` at `instant`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock time in `timeZone` names, or null when that time does not exist
 * there (skipped when the clocks go forward). A time that happens twice (clocks going back)
 * names its first occurrence.
 */
export function zonedTimeToInstant(date: string, minuteOfDay: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!) + minuteOfDay * MINUTE_MS;
  // Of the offsets either side of this day, the earliest instant that shows this wall clock.
  const offsets = [wallClockMs(wall - DAY_MS, timeZone) - (wall - DAY_MS), wallClockMs(wall + DAY_MS, timeZone) - (wall + DAY_MS)];
  const candidates = [...new Set(offsets)].map((offset) => wall - offset).filter((instant) => wallClockMs(instant, timeZone) === wall);
  return candidates.length > 0 ? new Date(Math.min(...candidates)) : null;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The slots offered at `now`, earliest first: each window of hours is cut into 45-minute calls,
 * one after another with the buffer between them; a slot is left out when it is sooner than
 * the minimum notice, when its wall-clock time does not exist that day, or when it (with the
 * buffer either side) overlaps a call already booked.
 */
export function offeredSlots(availability: CallAvailability, booked: BookedCall[], now: Date, horizonDays = BOOKING_HORIZON_DAYS): Date[] {
  const earliest = now.getTime() + availability.minimumNoticeHours * HOUR_MS;
  const latest = now.getTime() + horizonDays * DAY_MS;
  const buffer = availability.bufferMinutes * MINUTE_MS;
  const step = CALL_MINUTES + availability.bufferMinutes;
  const firstDate = dateInZone(now, availability.timeZone);
  const slots = new Set<number>();
  for (let offset = 0; offset <= horizonDays + 1; offset += 1) {
    const date = addDays(firstDate, offset);
    const windows = [
      ...availability.weekly.filter((hours) => hours.weekday === weekdayOf(date)),
      ...availability.oneOff.filter((hours) => hours.date === date),
    ];
    for (const window of windows) {
      for (let minute = window.startMinute; minute + CALL_MINUTES <= window.endMinute; minute += step) {
        const start = zonedTimeToInstant(date, minute, availability.timeZone);
        if (!start) continue;
        const startMs = start.getTime();
        const endMs = startMs + CALL_MINUTES * MINUTE_MS;
        if (startMs < earliest || startMs > latest) continue;
        // A slot across a change of the clocks would not last 45 minutes on the owner's wall clock.
        const end = zonedTimeToInstant(date, minute + CALL_MINUTES, availability.timeZone);
        if (!end || end.getTime() !== endMs) continue;
        if (booked.some((call) => startMs < call.endsAt.getTime() + buffer && call.startsAt.getTime() - buffer < endMs)) continue;
        slots.add(startMs);
      }
    }
  }
  return [...slots].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** Whether `start` is one of the slots offered at `now`. */
export function isOfferedSlot(availability: CallAvailability, booked: BookedCall[], now: Date, start: Date): boolean {
  return offeredSlots(availability, booked, now).some((slot) => slot.getTime() === start.getTime());
}

/** Whether a call starting at `startsAt` may still be rescheduled or cancelled at `now`. */
export function mayChangeCall(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * HOUR_MS;
}

/** Why these hours cannot be saved, or null: minutes within the day, a start before the end. */
export function hoursProblem(hours: { startMinute: number; endMinute: number }): string | null {
  const { startMinute, endMinute } = hours;
  if (!Number.isInteger(startMinute) || !Number.isInteger(endMinute) || startMinute < 0 || endMinute > 24 * 60) return 'Hours must fall within one day, from 00:00 to 24:00.';
  if (endMinute - startMinute < CALL_MINUTES) return `Hours must end at least ${CALL_MINUTES} minutes after they start, to fit one call.`;
  return null;
}
