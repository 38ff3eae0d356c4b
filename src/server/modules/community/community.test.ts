import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../shared/api/community';
import { getAdminOverview } from '../../../shared/api/admin-overview';
import { POST_BODY_MAX, type SpaceId } from '../../../shared/community-access';
import { adminAuditLog, communityPosts, communityReplies, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();
let admin: TestLearner;
beforeAll(async () => {
  admin = await createAdmin(app);
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function member(plan: 'free' | 'pro' | 'elite', options: { emailVerified?: boolean } = {}): Promise<TestLearner> {
  const learner = await createLearner(app, {}, options);
  if (plan !== 'free') {
    await app.database.db.insert(subscriptions).values({
      userId: learner.id,
      planType: plan,
      status: 'active',
      currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
      currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
    });
  }
  return learner;
}

async function post(who: TestLearner, space: SpaceId, title = 'How do you price AI-written quotes?', body = 'I run a plumbing business and want to draft quotes faster.') {
  const reply = await injectEndpoint(app.server, api.createSpacePost, { cookie: who.cookie }, { params: { space }, body: { title, body } });
  expect(reply.status, reply.response.body).toBe(201);
  return reply.body().post;
}

const postRows = (authorId: string) => app.database.db.select().from(communityPosts).where(eq(communityPosts.authorId, authorId));

describe('the spaces', () => {
  it('asks a visitor to sign in', async () => {
    expect((await injectEndpoint(app.server, api.listSpaces, {})).status).toBe(401);
  });

  it('opens all six spaces to a Pro member, to read and to post', async () => {
    const pro = await member('pro');
    const { spaces } = (await injectEndpoint(app.server, api.listSpaces, { cookie: pro.cookie })).body();
    expect(spaces.map((space) => space.name)).toEqual(['#introductions', '#wins-and-case-studies', '#prompt-library', '#automation-lab', '#ask-the-instructor', '#tool-reviews']);
    expect(spaces.every((space) => space.mayRead && space.mayPost)).toBe(true);
  });

  it('lets a Free member read the members’ wins only, and post nowhere', async () => {
    const free = await member('free');
    const { spaces } = (await injectEndpoint(app.server, api.listSpaces, { cookie: free.cookie })).body();
    expect(spaces.filter((space) => space.mayRead).map((space) => space.id)).toEqual(['wins-and-case-studies']);
    expect(spaces.some((space) => space.mayPost)).toBe(false);

    const closed = await injectEndpoint(app.server, api.listSpacePosts, { cookie: free.cookie }, { params: { space: 'automation-lab' } });
    expect(closed.status).toBe(403);
    expect(closed.response.json()).toMatchObject({ error: 'UPGRADE_REQUIRED', message: '#automation-lab opens with Pro Member: see the plans at /pricing.' });
    expect((await injectEndpoint(app.server, api.listSpacePosts, { cookie: free.cookie }, { params: { space: 'wins-and-case-studies' } })).status).toBe(200);

    const refused = await injectEndpoint(app.server, api.createSpacePost, { cookie: free.cookie }, { params: { space: 'wins-and-case-studies' }, body: { title: 'My win', body: 'Saved 4 hours.' } });
    expect(refused.status).toBe(403);
    expect(refused.response.json().message).toBe('Posting in #wins-and-case-studies comes with Pro Member: see the plans at /pricing.');
    expect(await postRows(free.id)).toEqual([]);
  });
});

describe('posting', () => {
  it('shows a Pro member’s post in the space’s newest view, named by first name and initial, with no email', async () => {
    const pro = await member('pro');
    const created = await post(pro, 'automation-lab', 'Zapier or Make for invoices?');
    const page = (await injectEndpoint(app.server, api.listSpacePosts, { cookie: pro.cookie }, { params: { space: 'automation-lab' } })).body();
    expect(page.posts[0]).toMatchObject({ id: created.id, title: 'Zapier or Make for invoices?', author: { name: 'Maya L.', isInstructor: false }, mayChange: true });
    expect(JSON.stringify(page)).not.toContain(pro.email);
  });

  it('refuses a post from an address not yet confirmed, writing nothing', async () => {
    const unconfirmed = await member('pro', { emailVerified: false });
    const refused = await injectEndpoint(app.server, api.createSpacePost, { cookie: unconfirmed.cookie }, { params: { space: 'introductions' }, body: { title: 'Hello all', body: 'Hi.' } });
    expect(refused.status).toBe(403);
    expect(refused.response.json().error).toBe('EMAIL_NOT_VERIFIED');
    expect(await postRows(unconfirmed.id)).toEqual([]);
  });

  it('refuses an oversized post with a message naming the limit, writing nothing', async () => {
    const pro = await member('pro');
    const refused = await injectEndpoint(app.server, api.createSpacePost, { cookie: pro.cookie }, { params: { space: 'introductions' }, body: { title: 'Long one', body: 'x'.repeat(POST_BODY_MAX + 1) } });
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ field: 'body', message: expect.stringContaining('A post is at most 10,000 characters') });
    expect(await postRows(pro.id)).toEqual([]);
  });

  it('keeps markup as the text it was written: a script comes back as characters, never as HTML the server made', async () => {
    const pro = await member('pro');
    const body = '<script>alert(1)</script> <img src=x onerror=alert(2)> [link](javascript:alert(3))';
    const created = await post(pro, 'prompt-library', '<b>Bold</b> title', body);
    const read = (await injectEndpoint(app.server, api.getPost, { cookie: pro.cookie }, { params: { id: created.id } })).body();
    expect(read.post.body).toBe(body);
    expect(read.post.title).toBe('<b>Bold</b> title');
    expect((await injectEndpoint(app.server, api.getPost, { cookie: pro.cookie }, { params: { id: created.id } })).response.headers['content-type']).toContain('application/json');
  });

  it('orders the active view by the latest reply and leaves answered posts out of unanswered, a page at a time', async () => {
    const pro = await member('pro');
    const older = await post(pro, 'tool-reviews', 'Older review');
    const newer = await post(pro, 'tool-reviews', 'Newer review');
    const replier = await member('elite');
    expect((await injectEndpoint(app.server, api.replyToPost, { cookie: replier.cookie }, { params: { id: older.id }, body: { body: 'Same here.' } })).status).toBe(201);

    const view = async (name: 'newest' | 'active' | 'unanswered') =>
      (await injectEndpoint(app.server, api.listSpacePosts, { cookie: pro.cookie }, { params: { space: 'tool-reviews' }, query: { view: name } })).body().posts.map((entry) => entry.id);
    expect((await view('newest')).slice(0, 2)).toEqual([newer.id, older.id]);
    expect((await view('active')).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(await view('unanswered')).toContain(newer.id);
    expect(await view('unanswered')).not.toContain(older.id);

    const page = (await injectEndpoint(app.server, api.listSpacePosts, { cookie: pro.cookie }, { params: { space: 'tool-reviews' }, query: { page: 2 } })).body();
    expect(page).toMatchObject({ page: 2, pageSize: 20 });
  });

  it('lets the author edit and delete within the hour, not after, and nobody else', async () => {
    const pro = await member('pro');
    const other = await member('pro');
    const created = await post(pro, 'introductions', 'Hello from Ohio');
    const edit = { title: 'Hello from Columbus', body: 'A bakery owner.' };
    expect((await injectEndpoint(app.server, api.editPost, { cookie: other.cookie }, { params: { id: created.id }, body: edit })).status).toBe(403);
    const edited = await injectEndpoint(app.server, api.editPost, { cookie: pro.cookie }, { params: { id: created.id }, body: edit });
    expect(edited.body().post).toMatchObject({ title: 'Hello from Columbus', editedAt: expect.any(String) });

    await app.database.db.update(communityPosts).set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(communityPosts.id, created.id));
    const late = await injectEndpoint(app.server, api.deletePost, { cookie: pro.cookie }, { params: { id: created.id } });
    expect(late.status).toBe(409);
    expect(late.response.json().message).toBe('A post can be edited or deleted for an hour after it is written. Ask an admin to change it now.');

    const fresh = await post(pro, 'introductions', 'Second hello');
    expect((await injectEndpoint(app.server, api.deletePost, { cookie: pro.cookie }, { params: { id: fresh.id } })).status).toBe(200);
    expect((await injectEndpoint(app.server, api.getPost, { cookie: pro.cookie }, { params: { id: fresh.id } })).status).toBe(404);
  });

  it('counts one reaction of a kind per member, and takes it back', async () => {
    const pro = await member('pro');
    const created = await post(pro, 'prompt-library', 'A prompt for job ads');
    const fan = await member('pro');
    for (let i = 0; i < 2; i += 1) {
      expect((await injectEndpoint(app.server, api.setReaction, { cookie: fan.cookie }, { params: { id: created.id, reaction: 'helpful' }, body: { on: true } })).status).toBe(200);
    }
    const read = (await injectEndpoint(app.server, api.getPost, { cookie: fan.cookie }, { params: { id: created.id } })).body().post;
    expect(read).toMatchObject({ reactions: { helpful: 1, thanks: 0 }, myReactions: ['helpful'] });
    const off = await injectEndpoint(app.server, api.setReaction, { cookie: fan.cookie }, { params: { id: created.id, reaction: 'helpful' }, body: { on: false } });
    expect(off.body().post.reactions.helpful).toBe(0);
  });

  it('refuses replies to a locked post, and marks an admin’s reply as the instructor’s', async () => {
    const pro = await member('pro');
    const created = await post(pro, 'automation-lab', 'My CRM sync broke');
    const answer = await injectEndpoint(app.server, api.replyToPost, { cookie: admin.cookie }, { params: { id: created.id }, body: { body: 'Check the field mapping.' } });
    expect(answer.body().reply).toMatchObject({ fromInstructor: true, author: { isInstructor: true } });

    expect((await injectEndpoint(app.server, api.moderatePost, { cookie: admin.cookie }, { params: { id: created.id }, body: { action: 'lock' } })).status).toBe(200);
    const refused = await injectEndpoint(app.server, api.replyToPost, { cookie: pro.cookie }, { params: { id: created.id }, body: { body: 'Thanks!' } });
    expect(refused.status).toBe(409);
    expect(refused.response.json().message).toBe('This post is locked: it takes no more replies.');
    expect(await app.database.db.select().from(communityReplies).where(eq(communityReplies.postId, created.id))).toHaveLength(1);
  });
});

describe('lesson discussions', () => {
  async function proCourseWithLearner() {
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    const learner = await member('pro');
    const enrolment = await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
    expect(enrolment.statusCode).toBe(201);
    return { course, learner };
  }

  it('takes a question from a learner who may open the lesson, queued for the instructor until an admin answers; the author marks it answered', async () => {
    const { course, learner } = await proCourseWithLearner();
    const params = { slug: course.slug, lessonId: 'l1' };
    const asked = await injectEndpoint(app.server, api.askInLesson, { cookie: learner.cookie }, { params, body: { title: 'Does this work for a salon?', body: 'Our bookings are by phone.' } });
    expect(asked.status).toBe(201);
    const question = asked.body().post;
    expect(question).toMatchObject({ space: 'lesson', lesson: { courseSlug: course.slug, lessonId: 'l1' }, answered: false, mayMarkAnswered: true });

    const listed = (await injectEndpoint(app.server, api.listLessonDiscussion, { cookie: learner.cookie }, { params })).body();
    expect(listed).toMatchObject({ mayAsk: true, total: 1 });
    expect((await injectEndpoint(app.server, api.listLessonDiscussion, { cookie: learner.cookie }, { params: { slug: course.slug, lessonId: 'l2' } })).body().total).toBe(0);

    const waiting = async () => (await injectEndpoint(app.server, api.listWaitingQuestions, { cookie: admin.cookie })).body().questions.map((entry) => entry.post.id);
    expect(await waiting()).toContain(question.id);
    await injectEndpoint(app.server, api.replyToPost, { cookie: admin.cookie }, { params: { id: question.id }, body: { body: 'Yes: start with the phone script.' } });
    expect(await waiting()).not.toContain(question.id);
    const onlyAuthor = await member('pro');
    expect((await injectEndpoint(app.server, api.markAnswered, { cookie: onlyAuthor.cookie }, { params: { id: question.id }, body: { answered: true } })).status).toBe(403);

    const marked = await injectEndpoint(app.server, api.markAnswered, { cookie: learner.cookie }, { params: { id: question.id }, body: { answered: true } });
    expect(marked.body().post).toMatchObject({ answered: true, instructorAnswered: true });
  });

  it('keeps a lesson’s discussion from anyone who may not open the lesson, by list and by post address', async () => {
    const { course, learner } = await proCourseWithLearner();
    const asked = (await injectEndpoint(app.server, api.askInLesson, { cookie: learner.cookie }, { params: { slug: course.slug, lessonId: 'l1' }, body: { title: 'Private question', body: 'About my numbers.' } })).body().post;

    const notEnrolled = await member('pro');
    const free = await member('free');
    for (const outsider of [notEnrolled, free]) {
      expect((await injectEndpoint(app.server, api.listLessonDiscussion, { cookie: outsider.cookie }, { params: { slug: course.slug, lessonId: 'l1' } })).status).toBe(403);
      expect((await injectEndpoint(app.server, api.getPost, { cookie: outsider.cookie }, { params: { id: asked.id } })).status).toBe(403);
      expect((await injectEndpoint(app.server, api.replyToPost, { cookie: outsider.cookie }, { params: { id: asked.id }, body: { body: 'Peek.' } })).status).toBe(403);
    }
    expect((await injectEndpoint(app.server, api.listLessonDiscussion, { cookie: learner.cookie }, { params: { slug: course.slug, lessonId: 'nope' } })).status).toBe(404);
  });

  it('lets a Free learner read a free course’s discussion but not ask in it', async () => {
    const course = await createCourse(app.database.db, { requiredPlan: 'free' });
    const free = await member('free');
    await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: free.cookie } });
    const listed = await injectEndpoint(app.server, api.listLessonDiscussion, { cookie: free.cookie }, { params: { slug: course.slug, lessonId: 'l1' } });
    expect(listed.body().mayAsk).toBe(false);
    const refused = await injectEndpoint(app.server, api.askInLesson, { cookie: free.cookie }, { params: { slug: course.slug, lessonId: 'l1' }, body: { title: 'A question', body: 'Why?' } });
    expect(refused.status).toBe(403);
    expect(refused.response.json().error).toBe('UPGRADE_REQUIRED');
  });
});

