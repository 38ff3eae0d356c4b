import type { Plan } from './plans';
import { supportClock, type SupportClock } from './support-priority';

/**
 * The community (issue 47): its six spaces as /community names them, who may read and post in
 * each, and the rules of a post's life. Pure: the server decides with these on every request and
 * the web shows the same answers. What a plan gives reads `SPACE_ACCESS`, one table, so the plan
 * benefits table (`entitlements.ts`) can take it over without changing a caller (decision 0117).
 */

export const SPACE_IDS = ['introductions', 'wins-and-case-studies', 'prompt-library', 'automation-lab', 'ask-the-instructor', 'tool-reviews'] as const;
export type SpaceId = (typeof SPACE_IDS)[number];

export interface Space {
  id: SpaceId;
  /** The channel's name as /community writes it. */
  name: string;
  description: string;
}

export const SPACES: readonly Space[] = [
  { id: 'introductions', name: '#introductions', description: 'Say hello, tell us what your business does and the one task you most want AI to take off your plate.' },
  {
    id: 'wins-and-case-studies',
    name: '#wins-and-case-studies',
    description: 'Before-and-after results from members: hours saved, faster replies, new revenue. Real numbers encouraged.',
  },
  { id: 'prompt-library', name: '#prompt-library', description: 'Tested prompts for quotes, proposals, customer replies, job ads and social posts, organised by task.' },
  { id: 'automation-lab', name: '#automation-lab', description: 'Get help building workflows that connect your inbox, calendar, CRM and spreadsheets without writing code.' },
  {
    id: 'ask-the-instructor',
    name: '#ask-the-instructor',
    description: 'Questions for Daniel Hart, answered in writing every week, with the best ones turned into new lessons.',
  },
  { id: 'tool-reviews', name: '#tool-reviews', description: 'Honest reviews from owners who paid for the tools: what worked, what did not, and what it really cost.' },
];

export function isSpaceId(value: string): value is SpaceId {
  return (SPACE_IDS as readonly string[]).includes(value);
}

export function spaceOf(id: SpaceId): Space {
  return SPACES.find((space) => space.id === id)!;
}

/** Who is asking: a visitor is null. Admins moderate and answer everywhere. */
export type CommunityViewer = { plan: Plan; isAdmin: boolean } | null;

/**
 * What each plan may do in the spaces (decision 0117): Free members read the members' wins (the
 * page's promised digest, in full) and see every other space's name and description; Pro and Elite
 * read and post in all six.
 */
export const SPACE_ACCESS: Record<Plan, { read: readonly SpaceId[] | 'all'; post: readonly SpaceId[] | 'all' }> = {
  free: { read: ['wins-and-case-studies'], post: [] },
  pro: { read: 'all', post: 'all' },
  elite: { read: 'all', post: 'all' },
};

const within = (list: readonly SpaceId[] | 'all', space: SpaceId) => list === 'all' || list.includes(space);

export function mayReadSpace(viewer: CommunityViewer, space: SpaceId): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || within(SPACE_ACCESS[viewer.plan].read, space);
}

export function mayPostInSpace(viewer: CommunityViewer, space: SpaceId): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || within(SPACE_ACCESS[viewer.plan].post, space);
}

/**
 * A lesson's discussion is read by whoever may open the lesson (the course access rule decides
 * that, not this file); asking and answering there is a paid plan's, like posting in a space.
 */
export function mayPostInLessonDiscussion(viewer: CommunityViewer): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.plan !== 'free';
}

/** The plan that opens posting to someone who may not post yet: the cheapest that posts there. */
export function planThatPostsIn(space: SpaceId): Plan {
  return within(SPACE_ACCESS.free.post, space) ? 'free' : within(SPACE_ACCESS.pro.post, space) ? 'pro' : 'elite';
}

/** A member may edit or delete their own post or reply for an hour after writing it; admins moderate beyond. */
export const OWN_CHANGE_WINDOW_MINUTES = 60;

export function mayChangeOwnWriting(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= OWN_CHANGE_WINDOW_MINUTES * 60 * 1000;
}

/** A question may be marked answered (or not) by the one who asked it, or an admin. */
export function mayMarkAnswered(viewer: { id: string; isAdmin: boolean }, post: { authorId: string }): boolean {
  return viewer.isAdmin || viewer.id === post.authorId;
}

/** A suspension of posting is in force until its end. */
export function isSuspended(suspension: { until: Date | string } | null | undefined, now: Date): boolean {
  return suspension !== null && suspension !== undefined && new Date(suspension.until).getTime() > now.getTime();
}

export const POST_TITLE_MAX = 150;
export const POST_BODY_MAX = 10_000;
export const REPLY_BODY_MAX = 5_000;
export const REPORT_REASON_MAX = 500;
export const SUSPENSION_DAYS_MAX = 365;
/** Writes (posts and replies together) a member may make: a burst, and an hour's worth. */
export const WRITES_PER_MINUTE = 5;
export const WRITES_PER_HOUR = 60;
export const COMMUNITY_PAGE_SIZE = 20;

export const REACTIONS = { helpful: 'Helpful', thanks: 'Thanks', 'trying-this': 'Trying this' } as const;
export type Reaction = keyof typeof REACTIONS;
export const REACTION_NAMES = Object.keys(REACTIONS) as [Reaction, ...Reaction[]];

export const POST_VIEWS = ['newest', 'active', 'unanswered'] as const;
export type PostView = (typeof POST_VIEWS)[number];

/**
 * A question in #ask-the-instructor waits for an admin's answer; an Elite member's runs the same
 * 24-hour clock as their support messages (`support-priority.ts`), until an admin answers.
 */
export function instructorQuestionClock(question: { authorPlan: Plan; createdAt: Date | string; instructorAnsweredAt: Date | string | null }, now: Date): SupportClock | null {
  const priority = question.authorPlan === 'free' ? null : question.authorPlan;
  return supportClock({ priority, createdAt: question.createdAt, handledAt: question.instructorAnsweredAt }, now);
}
