import { describe, expect, it } from 'vitest';
import { assessmentDeadline, CERTIFICATION_TRACKS, credentialExpiry, findCertificationTrack, nextAssessmentAttempt } from './certification-tracks';

const at = (iso: string) => new Date(iso);
const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

describe('certification tracks', () => {
  it('asks the issue’s question counts and pass marks, each pool at least twice what an attempt shows', () => {
    expect(CERTIFICATION_TRACKS.map((track) => [track.id, track.plan, track.questionsPerAttempt, track.passPercent])).toEqual([
      ['ai-ready-fundamentals', 'free', 20, 80],
      ['ai-business-strategist', 'pro', 30, 85],
      ['ai-implementation-partner', 'elite', 40, 90],
    ]);
    for (const track of CERTIFICATION_TRACKS) expect(track.minimumPool).toBeGreaterThanOrEqual(2 * track.questionsPerAttempt);
    expect(findCertificationTrack('ai-ready-fundamentals')?.courseSlugs).toEqual(['ai-101-for-business-owners']);
    expect(findCertificationTrack('nope')).toBeUndefined();
  });
});

describe('nextAssessmentAttempt', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('allows a first attempt, with three in the window', () => {
    expect(nextAssessmentAttempt([], now)).toEqual({ allowed: true, attemptsLeft: 3 });
  });

  it('makes the learner wait 24 hours after an attempt started', () => {
    const started = hoursAfter(now, -23);
    expect(nextAssessmentAttempt([started], now)).toEqual({ allowed: false, attemptsLeft: 2, reason: 'wait', retryAt: hoursAfter(started, 24) });
    expect(nextAssessmentAttempt([hoursAfter(now, -24)], now)).toEqual({ allowed: true, attemptsLeft: 2 });
  });

  it('refuses a fourth attempt within 30 days until the oldest of the three leaves the window', () => {
    const starts = [at('2026-11-01T09:00:00Z'), at('2026-11-10T09:00:00Z'), at('2026-11-20T09:00:00Z')];
    expect(nextAssessmentAttempt(starts, now)).toEqual({ allowed: false, attemptsLeft: 0, reason: 'limit', retryAt: at('2026-12-01T09:00:00Z') });
    expect(nextAssessmentAttempt(starts, at('2026-12-01T09:00:00Z'))).toEqual({ allowed: true, attemptsLeft: 1 });
  });
});

describe('deadlines and expiry', () => {
  it('gives an attempt 60 minutes', () => {
    expect(assessmentDeadline({ timeLimitMinutes: 60 }, at('2026-11-25T12:00:00Z'))).toEqual(at('2026-11-25T13:00:00Z'));
  });

  it('keeps the Elite credential current for a year and the others for good', () => {
    expect(credentialExpiry({ validForMonths: 12 }, at('2026-11-25T12:00:00Z'))).toEqual(at('2027-11-25T12:00:00Z'));
    expect(credentialExpiry({ validForMonths: null }, at('2026-11-25T12:00:00Z'))).toBeNull();
  });
});
