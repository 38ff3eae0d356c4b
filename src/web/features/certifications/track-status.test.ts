import { describe, expect, it } from 'vitest';
import type { CertificationTrackState } from '@shared/api/certifications';
import { attemptsLeftText, coursesDoneText, trackStatus } from './track-status';

const credential = {
  credentialId: 'CERT-2026-AB12CD',
  trackId: 'ai-ready-fundamentals' as const,
  trackTitle: 'AI-Ready Business Fundamentals',
  learnerName: 'Maria Lopez',
  issuedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  current: true,
  revocation: null,
  eliteSeal: false,
};

function track(overrides: Partial<CertificationTrackState> = {}): CertificationTrackState {
  return {
    id: 'ai-ready-fundamentals',
    title: 'AI-Ready Business Fundamentals',
    plan: 'free',
    open: true,
    courses: [{ slug: 'ai-101-for-business-owners', title: 'AI 101 for Business Owners', published: true, completed: true }],
    questionsPerAttempt: 20,
    passPercent: 80,
    timeLimitMinutes: 60,
    planIncluded: true,
    attemptsLeft: 3,
    nextAttemptAt: null,
    openAttempt: null,
    lastAttempt: null,
    credential: null,
    caseStudies: null,
    ...overrides,
  };
}

describe('a certification’s status for the learner', () => {
  it('is ready when the courses are done and no wait applies', () => {
    expect(trackStatus(track())).toEqual({ kind: 'ready', attemptsLeft: 3 });
  });

  it('names the courses still to be published before anything else but a held credential', () => {
    const unpublished = { slug: 'measuring-ai-roi', title: 'measuring-ai-roi', published: false, completed: false };
    expect(trackStatus(track({ open: false, planIncluded: false, courses: [unpublished] }))).toEqual({ kind: 'unpublished', missing: [unpublished] });
  });

  it('asks for an upgrade when the plan does not include the track', () => {
    expect(trackStatus(track({ planIncluded: false }))).toEqual({ kind: 'upgrade' });
  });

  it('lists the courses left to finish', () => {
    const left = { slug: 'measuring-ai-roi', title: 'Measuring AI ROI', published: true, completed: false };
    const status = trackStatus(track({ courses: [track().courses[0]!, left] }));
    expect(status).toEqual({ kind: 'courses', done: 1, remaining: [left] });
  });

  it('offers to resume an open attempt, and makes a learner wait after a failed one', () => {
    expect(trackStatus(track({ openAttempt: { attemptId: 'a', deadlineAt: '2026-11-26T05:00:00.000Z' } }))).toEqual({
      kind: 'in-progress',
      deadlineAt: '2026-11-26T05:00:00.000Z',
    });
    expect(trackStatus(track({ attemptsLeft: 2, nextAttemptAt: '2026-11-27T04:00:00.000Z' }))).toEqual({
      kind: 'wait',
      retryAt: '2026-11-27T04:00:00.000Z',
      attemptsLeft: 2,
    });
  });

  it('shows a current credential as earned, and an Elite pass without one as waiting for case studies', () => {
    expect(trackStatus(track({ credential }))).toEqual({ kind: 'earned', credential });
    const elite = track({ id: 'ai-implementation-partner', plan: 'elite', lastAttempt: { percent: 95, passed: true, submittedAt: '2026-11-20T10:00:00.000Z' } });
    expect(trackStatus(elite)).toEqual({ kind: 'case-studies', caseStudies: 3 });
  });

  it('words the counts as a learner reads them', () => {
    expect(coursesDoneText(track())).toBe('1 of 1 course done');
    expect(attemptsLeftText(1)).toBe('1 attempt left in 30 days');
    expect(attemptsLeftText(0)).toBe('0 attempts left in 30 days');
  });
});
