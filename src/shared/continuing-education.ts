/**
 * Renewing the Elite AI Implementation Partner credential (issue 26): it is current for a year,
 * and renews for another year once the holder has done enough continuing education within the
 * current year: new lessons completed, workshops attended, or both, as the admin sets. Pure.
 */

export const CONTINUING_EDUCATION_COUNTS = ['lessons', 'workshops', 'both'] as const;
export type ContinuingEducationCounts = (typeof CONTINUING_EDUCATION_COUNTS)[number];

export interface ContinuingEducationRule {
  /** How many counted activities a year needs. */
  requiredCount: number;
  counts: ContinuingEducationCounts;
}

/** Until the admin sets one: six lessons or workshops a year. */
export const DEFAULT_CONTINUING_EDUCATION_RULE: ContinuingEducationRule = { requiredCount: 6, counts: 'both' };

export const COUNTS_LABEL: Record<ContinuingEducationCounts, string> = {
  lessons: 'new lessons completed',
  workshops: 'workshops attended',
  both: 'new lessons completed or workshops attended',
};

/** When each activity happened: lessons completed, and the starts of workshops attended. */
export interface ContinuingEducationActivity {
  lessonsCompletedAt: readonly Date[];
  workshopsAttendedAt: readonly Date[];
}

export interface RenewalProgress {
  /** The credential's current year: what happens inside it counts. */
  yearStart: Date;
  yearEnd: Date;
  lessons: number;
  workshops: number;
  /** What counts under the rule, capped at nothing: it may exceed `required`. */
  counted: number;
  required: number;
  met: boolean;
  /** Met while the credential is still current: it may be renewed now. */
  mayRenew: boolean;
}

/** One year after `date`, by the calendar (UTC). */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** One year before `date`, by the calendar (UTC). */
function oneYearBefore(date: Date): Date {
  const previous = new Date(date);
  previous.setUTCFullYear(previous.getUTCFullYear() - 1);
  return previous;
}

/**
 * The progress towards renewing a credential that expires at `expiresAt`. Only activity inside
 * the current year (the year ending at the expiry) and not after `now` counts, so a renewal,
 * which starts the next year at the old expiry, never counts the same work twice.
 */
export function renewalProgress(rule: ContinuingEducationRule, expiresAt: Date, activity: ContinuingEducationActivity, now: Date): RenewalProgress {
  const yearStart = oneYearBefore(expiresAt);
  const inYear = (at: Date) => at.getTime() >= yearStart.getTime() && at.getTime() < expiresAt.getTime() && at.getTime() <= now.getTime();
  const lessons = activity.lessonsCompletedAt.filter(inYear).length;
  const workshops = activity.workshopsAttendedAt.filter(inYear).length;
  const counted = rule.counts === 'lessons' ? lessons : rule.counts === 'workshops' ? workshops : lessons + workshops;
  const met = counted >= rule.requiredCount;
  return { yearStart, yearEnd: expiresAt, lessons, workshops, counted, required: rule.requiredCount, met, mayRenew: met && now.getTime() < expiresAt.getTime() };
}

/** The expiry after a renewal: one year on from the current one, so renewing early loses no time. */
export function renewedExpiry(expiresAt: Date): Date {
  return oneYearAfter(expiresAt);
}
