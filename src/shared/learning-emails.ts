import { isTimeZone, wallClockMs } from './call-slots';

/**
 * The emails that bring learners back (issue 32, decision 0104): none is transactional, so each
 * can be turned off on /profile and carries a one-click unsubscribe. Receipts, resets and
 * bookings are not among them and cannot be turned off.
 */
export const LEARNING_EMAIL_KINDS = ['inactivity-reminder', 'weekly-digest', 'new-course'] as const;
export type LearningEmailKind = (typeof LEARNING_EMAIL_KINDS)[number];

export function isLearningEmailKind(value: unknown): value is LearningEmailKind {
  return typeof value === 'string' && (LEARNING_EMAIL_KINDS as readonly string[]).includes(value);
}

/** What each kind is called on /profile and on the unsubscribe page. */
export const LEARNING_EMAIL_LABELS: Record<LearningEmailKind, { title: string; description: string }> = {
  'inactivity-reminder': { title: 'Pick up where you left off', description: 'One email when you have not studied for a week, with a link to your next lesson.' },
  'weekly-digest': { title: 'Weekly progress digest', description: 'A short summary of your week: lessons finished and courses in progress.' },
  'new-course': { title: 'New courses in your plan', description: 'An email when a course you can open is published.' },
};

/** A learner who has not studied for this long gets one reminder (again only after they study and stop again). */
export const INACTIVITY_DAYS = 7;

/** Learning emails leave only between these local hours (9:00 up to, not including, 18:00). */
export const QUIET_HOURS = { sendFromHour: 9, sendUntilHour: 18 } as const;

/** The school's time zone, for learners who have not given theirs. */
export const SCHOOL_TIME_ZONE = 'America/New_York';

/** The zone to use for a stored value: the learner's when it is a zone this runtime knows, else the school's. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return stored && isTimeZone(stored) ? stored : SCHOOL_TIME_ZONE;
}

/** The hour of the day (0-23) it is in `timeZone` at `instant`. */
export function localHour(instant: Date, timeZone: string): number {
  return new Date(wallClockMs(instant.getTime(), timeZone)).getUTCHours();
}

/**
 * Whether a learning email may leave at `instant` for a learner in `timeZone`: from 9:00 until
 * 18:00 on their wall clock, whatever the offset is that day (DST moves the window in UTC).
 */
export function isWithinSendingHours(instant: Date, timeZone: string): boolean {
  const hour = localHour(instant, timeZone);
  return hour >= QUIET_HOURS.sendFromHour && hour < QUIET_HOURS.sendUntilHour;
}

/** The ISO week (`2026-W48`) of the learner's local date at `instant`: one weekly digest per value. */
export function localIsoWeek(instant: Date, timeZone: string): string {
  const local = new Date(wallClockMs(instant.getTime(), timeZone));
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  // The Thursday of this week decides the ISO year.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
