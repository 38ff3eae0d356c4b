import { describe, expect, it } from 'vitest';
import {
  instructorQuestionClock,
  isSuspended,
  mayChangeOwnWriting,
  mayMarkAnswered,
  mayPostInLessonDiscussion,
  mayPostInSpace,
  mayReadSpace,
  planThatPostsIn,
  SPACE_IDS,
  SPACES,
} from './community-access';

const NOW = new Date('2026-12-07T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('the community spaces', () => {
  it('are the six channels /community names, in its order', () => {
    expect(SPACES.map((space) => space.name)).toEqual(['#introductions', '#wins-and-case-studies', '#prompt-library', '#automation-lab', '#ask-the-instructor', '#tool-reviews']);
    expect(SPACES.map((space) => space.id)).toEqual([...SPACE_IDS]);
  });
});

describe('who reads and posts in a space', () => {
  it('lets a visitor do neither', () => {
    for (const space of SPACE_IDS) {
      expect(mayReadSpace(null, space)).toBe(false);
      expect(mayPostInSpace(null, space)).toBe(false);
    }
  });

  it('lets a Free member read the members’ wins only, and post nowhere', () => {
    const free = { plan: 'free' as const, isAdmin: false };
    expect(SPACE_IDS.filter((space) => mayReadSpace(free, space))).toEqual(['wins-and-case-studies']);
    expect(SPACE_IDS.filter((space) => mayPostInSpace(free, space))).toEqual([]);
  });

  it('lets Pro and Elite members read and post in all six', () => {
    for (const plan of ['pro', 'elite'] as const) {
      expect(SPACE_IDS.every((space) => mayReadSpace({ plan, isAdmin: false }, space) && mayPostInSpace({ plan, isAdmin: false }, space))).toBe(true);
    }
  });

  it('lets an admin on any plan read and post everywhere', () => {
    expect(SPACE_IDS.every((space) => mayPostInSpace({ plan: 'free', isAdmin: true }, space))).toBe(true);
  });

  it('names Pro as the plan that opens posting', () => {
    expect(planThatPostsIn('introductions')).toBe('pro');
  });
});

describe('lesson discussions', () => {
  it('take questions from paid plans and admins', () => {
    expect(mayPostInLessonDiscussion(null)).toBe(false);
    expect(mayPostInLessonDiscussion({ plan: 'free', isAdmin: false })).toBe(false);
    expect(mayPostInLessonDiscussion({ plan: 'pro', isAdmin: false })).toBe(true);
    expect(mayPostInLessonDiscussion({ plan: 'free', isAdmin: true })).toBe(true);
  });
});

describe('changing one’s own writing', () => {
  it('is allowed for an hour after writing, not after', () => {
    expect(mayChangeOwnWriting(new Date(NOW.getTime() - 59 * 60 * 1000), NOW)).toBe(true);
    expect(mayChangeOwnWriting(new Date(NOW.getTime() - 61 * 60 * 1000), NOW)).toBe(false);
  });
});

describe('marking a question answered', () => {
  it('is for its author or an admin', () => {
    expect(mayMarkAnswered({ id: 'a', isAdmin: false }, { authorId: 'a' })).toBe(true);
    expect(mayMarkAnswered({ id: 'b', isAdmin: false }, { authorId: 'a' })).toBe(false);
    expect(mayMarkAnswered({ id: 'b', isAdmin: true }, { authorId: 'a' })).toBe(true);
  });
});

describe('a suspension', () => {
  it('holds until its end', () => {
    expect(isSuspended({ until: new Date(NOW.getTime() + 1000) }, NOW)).toBe(true);
    expect(isSuspended({ until: new Date(NOW.getTime() - 1000) }, NOW)).toBe(false);
    expect(isSuspended(null, NOW)).toBe(false);
  });
});

describe('the instructor question clock', () => {
  it('runs the support inbox’s 24 hours for an Elite member’s unanswered question', () => {
    const question = { authorPlan: 'elite' as const, createdAt: new Date(NOW.getTime() - 13 * HOUR), instructorAnsweredAt: null };
    expect(instructorQuestionClock(question, NOW)).toEqual({ state: 'past-12-hours', hoursLeft: 11, hoursOverdue: 0 });
  });

  it('stops once an admin answers, and never runs for a Pro member', () => {
    expect(instructorQuestionClock({ authorPlan: 'elite', createdAt: NOW, instructorAnsweredAt: NOW }, NOW)).toBeNull();
    expect(instructorQuestionClock({ authorPlan: 'pro', createdAt: NOW, instructorAnsweredAt: null }, NOW)).toBeNull();
  });
});
