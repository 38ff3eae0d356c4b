import { describe, expect, it } from 'vitest';
import { continueLearningPath, formatPlaybackTime, parseResumeParam, resumeSecond, shouldOfferResume } from './video-resume';

describe('when the player offers to resume a video', () => {
  it('offers a position past the first five seconds', () => {
    expect(shouldOfferResume({ positionSeconds: 20, durationSeconds: 120 })).toBe(true);
    expect(shouldOfferResume({ positionSeconds: 5, durationSeconds: 120 })).toBe(true);
  });

  it('starts again from the top within the first five seconds', () => {
    expect(shouldOfferResume({ positionSeconds: 0, durationSeconds: 120 })).toBe(false);
    expect(shouldOfferResume({ positionSeconds: 4.9, durationSeconds: 120 })).toBe(false);
  });

  it('counts the last 5% as watched', () => {
    expect(shouldOfferResume({ positionSeconds: 113.9, durationSeconds: 120 })).toBe(true);
    expect(shouldOfferResume({ positionSeconds: 114, durationSeconds: 120 })).toBe(false);
    expect(shouldOfferResume({ positionSeconds: 120, durationSeconds: 120 })).toBe(false);
  });

  it('offers a position whose video length is not known yet', () => {
    expect(shouldOfferResume({ positionSeconds: 300, durationSeconds: null })).toBe(true);
  });

  it('never offers a position that is not a number', () => {
    expect(shouldOfferResume({ positionSeconds: Number.NaN, durationSeconds: 120 })).toBe(false);
  });
});

describe('the time a resume offer names', () => {
  it('reads as a player shows it', () => {
    expect(formatPlaybackTime(20.7)).toBe('0:20');
    expect(formatPlaybackTime(245)).toBe('4:05');
    expect(formatPlaybackTime(3723)).toBe('1:02:03');
    expect(formatPlaybackTime(-3)).toBe('0:00');
  });

  it('resumes at the whole second before the position', () => {
    expect(resumeSecond(20.9)).toBe(20);
    expect(resumeSecond(-1)).toBe(0);
  });
});

describe('the position in the address', () => {
  it('takes whole seconds up to a day', () => {
    expect(parseResumeParam('20')).toBe(20);
    expect(parseResumeParam('86400')).toBe(86400);
  });

  it('ignores anything else, so the lesson opens as usual', () => {
    for (const value of [null, undefined, '', '0', '-5', '2.5', '1e3', '86401', 'abc', ' 20']) expect(parseResumeParam(value)).toBeNull();
  });
});

describe("where 'Continue Learning' leads", () => {
  it('opens the lesson and the position the learner left', () => {
    expect(continueLearningPath('ai-101', { lessonId: 'intro video', positionSeconds: 20.6 })).toBe('/learn/ai-101?lesson=intro+video&t=20');
  });

  it('opens the course where the player chooses without a position', () => {
    expect(continueLearningPath('ai-101', null)).toBe('/learn/ai-101');
  });
});
