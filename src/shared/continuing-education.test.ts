import { describe, expect, it } from 'vitest';
import { renewalProgress, renewedExpiry, type ContinuingEducationRule } from './continuing-education';

const EXPIRES = new Date('2027-06-01T12:00:00Z');
const NOW = new Date('2027-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('renewal progress of the Elite credential', () => {
  it('counts lessons and workshops inside the credential year when both count', () => {
    const rule: ContinuingEducationRule = { requiredCount: 3, counts: 'both' };
    const progress = renewalProgress(rule, EXPIRES, { lessonsCompletedAt: [at('2026-07-01T00:00:00Z'), at('2026-12-24T00:00:00Z')], workshopsAttendedAt: [at('2027-01-10T17:00:00Z')] }, NOW);
    expect(progress).toMatchObject({ lessons: 2, workshops: 1, counted: 3, required: 3, met: true, mayRenew: true });
    expect(progress.yearStart.toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });

  it('counts only what the admin chose', () => {
    const activity = { lessonsCompletedAt: [at('2026-07-01T00:00:00Z'), at('2026-08-01T00:00:00Z')], workshopsAttendedAt: [at('2027-01-10T17:00:00Z')] };
    expect(renewalProgress({ requiredCount: 2, counts: 'workshops' }, EXPIRES, activity, NOW)).toMatchObject({ counted: 1, met: false, mayRenew: false });
    expect(renewalProgress({ requiredCount: 2, counts: 'lessons' }, EXPIRES, activity, NOW)).toMatchObject({ counted: 2, met: true });
  });

  it('ignores activity before the year began, at or after the expiry, and in the future', () => {
    const progress = renewalProgress(
      { requiredCount: 1, counts: 'both' },
      EXPIRES,
      { lessonsCompletedAt: [at('2026-06-01T11:59:59Z'), at('2027-06-01T12:00:00Z')], workshopsAttendedAt: [at('2027-04-01T17:00:00Z')] },
      NOW,
    );
    expect(progress).toMatchObject({ lessons: 0, workshops: 0, counted: 0, met: false });
  });

  it('may not renew a credential that has expired, even when its year was met', () => {
    const progress = renewalProgress({ requiredCount: 1, counts: 'both' }, EXPIRES, { lessonsCompletedAt: [at('2027-01-01T00:00:00Z')], workshopsAttendedAt: [] }, at('2027-06-02T00:00:00Z'));
    expect(progress).toMatchObject({ met: true, mayRenew: false });
  });

  it('renews for a year from the current expiry, and the work done no longer counts for the next year', () => {
    const renewed = renewedExpiry(EXPIRES);
    expect(renewed.toISOString()).toBe('2028-06-01T12:00:00.000Z');
    const next = renewalProgress({ requiredCount: 1, counts: 'both' }, renewed, { lessonsCompletedAt: [at('2027-01-01T00:00:00Z')], workshopsAttendedAt: [] }, NOW);
    expect(next).toMatchObject({ counted: 0, met: false });
  });

  it('keeps a leap day expiry on the calendar', () => {
    expect(renewedExpiry(at('2028-02-29T09:00:00Z')).toISOString()).toBe('2029-03-01T09:00:00.000Z');
  });
});
