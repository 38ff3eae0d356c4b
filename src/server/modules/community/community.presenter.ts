import type { PostSummary, Reply } from '../../../shared/api/community';
import { isSpaceId, mayChangeOwnWriting, mayMarkAnswered, REACTION_NAMES, type Reaction } from '../../../shared/community-access';
import type { Viewer } from '../accounts/viewer';
import { asCommunityMember } from './community-member';
import type { PostRow, ReplyRow } from './community.data';

/** First name and last initial: what members show each other (never an email address). */
export function memberName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Member';
  const initial = lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function presentPost(row: PostRow, viewer: Viewer, reactions: { counts: Map<Reaction, number>; mine: Reaction[] } | undefined, now: Date): PostSummary {
  const own = row.authorId === viewer.id;
  return {
    id: row.id,
    space: isSpaceId(row.space) ? row.space : 'lesson',
    title: row.title,
    body: row.body,
    author: { name: memberName(row.authorFirstName, row.authorLastName), isInstructor: row.authorIsAdmin },
    authorPlan: row.authorPlan,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    replyCount: row.replyCount,
    pinned: row.pinned,
    locked: row.locked,
    hidden: row.hiddenAt !== null,
    answered: row.answeredAt !== null,
    instructorAnswered: row.instructorAnsweredAt !== null,
    reactions: Object.fromEntries(REACTION_NAMES.map((name) => [name, reactions?.counts.get(name) ?? 0])) as Record<Reaction, number>,
    myReactions: reactions?.mine ?? [],
    mayChange: own && mayChangeOwnWriting(row.createdAt, now),
    mayMarkAnswered: mayMarkAnswered(asCommunityMember(viewer), row),
    lesson: row.courseSlug && row.lessonId ? { courseSlug: row.courseSlug, lessonId: row.lessonId } : null,
  };
}

export function presentReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    body: row.body,
    author: { name: memberName(row.authorFirstName, row.authorLastName), isInstructor: row.authorIsAdmin },
    fromInstructor: row.fromInstructor,
    createdAt: row.createdAt.toISOString(),
  };
}
