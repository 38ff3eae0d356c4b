/**
 * Where a learner stopped in a lesson's video, and when the player offers to go back there
 * (issue 32, video resume). The server stores the position; these rules decide what a person
 * sees, on the player and on the dashboard's 'Continue Learning'.
 */

/** Before this many seconds the learner has barely started: the video simply starts again. */
export const RESUME_MIN_SECONDS = 5;

/** In the last 5% (the credits, the sign-off) the video counts as watched: no offer. */
export const RESUME_END_FRACTION = 0.05;

/** The longest video a position is kept for (a whole day); anything longer is a bad number. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;

/** How often a playing video's position is saved. */
export const POSITION_SAVE_INTERVAL_MS = 5_000;

/** The query parameter that keeps the open lesson across reloads: /learn/{slug}?lesson={id}. */
export const LESSON_PARAM = 'lesson';

/** The query parameter that opens a lesson at a position: /learn/{slug}?lesson={id}&t={seconds}. */
export const RESUME_TIME_PARAM = 't';

export interface VideoPosition {
  positionSeconds: number;
  /** Null while the player does not know the video's length (an embed before it reports it). */
  durationSeconds: number | null;
}

/** Whether the player offers to resume at this position: not in the first 5 s, nor in the last 5%. */
export function shouldOfferResume({ positionSeconds, durationSeconds }: VideoPosition): boolean {
  if (!Number.isFinite(positionSeconds) || positionSeconds < RESUME_MIN_SECONDS) return false;
  if (durationSeconds === null || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return true;
  return positionSeconds < durationSeconds * (1 - RESUME_END_FRACTION);
}

/** The whole second to resume at: a little before never skips what was not seen. */
export function resumeSecond(positionSeconds: number): number {
  return Math.max(0, Math.floor(positionSeconds));
}

/** A position as a player shows it: 0:20, 4:05, 1:02:03. */
export function formatPlaybackTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Reads the `t` parameter: whole seconds from 1 up to a day, else null (the lesson opens as usual). */
export function parseResumeParam(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds > 0 && seconds <= MAX_VIDEO_SECONDS ? seconds : null;
}

export interface ResumePoint {
  lessonId: string;
  positionSeconds: number;
}

/** Where 'Continue Learning' leads: the lesson and position the learner left, or the player's own choice of lesson. */
export function continueLearningPath(slug: string, resume: ResumePoint | null): string {
  const base = `/learn/${encodeURIComponent(slug)}`;
  if (resume === null) return base;
  const search = new URLSearchParams({ [LESSON_PARAM]: resume.lessonId, [RESUME_TIME_PARAM]: String(resumeSecond(resume.positionSeconds)) });
  return `${base}?${search.toString()}`;
}