describe('#ask-the-instructor', () => {
  it('queues unanswered questions oldest first for admins, an Elite one with the support inbox’s clock, and counts them on the admin home', async () => {
    const elite = await member('elite');
    const pro = await member('pro');
    const eliteQuestion = await post(elite, 'ask-the-instructor', 'Which model for estimates?');
    const proQuestion = await post(pro, 'ask-the-instructor', 'How long should a prompt be?');
    await app.database.db.update(communityPosts).set({ createdAt: new Date(Date.now() - 13 * 60 * 60 * 1000) }).where(eq(communityPosts.id, eliteQuestion.id));

    expect((await injectEndpoint(app.server, api.listWaitingQuestions, { cookie: pro.cookie })).status).toBe(403);
    const queue = (await injectEndpoint(app.server, api.listWaitingQuestions, { cookie: admin.cookie })).body().questions;
    const ours = queue.filter((entry) => [eliteQuestion.id, proQuestion.id].includes(entry.post.id));
    expect(ours.map((entry) => entry.post.id)).toEqual([eliteQuestion.id, proQuestion.id]);
    expect(ours[0]!.clock).toEqual({ state: 'past-12-hours', label: 'Reply within 11 hours' });
    expect(ours[1]!.clock).toBeNull();

    const overview = (await injectEndpoint(app.server, getAdminOverview, { cookie: admin.cookie })).body();
    expect(overview.todos.communityQuestions.waiting).toBeGreaterThanOrEqual(2);
    expect(overview.todos.communityQuestions.elite).toBeGreaterThanOrEqual(1);

    await injectEndpoint(app.server, api.replyToPost, { cookie: admin.cookie }, { params: { id: eliteQuestion.id }, body: { body: 'Start with the one you already pay for.' } });
    const after = (await injectEndpoint(app.server, api.listWaitingQuestions, { cookie: admin.cookie })).body().questions.map((entry) => entry.post.id);
    expect(after).not.toContain(eliteQuestion.id);
    expect(after).toContain(proQuestion.id);
  });
});

