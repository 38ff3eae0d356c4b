import type { CertificationTrackState, Credential } from '@shared/api/certifications';
import { findCertificationTrack } from '@shared/certification-tracks';

type TrackCourse = CertificationTrackState['courses'][number];

/**
 * What a certification is for the signed-in learner right now, and so what its card offers: one
 * state, in the order the server checks them when an attempt starts (decision 0068).
 */
export type TrackStatus =
  | { kind: 'earned'; credential: Credential }
  | { kind: 'unpublished'; missing: TrackCourse[] }
  | { kind: 'upgrade' }
  | { kind: 'in-progress'; deadlineAt: string }
  | { kind: 'courses'; done: number; remaining: TrackCourse[] }
  | { kind: 'case-studies'; caseStudies: number }
  | { kind: 'wait'; retryAt: string; attemptsLeft: number }
  | { kind: 'ready'; attemptsLeft: number };

export function trackStatus(track: CertificationTrackState): TrackStatus {
  if (track.credential?.current) return { kind: 'earned', credential: track.credential };
  if (!track.open) return { kind: 'unpublished', missing: track.courses.filter((course) => !course.published) };
  if (!track.planIncluded) return { kind: 'upgrade' };
  if (track.openAttempt) return { kind: 'in-progress', deadlineAt: track.openAttempt.deadlineAt };
  const remaining = track.courses.filter((course) => !course.completed);
  if (remaining.length > 0) return { kind: 'courses', done: track.courses.length - remaining.length, remaining };
  const caseStudies = findCertificationTrack(track.id)?.caseStudies ?? 0;
  if (caseStudies > 0 && track.lastAttempt?.passed && !track.credential) return { kind: 'case-studies', caseStudies };
  if (track.nextAttemptAt) return { kind: 'wait', retryAt: track.nextAttemptAt, attemptsLeft: track.attemptsLeft };
  return { kind: 'ready', attemptsLeft: track.attemptsLeft };
}

/** Courses of the track the learner has finished, as "2 of 4 courses done". */
export function coursesDoneText(track: Pick<CertificationTrackState, 'courses'>): string {
  const done = track.courses.filter((course) => course.completed).length;
  return `${done} of ${track.courses.length} ${track.courses.length === 1 ? 'course' : 'courses'} done`;
}

export function attemptsLeftText(attemptsLeft: number): string {
  return attemptsLeft === 1 ? '1 attempt left in 30 days' : `${attemptsLeft} attempts left in 30 days`;
}

/*
 * Dates as certificates show them (long US, in UTC, the day a credential's ID carries), written
 * here rather than imported from the certificate feature, so the pages that show a track's progress
 * do not load the certificate's document with it.
 */
const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 22, 2026". */
export function formatLongDate(iso: string): string {
  return LONG_US_DATE.format(new Date(iso));
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** A moment in the reader's own time zone: "November 27, 2026 at 3:05 PM". */
export function formatMoment(iso: string): string {
  return WHEN.format(new Date(iso));
}
