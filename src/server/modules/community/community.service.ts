import type { PostInput, PostSummary, Reply, ReportedPost, SpaceSummary, WaitingQuestion } from '../../../shared/api/community';
import type { ModerationAction } from '../../../shared/api/community';
import {
  COMMUNITY_PAGE_SIZE,
  instructorQuestionClock,
  isSpaceId,
  isSuspended,
  mayChangeOwnWriting,
  mayMarkAnswered,
  mayPostInLessonDiscussion,
  mayPostInSpace,
  mayReadSpace,
  planThatPostsIn,
  SPACES,
  spaceOf,
  WRITES_PER_HOUR,
  WRITES_PER_MINUTE,
  type PostView,
  type Reaction,
  type SpaceId,
} from '../../../shared/community-access';
import { flattenLessons } from '../../../shared/course-progress';
import { parseCurriculum } from '../../../shared/curriculum';
import { PLAN_OFFERS } from '../../../shared/plans';
import { supportClockLabel } from '../../../shared/support-priority';
import { withTransaction, type Database, type DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { asCommunityMember } from './community-member';
import type { AuditAction } from '../../../shared/audit';
import { recordAdminAction } from '../audit/audit.service';
import { findCourseToOpen } from '../enrollment/enrollment.service';
import {
  countPostsBySpace,
  countWaitingQuestionRows,
  deletePostRow,
  findPost,
  findPostsByIds,
  findReactions,
  findSuspension,
  insertPost,
  insertReply,
  insertReport,
  listOpenReports,
  listPosts,
  listReplies,
  listWaitingQuestionRows,
  lockPost,
  resolveReports,
  setReactionRow,
  updatePostFlags,
  updatePostText,
  upsertSuspension,
  type PostPlace,
  type PostRow,
} from './community.data';
import { memberName, presentPost, presentReply } from './community.presenter';

const DAY_MS = 24 * 60 * 60 * 1000;

const MODERATION: Record<ModerationAction, { flags: Parameters<typeof updatePostFlags>[2]; audit: AuditAction; resolvesReports: boolean }> = {
  hide: { flags: { hidden: true }, audit: 'community.post_hidden', resolvesReports: true },
  restore: { flags: { hidden: false }, audit: 'community.post_restored', resolvesReports: true },
  lock: { flags: { locked: true }, audit: 'community.post_locked', resolvesReports: false },
  unlock: { flags: { locked: false }, audit: 'community.post_unlocked', resolvesReports: false },
  pin: { flags: { pinned: true }, audit: 'community.post_pinned', resolvesReports: false },
  unpin: { flags: { pinned: false }, audit: 'community.post_unpinned', resolvesReports: false },
};

function upgradeToPost(space: SpaceId): AppError {
  return new AppError('UPGRADE_REQUIRED', `Posting in ${spaceOf(space).name} comes with ${PLAN_OFFERS[planThatPostsIn(space)].name}: see the plans at /pricing.`);
}

/**
 * The community's rules over its tables (issue 47): who reads a post (a space's plan rule, or for
 * a lesson question the course access rule), who writes, the per-member write limits, and the
 * admin's moderation, each audit-logged in the write's transaction.
 */
export class CommunityService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
  ) {}

  async listSpaces(viewer: Viewer): Promise<{ spaces: SpaceSummary[]; suspendedUntil: string | null }> {
    const [counts, suspension] = await Promise.all([countPostsBySpace(this.db), findSuspension(this.db, viewer.id)]);
    return {
      spaces: SPACES.map((space) => ({
        id: space.id,
        name: space.name,
        description: space.description,
        mayRead: mayReadSpace(asCommunityMember(viewer), space.id),
        mayPost: mayPostInSpace(asCommunityMember(viewer), space.id),
        postCount: counts.get(space.id)?.posts ?? 0,
        lastPostAt: counts.get(space.id)?.lastPostAt?.toISOString() ?? null,
      })),
      suspendedUntil: isSuspended(suspension, new Date()) ? suspension!.until.toISOString() : null,
    };
  }

  async listSpacePosts(viewer: Viewer, space: SpaceId, view: PostView, page: number) {
    if (!mayReadSpace(asCommunityMember(viewer), space)) {
      throw new AppError('UPGRADE_REQUIRED', `${spaceOf(space).name} opens with ${PLAN_OFFERS.pro.name}: see the plans at /pricing.`);
    }
    const { spaces } = await this.listSpaces(viewer);
    return { ...(await this.page(viewer, { space }, view, page)), space: spaces.find((entry) => entry.id === space)! };
  }

  async createSpacePost(viewer: Viewer, space: SpaceId, input: PostInput): Promise<PostSummary> {
    await this.assertMayWrite(viewer);
    if (!mayPostInSpace(asCommunityMember(viewer), space)) throw upgradeToPost(space);
    return this.create(viewer, { space }, input);
  }

  async listLessonDiscussion(viewer: Viewer, slug: string, lessonId: string, page: number) {
    const place = await this.lessonPlace(viewer, slug, lessonId);
    return { ...(await this.page(viewer, place, 'newest', page)), mayAsk: mayPostInLessonDiscussion(asCommunityMember(viewer)) };
  }

  async askInLesson(viewer: Viewer, slug: string, lessonId: string, input: PostInput): Promise<PostSummary> {
    const place = await this.lessonPlace(viewer, slug, lessonId);
    await this.assertMayWrite(viewer);
    if (!mayPostInLessonDiscussion(asCommunityMember(viewer))) {
      throw new AppError('UPGRADE_REQUIRED', `Asking in a lesson's discussion comes with ${PLAN_OFFERS.pro.name}: see the plans at /pricing.`);
    }
    return this.create(viewer, place, input);
  }

  async getPost(viewer: Viewer, id: string): Promise<{ post: PostSummary; replies: Reply[] }> {
    const row = await this.readablePost(viewer, id);
    const replies = await listReplies(this.db, id);
    return { post: await this.present(viewer, row), replies: replies.map(presentReply) };
  }

  async editPost(viewer: Viewer, id: string, input: PostInput): Promise<PostSummary> {
    const row = await this.ownPostToChange(viewer, id);
    await updatePostText(this.db, row.id, input);
    return this.present(viewer, (await findPost(this.db, id))!);
  }

  async deleteOwnPost(viewer: Viewer, id: string): Promise<void> {
    const row = await this.ownPostToChange(viewer, id);
    await deletePostRow(this.db, row.id);
  }

  async reply(viewer: Viewer, id: string, body: string): Promise<Reply> {
    const row = await this.readablePost(viewer, id);
    await this.assertMayWrite(viewer);
    if (isSpaceId(row.space) ? !mayPostInSpace(asCommunityMember(viewer), row.space) : !mayPostInLessonDiscussion(asCommunityMember(viewer))) {
      throw isSpaceId(row.space) ? upgradeToPost(row.space) : new AppError('UPGRADE_REQUIRED', `Answering in a lesson's discussion comes with ${PLAN_OFFERS.pro.name}: see the plans at /pricing.`);
    }
    await this.countWrite(viewer);
    const replyId = await withTransaction(this.db, async (tx) => {
      const locked = await lockPost(tx, id);
      if (!locked) throw notFound('This post was deleted.');
      const current = (await findPost(tx, id))!;
      if (current.locked && !mayActAsAdmin(viewer)) throw new AppError('CONFLICT', 'This post is locked: it takes no more replies.');
      return insertReply(tx, { postId: id, authorId: viewer.id, body, fromInstructor: mayActAsAdmin(viewer) });
    });
    const reply = (await listReplies(this.db, id)).find((entry) => entry.id === replyId)!;
    return presentReply(reply);
  }

  async markAnswered(viewer: Viewer, id: string, answered: boolean): Promise<PostSummary> {
    const row = await this.readablePost(viewer, id);
    if (!mayMarkAnswered(asCommunityMember(viewer), row)) throw new AppError('FORBIDDEN', 'Only the member who asked, or an admin, can mark a question answered.');
    await updatePostFlags(this.db, id, { answered });
    return this.present(viewer, (await findPost(this.db, id))!);
  }

  async setReaction(viewer: Viewer, id: string, reaction: Reaction, on: boolean): Promise<PostSummary> {
    const row = await this.readablePost(viewer, id);
    if (isSpaceId(row.space) ? !mayPostInSpace(asCommunityMember(viewer), row.space) : !mayPostInLessonDiscussion(asCommunityMember(viewer))) {
      throw new AppError('UPGRADE_REQUIRED', `Reacting to posts comes with ${PLAN_OFFERS.pro.name}: see the plans at /pricing.`);
    }
    await setReactionRow(this.db, { postId: id, userId: viewer.id, reaction }, on);
    return this.present(viewer, row);
  }

  async report(viewer: Viewer, id: string, reason: string): Promise<void> {
    await this.readablePost(viewer, id);
    await this.limiter.consume(`community:report:${viewer.id}`, { limit: 20, windowSeconds: 3600 });
    await insertReport(this.db, { postId: id, reporterId: viewer.id, reason });
  }

  // The admin's side.

  async listReported(admin: Viewer): Promise<ReportedPost[]> {
    const reports = await listOpenReports(this.db);
    const postIds = [...new Set(reports.map((report) => report.postId))];
    const posts = new Map((await findPostsByIds(this.db, postIds)).map((row) => [row.id, row]));
    const reactions = await findReactions(this.db, postIds, admin.id);
    const now = new Date();
    return postIds.flatMap((postId) => {
      const row = posts.get(postId);
      if (!row) return [];
      return [
        {
          post: presentPost(row, admin, reactions.get(postId), now),
          reports: reports
            .filter((report) => report.postId === postId)
            .map((report) => ({ reason: report.reason, reporterName: memberName(report.reporterFirstName, report.reporterLastName), createdAt: report.createdAt.toISOString() })),
        },
      ];
    });
  }

  async listWaitingQuestions(admin: Viewer): Promise<WaitingQuestion[]> {
    const rows = await listWaitingQuestionRows(this.db, 200);
    const reactions = await findReactions(
      this.db,
      rows.map((row) => row.id),
      admin.id,
    );
    const now = new Date();
    return rows.map((row) => {
      const clock = instructorQuestionClock(row, now);
      return { post: presentPost(row, admin, reactions.get(row.id), now), clock: clock && { state: clock.state, label: supportClockLabel(clock) } };
    });
  }

  async moderate(admin: Viewer, id: string, action: ModerationAction): Promise<PostSummary> {
    const rule = MODERATION[action];
    await withTransaction(this.db, async (tx) => {
      if (!(await lockPost(tx, id))) throw notFound('Post not found.');
      const before = (await findPost(tx, id))!;
      await updatePostFlags(tx, id, rule.flags);
      if (rule.resolvesReports) await resolveReports(tx, id);
      await recordAdminAction(tx, {
        admin,
        action: rule.audit,
        target: { type: 'community_post', id },
        before: { hidden: before.hiddenAt !== null, locked: before.locked, pinned: before.pinned },
        after: rule.flags,
      });
    });
    return this.present(admin, (await findPost(this.db, id))!);
  }

  async remove(admin: Viewer, id: string): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      if (!(await lockPost(tx, id))) throw notFound('Post not found.');
      const before = (await findPost(tx, id))!;
      await deletePostRow(tx, id);
      await recordAdminAction(tx, {
        admin,
        action: 'community.post_deleted',
        target: { type: 'community_post', id },
        before: { space: before.space, title: before.title, authorId: before.authorId },
      });
    });
  }

  async suspendAuthorOf(admin: Viewer, postId: string, days: number, reason: string): Promise<{ memberName: string; until: string }> {
    const until = new Date(Date.now() + days * DAY_MS);
    const row = await withTransaction(this.db, async (tx) => {
      const post = await findPost(tx, postId);
      if (!post) throw notFound('Post not found.');
      if (post.authorIsAdmin) throw new AppError('CONFLICT', 'An admin cannot be suspended from posting.');
      await upsertSuspension(tx, { userId: post.authorId, until, reason });
      await recordAdminAction(tx, { admin, action: 'community.member_suspended', target: { type: 'learner', id: post.authorId }, reason, after: { until: until.toISOString(), postId } });
      return post;
    });
    return { memberName: memberName(row.authorFirstName, row.authorLastName), until: until.toISOString() };
  }

  // Rules shared by the above.

  private async page(viewer: Viewer, place: PostPlace, view: PostView, page: number) {
    const { rows, total } = await listPosts(this.db, place, { view, includeHidden: mayActAsAdmin(viewer), limit: COMMUNITY_PAGE_SIZE, offset: (page - 1) * COMMUNITY_PAGE_SIZE });
    const reactions = await findReactions(
      this.db,
      rows.map((row) => row.id),
      viewer.id,
    );
    const now = new Date();
    return { posts: rows.map((row) => presentPost(row, viewer, reactions.get(row.id), now)), page, pageSize: COMMUNITY_PAGE_SIZE, total };
  }

  private async create(viewer: Viewer, place: PostPlace, input: PostInput): Promise<PostSummary> {
    await this.countWrite(viewer);
    const id = await insertPost(this.db, { place, authorId: viewer.id, authorPlan: viewer.plan, title: input.title, body: input.body });
    return this.present(viewer, (await findPost(this.db, id))!);
  }

  private async present(viewer: Viewer, row: PostRow): Promise<PostSummary> {
    const reactions = await findReactions(this.db, [row.id], viewer.id);
    return presentPost(row, viewer, reactions.get(row.id), new Date());
  }

  /** The lesson's discussion, for someone the course access rule lets open the lesson (404, 403 NOT_ENROLLED, 403 UPGRADE_REQUIRED otherwise). */
  private async lessonPlace(viewer: Viewer, slug: string, lessonId: string): Promise<PostPlace> {
    const course = await findCourseToOpen(this.db, viewer, slug);
    const exists = flattenLessons(parseCurriculum(course.curriculum)).some((entry) => entry.lesson.id === lessonId);
    if (!exists) throw notFound('Lesson not found in this course');
    return { courseId: course.id, lessonId };
  }

  /** A post the viewer may read: hidden ones only for admins; a space's by its plan rule; a lesson's by the course access rule. */
  private async readablePost(viewer: Viewer, id: string): Promise<PostRow> {
    const row = await findPost(this.db, id);
    if (!row || (row.hiddenAt !== null && !mayActAsAdmin(viewer))) throw notFound('Post not found.');
    if (isSpaceId(row.space)) {
      if (!mayReadSpace(asCommunityMember(viewer), row.space)) throw new AppError('UPGRADE_REQUIRED', `${spaceOf(row.space).name} opens with ${PLAN_OFFERS.pro.name}: see the plans at /pricing.`);
    } else {
      await this.lessonPlace(viewer, row.courseSlug!, row.lessonId!);
    }
    return row;
  }

  private async ownPostToChange(viewer: Viewer, id: string): Promise<PostRow> {
    const row = await this.readablePost(viewer, id);
    if (row.authorId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the member who wrote a post can change it.');
    if (!mayChangeOwnWriting(row.createdAt, new Date())) throw new AppError('CONFLICT', 'A post can be edited or deleted for an hour after it is written. Ask an admin to change it now.');
    await this.assertMayWrite(viewer);
    return row;
  }

  /** No writing from an unconfirmed address, nor while suspended; an admin (signed in with a second factor) writes as the instructor. */
  private async assertMayWrite(viewer: Viewer): Promise<void> {
    if (mayActAsAdmin(viewer)) return;
    if (!viewer.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address before you post: follow the link we emailed you, or send a new one from your dashboard.');
    const suspension = await findSuspension(this.db, viewer.id);
    if (isSuspended(suspension, new Date())) {
      const until = suspension!.until.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      throw new AppError('FORBIDDEN', `A moderator has paused your posting until ${until}. You can still read the community.`);
    }
  }

  /** Posts and replies together: a burst of a few a minute, and an hour's worth, per member. */
  private async countWrite(viewer: Viewer): Promise<void> {
    if (mayActAsAdmin(viewer)) return;
    await this.limiter.consume(`community:write:minute:${viewer.id}`, { limit: WRITES_PER_MINUTE, windowSeconds: 60 });
    await this.limiter.consume(`community:write:hour:${viewer.id}`, { limit: WRITES_PER_HOUR, windowSeconds: 3600 });
  }
}

/** For the admin home: questions (#ask-the-instructor and lessons') waiting for an admin, how many of them Elite, and since when. */
export async function countWaitingQuestions(db: DbExecutor): Promise<{ waiting: number; elite: number; oldestAt: string | null }> {
  const counts = await countWaitingQuestionRows(db);
  return { waiting: counts.waiting, elite: counts.elite, oldestAt: counts.oldestAt?.toISOString() ?? null };
}