describe('moderation', () => {
  const auditOf = (id: string) =>
    app.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'community_post'), eq(adminAuditLog.targetId, id)));

  it('queues a reported post; hiding it takes it from members and keeps it for admins; restoring brings it back; each audit-logged', async () => {
    const author = await member('pro');
    const reporter = await member('pro');
    const created = await post(author, 'introductions', 'Buy my course!!!');
    const reported = await injectEndpoint(app.server, api.reportPost, { cookie: reporter.cookie }, { params: { id: created.id }, body: { reason: 'Spam: selling a course.' } });
    expect(reported.status).toBe(201);

    const queue = (await injectEndpoint(app.server, api.listReportedPosts, { cookie: admin.cookie })).body().posts;
    expect(queue.find((entry) => entry.post.id === created.id)?.reports).toEqual([{ reason: 'Spam: selling a course.', reporterName: 'Maya L.', createdAt: expect.any(String) }]);

    const hidden = await injectEndpoint(app.server, api.moderatePost, { cookie: admin.cookie }, { params: { id: created.id }, body: { action: 'hide' } });
    expect(hidden.body().post.hidden).toBe(true);
    expect((await injectEndpoint(app.server, api.getPost, { cookie: reporter.cookie }, { params: { id: created.id } })).status).toBe(404);
    const membersList = (await injectEndpoint(app.server, api.listSpacePosts, { cookie: reporter.cookie }, { params: { space: 'introductions' } })).body().posts;
    expect(membersList.map((entry) => entry.id)).not.toContain(created.id);
    expect((await injectEndpoint(app.server, api.getPost, { cookie: admin.cookie }, { params: { id: created.id } })).body().post.hidden).toBe(true);
    expect((await injectEndpoint(app.server, api.listReportedPosts, { cookie: admin.cookie })).body().posts.map((entry) => entry.post.id)).not.toContain(created.id);

    await injectEndpoint(app.server, api.moderatePost, { cookie: admin.cookie }, { params: { id: created.id }, body: { action: 'restore' } });
    expect((await injectEndpoint(app.server, api.getPost, { cookie: reporter.cookie }, { params: { id: created.id } })).status).toBe(200);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['community.post_hidden', 'community.post_restored']);
  });

  it('deletes a post with its audit entry', async () => {
    const author = await member('pro');
    const created = await post(author, 'introductions', 'Off-topic');
    expect((await injectEndpoint(app.server, api.removePost, { cookie: admin.cookie }, { params: { id: created.id } })).status).toBe(200);
    expect(await postRows(author.id)).toEqual([]);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['community.post_deleted']);
  });

  it('suspends a post’s author from posting for a time, audit-logged; they still read', async () => {
    const author = await member('pro');
    const created = await post(author, 'introductions', 'Rude post');
    const suspended = await injectEndpoint(app.server, api.suspendMember, { cookie: admin.cookie }, { body: { postId: created.id, days: 7, reason: 'Insulted another member.' } });
    expect(suspended.status).toBe(201);
    expect(suspended.body().suspension.memberName).toBe('Maya L.');

    const refused = await injectEndpoint(app.server, api.createSpacePost, { cookie: author.cookie }, { params: { space: 'introductions' }, body: { title: 'Again', body: 'Hi.' } });
    expect(refused.status).toBe(403);
    expect(refused.response.json().message).toMatch(/^A moderator has paused your posting until /);
    expect((await injectEndpoint(app.server, api.replyToPost, { cookie: author.cookie }, { params: { id: created.id }, body: { body: 'Sorry.' } })).status).toBe(403);
    expect((await injectEndpoint(app.server, api.listSpacePosts, { cookie: author.cookie }, { params: { space: 'introductions' } })).status).toBe(200);
    expect((await injectEndpoint(app.server, api.listSpaces, { cookie: author.cookie })).body().suspendedUntil).toEqual(expect.any(String));

    const entries = await app.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'community.member_suspended'), eq(adminAuditLog.targetId, author.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.reason).toBe('Insulted another member.');
  });

  it('keeps moderation to admins', async () => {
    const author = await member('pro');
    const created = await post(author, 'introductions', 'Fine post');
    expect((await injectEndpoint(app.server, api.moderatePost, { cookie: author.cookie }, { params: { id: created.id }, body: { action: 'hide' } })).status).toBe(403);
    expect((await injectEndpoint(app.server, api.listReportedPosts, {})).status).toBe(401);
  });
});
