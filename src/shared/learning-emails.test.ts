import { describe, expect, it } from 'vitest';
import { effectiveTimeZone, isLearningEmailKind, isWithinSendingHours, localIsoWeek, SCHOOL_TIME_ZONE } from './learning-emails';

const at = (iso: string) => new Date(iso);

describe('isWithinSendingHours', () => {
  it('opens at 9:00 and closes at 18:00 on the learner’s wall clock', () => {
    expect(isWithinSendingHours(at('2026-06-10T12:59:59Z'), 'America/New_York')).toBe(false); // 8:59:59 EDT
    expect(isWithinSendingHours(at('2026-06-10T13:00:00Z'), 'America/New_York')).toBe(true); // 9:00 EDT
    expect(isWithinSendingHours(at('2026-06-10T21:59:59Z'), 'America/New_York')).toBe(true); // 17:59:59 EDT
    expect(isWithinSendingHours(at('2026-06-10T22:00:00Z'), 'America/New_York')).toBe(false); // 18:00 EDT
  });

  it('follows the spring-forward day: the same UTC instant is 8:30 the day before and 9:30 after the change', () => {
    expect(isWithinSendingHours(at('2026-03-07T13:30:00Z'), 'America/New_York')).toBe(false); // 8:30 EST
    expect(isWithinSendingHours(at('2026-03-08T13:30:00Z'), 'America/New_York')).toBe(true); // 9:30 EDT
  });

  it('follows the fall-back day: 18:30 before the change, 17:30 after it', () => {
    expect(isWithinSendingHours(at('2026-10-31T22:30:00Z'), 'America/New_York')).toBe(false); // 18:30 EDT
    expect(isWithinSendingHours(at('2026-11-01T22:30:00Z'), 'America/New_York')).toBe(true); // 17:30 EST
  });

  it('stays closed through the repeated and the skipped night hours', () => {
    expect(isWithinSendingHours(at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(false); // first 1:30
    expect(isWithinSendingHours(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(false); // second 1:30
    expect(isWithinSendingHours(at('2026-03-29T01:30:00Z'), 'Europe/London')).toBe(false); // 2:30 BST, just after the skip
  });

  it('reads zones with half-hour offsets and the other side of the date line', () => {
    expect(isWithinSendingHours(at('2026-01-15T03:29:00Z'), 'Asia/Kolkata')).toBe(false); // 8:59
    expect(isWithinSendingHours(at('2026-01-15T03:30:00Z'), 'Asia/Kolkata')).toBe(true); // 9:00
    expect(isWithinSendingHours(at('2026-01-15T21:00:00Z'), 'Pacific/Auckland')).toBe(true); // 10:00 NZDT next day
  });
});

describe('localIsoWeek', () => {
  it('names the learner’s local week, which can differ from UTC’s across midnight', () => {
    // Sunday 23:30 in New York is Monday 04:30 UTC: still the week before there.
    expect(localIsoWeek(at('2026-11-30T04:30:00Z'), 'America/New_York')).toBe('2026-W48');
    expect(localIsoWeek(at('2026-11-30T04:30:00Z'), 'UTC')).toBe('2026-W49');
  });

  it('puts the first days of January in the last ISO week of the year before when Thursday says so', () => {
    expect(localIsoWeek(at('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(localIsoWeek(at('2026-01-01T12:00:00Z'), 'UTC')).toBe('2026-W01');
  });
});

describe('effectiveTimeZone', () => {
  it('uses the learner’s zone when it is known, else the school’s', () => {
    expect(effectiveTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(effectiveTimeZone(null)).toBe(SCHOOL_TIME_ZONE);
    expect(effectiveTimeZone('Mars/Olympus')).toBe(SCHOOL_TIME_ZONE);
  });
});

it('knows the three learning email kinds and nothing else', () => {
  expect(isLearningEmailKind('weekly-digest')).toBe(true);
  expect(isLearningEmailKind('password-reset')).toBe(false);
});
