import { and, asc, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { PostView, Reaction, SpaceId } from '../../../shared/community-access';
import type { Plan } from '../../../shared/plans';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { communityPosts, communityReactions, communityReplies, communityReports, communitySuspensions, courses, userRoles, users } from '../../db/schema';

/** Where posts live: one of the six spaces, or one lesson's discussion. */
export type PostPlace = { space: SpaceId } | { courseId: string; lessonId: string };

export interface PostRow {
  id: string;
  space: string;
  courseSlug: string | null;
  lessonId: string | null;
  authorId: string;
  authorFirstName: string;
  authorLastName: string;
  authorIsAdmin: boolean;
  authorPlan: Plan;
  title: string;
  body: string;
  pinned: boolean;
  locked: boolean;
  hiddenAt: Date | null;
  answeredAt: Date | null;
  instructorAnsweredAt: Date | null;
  replyCount: number;
  lastActivityAt: Date;
  editedAt: Date | null;
  createdAt: Date;
}

const isAdminOf = (userId: AnyPgColumn) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${userId} AND ${userRoles.role} = 'admin')`;

const postColumns = {
  id: communityPosts.id,
  space: communityPosts.space,
  courseSlug: courses.slug,
  lessonId: communityPosts.lessonId,
  authorId: communityPosts.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorIsAdmin: isAdminOf(communityPosts.authorId),
  authorPlan: communityPosts.authorPlan,
  title: communityPosts.title,
  body: communityPosts.body,
  pinned: communityPosts.pinned,
  locked: communityPosts.locked,
  hiddenAt: communityPosts.hiddenAt,
  answeredAt: communityPosts.answeredAt,
  instructorAnsweredAt: communityPosts.instructorAnsweredAt,
  replyCount: communityPosts.replyCount,
  lastActivityAt: communityPosts.lastActivityAt,
  editedAt: communityPosts.editedAt,
  createdAt: communityPosts.createdAt,
};

function selectPosts(db: DbExecutor) {
  return db.select(postColumns).from(communityPosts).innerJoin(users, eq(users.id, communityPosts.authorId)).leftJoin(courses, eq(courses.id, communityPosts.courseId));
}

export async function findPost(db: DbExecutor, id: string): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db).where(eq(communityPosts.id, id)).limit(1);
  return row;
}

/** The post's row locked for the rest of the transaction: replies, marks and moderation of one post queue behind each other. */
export async function lockPost(tx: DbExecutor, id: string): Promise<{ id: string } | undefined> {
  const [row] = await tx.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, id)).for('update');
  return row;
}

function placeCondition(place: PostPlace): SQL {
  return 'space' in place ? eq(communityPosts.space, place.space) : and(eq(communityPosts.space, 'lesson'), eq(communityPosts.courseId, place.courseId), eq(communityPosts.lessonId, place.lessonId))!;
}

/** A page of a place's posts in a view: pinned first, then newest, latest activity, or unanswered (no reply, not marked) newest. */
export async function listPosts(
  db: DbExecutor,
  place: PostPlace,
  options: { view: PostView; includeHidden: boolean; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const conditions = [placeCondition(place)];
  if (!options.includeHidden) conditions.push(isNull(communityPosts.hiddenAt));
  if (options.view === 'unanswered') conditions.push(eq(communityPosts.replyCount, 0), isNull(communityPosts.answeredAt));
  const where = and(...conditions);
  const order = options.view === 'active' ? desc(communityPosts.lastActivityAt) : desc(communityPosts.createdAt);
  const [rows, [totals]] = await Promise.all([
    selectPosts(db).where(where).orderBy(desc(communityPosts.pinned), order, desc(communityPosts.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(communityPosts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertPost(
  tx: DbExecutor,
  post: { place: PostPlace; authorId: string; authorPlan: Plan; title: string; body: string },
): Promise<string> {
  const place = 'space' in post.place ? { space: post.place.space } : { space: 'lesson', courseId: post.place.courseId, lessonId: post.place.lessonId };
  const [row] = await tx
    .insert(communityPosts)
    .values({ ...place, authorId: post.authorId, authorPlan: post.authorPlan, title: post.title, body: post.body })
    .returning({ id: communityPosts.id });
  return row!.id;
}

export async function updatePostText(tx: DbExecutor, id: string, text: { title: string; body: string }): Promise<void> {
  await tx.update(communityPosts).set({ ...text, editedAt: sql`now()` }).where(eq(communityPosts.id, id));
}

export async function deletePostRow(tx: DbExecutor, id: string): Promise<void> {
  await tx.delete(communityPosts).where(eq(communityPosts.id, id));
}

export async function updatePostFlags(
  tx: DbExecutor,
  id: string,
  flags: Partial<{ pinned: boolean; locked: boolean; hidden: boolean; answered: boolean }>,
): Promise<void> {
  await tx
    .update(communityPosts)
    .set({
      pinned: flags.pinned,
      locked: flags.locked,
      hiddenAt: flags.hidden === undefined ? undefined : flags.hidden ? sql`now()` : null,
      answeredAt: flags.answered === undefined ? undefined : flags.answered ? sql`now()` : null,
    })
    .where(eq(communityPosts.id, id));
}

export interface ReplyRow {
  id: string;
  body: string;
  authorFirstName: string;
  authorLastName: string;
  authorIsAdmin: boolean;
  fromInstructor: boolean;
  createdAt: Date;
}

/** A reply, with the post's count and activity, and an admin's first reply as the instructor's answer, in the caller's transaction. */
export async function insertReply(tx: DbExecutor, reply: { postId: string; authorId: string; body: string; fromInstructor: boolean }): Promise<string> {
  const [row] = await tx.insert(communityReplies).values(reply).returning({ id: communityReplies.id });
  await tx
    .update(communityPosts)
    .set({
      replyCount: sql`${communityPosts.replyCount} + 1`,
      lastActivityAt: sql`now()`,
      ...(reply.fromInstructor ? { instructorAnsweredAt: sql`coalesce(${communityPosts.instructorAnsweredAt}, now())` } : {}),
    })
    .where(eq(communityPosts.id, reply.postId));
  return row!.id;
}

export async function listReplies(db: DbExecutor, postId: string): Promise<(ReplyRow & { id: string })[]> {
  return db
    .select({
      id: communityReplies.id,
      body: communityReplies.body,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorIsAdmin: isAdminOf(communityReplies.authorId),
      fromInstructor: communityReplies.fromInstructor,
      createdAt: communityReplies.createdAt,
    })
    .from(communityReplies)
    .innerJoin(users, eq(users.id, communityReplies.authorId))
    .where(eq(communityReplies.postId, postId))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
}

/** Each post's reactions counted by kind, and those the viewer gave. */
export async function findReactions(db: DbExecutor, postIds: string[], viewerId: string | null): Promise<Map<string, { counts: Map<Reaction, number>; mine: Reaction[] }>> {
  const result = new Map<string, { counts: Map<Reaction, number>; mine: Reaction[] }>();
  if (postIds.length === 0) return result;
  const rows = await db
    .select({
      postId: communityReactions.postId,
      reaction: communityReactions.reaction,
      total: count(),
      mine: sql<boolean>`bool_or(${communityReactions.userId} = ${viewerId ?? ''})`,
    })
    .from(communityReactions)
    .where(inArray(communityReactions.postId, postIds))
    .groupBy(communityReactions.postId, communityReactions.reaction);
  for (const row of rows) {
    const entry = result.get(row.postId) ?? { counts: new Map<Reaction, number>(), mine: [] as Reaction[] };
    entry.counts.set(row.reaction as Reaction, row.total);
    if (row.mine) entry.mine.push(row.reaction as Reaction);
    result.set(row.postId, entry);
  }
  return result;
}

export async function setReactionRow(db: DbExecutor, key: { postId: string; userId: string; reaction: Reaction }, on: boolean): Promise<void> {
  if (on) await db.insert(communityReactions).values(key).onConflictDoNothing();
  else
    await db
      .delete(communityReactions)
      .where(and(eq(communityReactions.postId, key.postId), eq(communityReactions.userId, key.userId), eq(communityReactions.reaction, key.reaction)));
}

/** One report per member and post: reporting again changes nothing. */
export async function insertReport(db: DbExecutor, report: { postId: string; reporterId: string; reason: string }): Promise<void> {
  await db.insert(communityReports).values(report).onConflictDoNothing();
}

export async function resolveReports(tx: DbExecutor, postId: string): Promise<void> {
  await tx
    .update(communityReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt)));
}

export async function listOpenReports(db: DbExecutor): Promise<{ postId: string; reason: string; reporterFirstName: string; reporterLastName: string; createdAt: Date }[]> {
  return db
    .select({
      postId: communityReports.postId,
      reason: communityReports.reason,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
      createdAt: communityReports.createdAt,
    })
    .from(communityReports)
    .innerJoin(users, eq(users.id, communityReports.reporterId))
    .where(isNull(communityReports.resolvedAt))
    .orderBy(asc(communityReports.createdAt))
    .limit(500);
}

export async function findPostsByIds(db: DbExecutor, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return selectPosts(db).where(inArray(communityPosts.id, ids));
}

/** Questions for the instructor: #ask-the-instructor's posts and every lesson's questions. */
const waitingCondition = () => and(inArray(communityPosts.space, ['ask-the-instructor', 'lesson']), isNull(communityPosts.instructorAnsweredAt), isNull(communityPosts.hiddenAt));

/** Questions no admin has answered, oldest first. */
export async function listWaitingQuestionRows(db: DbExecutor, limit: number): Promise<PostRow[]> {
  return selectPosts(db).where(waitingCondition()).orderBy(asc(communityPosts.createdAt), asc(communityPosts.id)).limit(limit);
}

export async function countWaitingQuestionRows(db: DbExecutor): Promise<{ waiting: number; oldestAt: Date | null; elite: number }> {
  const [row] = await db
    .select({
      waiting: count(),
      oldestAt: sql<Date | null>`min(${communityPosts.createdAt})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      elite: sql<number>`count(*) FILTER (WHERE ${communityPosts.authorPlan} = 'elite')`.mapWith(Number),
    })
    .from(communityPosts)
    .where(waitingCondition());
  return { waiting: row?.waiting ?? 0, oldestAt: row?.oldestAt ?? null, elite: row?.elite ?? 0 };
}

/** Visible posts and the newest one's time, per space. */
export async function countPostsBySpace(db: DbExecutor): Promise<Map<string, { posts: number; lastPostAt: Date | null }>> {
  const rows = await db
    .select({ space: communityPosts.space, posts: count(), lastPostAt: max(communityPosts.createdAt) })
    .from(communityPosts)
    .where(isNull(communityPosts.hiddenAt))
    .groupBy(communityPosts.space);
  return new Map(rows.map((row) => [row.space, { posts: row.posts, lastPostAt: row.lastPostAt }]));
}

export async function findSuspension(db: DbExecutor, userId: string): Promise<{ until: Date } | undefined> {
  const [row] = await db.select({ until: communitySuspensions.until }).from(communitySuspensions).where(eq(communitySuspensions.userId, userId)).limit(1);
  return row;
}

export async function upsertSuspension(tx: DbExecutor, suspension: { userId: string; until: Date; reason: string }): Promise<void> {
  await tx
    .insert(communitySuspensions)
    .values(suspension)
    .onConflictDoUpdate({ target: communitySuspensions.userId, set: { until: suspension.until, reason: suspension.reason, createdAt: sql`now()` } });
}
