import { LEARNING_PATHS } from './learning-paths';
import type { Plan } from './plans';

/**
 * The three certifications of /certification (issue 26), each earned by finishing its courses and
 * then passing a timed final assessment drawn from the question pools of those courses' module
 * quizzes (decision 0068). The Elite tier also needs three approved case studies and lapses after
 * a year.
 */
export interface CertificationTrack {
  id: CertificationTrackId;
  title: string;
  /** The lowest plan that may take the assessment. */
  plan: Plan;
  /** The courses to finish first, in the order a learner takes them. */
  courseSlugs: readonly string[];
  questionsPerAttempt: number;
  /** The fewest questions the pool over those courses must hold, so two attempts differ. */
  minimumPool: number;
  passPercent: number;
  timeLimitMinutes: number;
  caseStudies: number;
  /** Months a credential stays current; null: it does not expire. */
  validForMonths: number | null;
}

export const CERTIFICATION_TRACK_IDS = ['ai-ready-fundamentals', 'ai-business-strategist', 'ai-implementation-partner'] as const;
export type CertificationTrackId = (typeof CERTIFICATION_TRACK_IDS)[number];

function pathCourses(pathId: string): string[] {
  const path = LEARNING_PATHS.find((entry) => entry.id === pathId);
  if (!path) throw new Error(`No learning path ${pathId}`);
  return path.courses.map((course) => course.slug);
}

export const CERTIFICATION_TRACKS: readonly CertificationTrack[] = [
  {
    id: 'ai-ready-fundamentals',
    title: 'AI-Ready Business Fundamentals',
    plan: 'free',
    courseSlugs: ['ai-101-for-business-owners'],
    questionsPerAttempt: 20,
    minimumPool: 40,
    passPercent: 80,
    timeLimitMinutes: 60,
    caseStudies: 0,
    validForMonths: null,
  },
  {
    id: 'ai-business-strategist',
    title: 'Certified AI Business Strategist',
    plan: 'pro',
    courseSlugs: pathCourses('automation-and-growth'),
    questionsPerAttempt: 30,
    minimumPool: 60,
    passPercent: 85,
    timeLimitMinutes: 60,
    caseStudies: 0,
    validForMonths: null,
  },
  {
    id: 'ai-implementation-partner',
    title: 'Elite AI Implementation Partner',
    plan: 'elite',
    courseSlugs: pathCourses('ai-leadership'),
    questionsPerAttempt: 40,
    minimumPool: 80,
    passPercent: 90,
    timeLimitMinutes: 60,
    caseStudies: 3,
    validForMonths: 12,
  },
];

export function findCertificationTrack(id: string): CertificationTrack | undefined {
  return CERTIFICATION_TRACKS.find((track) => track.id === id);
}

/** At most this many attempts of one track start within the window, and this long apart. */
export const ASSESSMENT_ATTEMPTS_PER_WINDOW = 3;
export const ASSESSMENT_WINDOW_DAYS = 30;
export const ASSESSMENT_HOURS_BETWEEN_ATTEMPTS = 24;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type NextAttempt =
  | { allowed: true; attemptsLeft: number }
  | { allowed: false; attemptsLeft: number; reason: 'wait' | 'limit'; retryAt: Date };

/**
 * Whether a learner may start an attempt now, from when their earlier attempts of the track
 * started: three in any 30 days, 24 hours apart. `attemptsLeft` counts this window's remaining
 * starts, including one started now.
 */
export function nextAssessmentAttempt(startedAt: readonly Date[], now: Date): NextAttempt {
  const inWindow = startedAt.filter((start) => now.getTime() - start.getTime() < ASSESSMENT_WINDOW_DAYS * DAY_MS).sort((a, b) => a.getTime() - b.getTime());
  const attemptsLeft = Math.max(0, ASSESSMENT_ATTEMPTS_PER_WINDOW - inWindow.length);
  if (attemptsLeft === 0) {
    return { allowed: false, attemptsLeft, reason: 'limit', retryAt: new Date(inWindow[0]!.getTime() + ASSESSMENT_WINDOW_DAYS * DAY_MS) };
  }
  const latest = inWindow.at(-1);
  if (latest && now.getTime() - latest.getTime() < ASSESSMENT_HOURS_BETWEEN_ATTEMPTS * HOUR_MS) {
    return { allowed: false, attemptsLeft, reason: 'wait', retryAt: new Date(latest.getTime() + ASSESSMENT_HOURS_BETWEEN_ATTEMPTS * HOUR_MS) };
  }
  return { allowed: true, attemptsLeft };
}

/** When an attempt started at `startedAt` stops counting answers. */
export function assessmentDeadline(track: Pick<CertificationTrack, 'timeLimitMinutes'>, startedAt: Date): Date {
  return new Date(startedAt.getTime() + track.timeLimitMinutes * 60 * 1000);
}

/** When a credential of the track issued at `issuedAt` stops being current; null when it does not. */
export function credentialExpiry(track: Pick<CertificationTrack, 'validForMonths'>, issuedAt: Date): Date | null {
  if (track.validForMonths === null) return null;
  const expiry = new Date(issuedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + track.validForMonths);
  return expiry;
}
