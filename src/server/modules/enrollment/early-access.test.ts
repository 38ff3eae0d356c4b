import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAdminCourse, saveAdminCourse } from '../../../shared/api/admin-courses';
import { listEarlyAccessCourses } from '../../../shared/api/learning';
import type { AnyEndpoint, EndpointArgs } from '../../../shared/api/endpoint';
import { courseCertificates, courses } from '../../db/schema';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

/** Issue 29: an admin marks a draft early access; Elite members open and take it before everyone else (decision 0094). */

const app = useTestApp();
const learning = learningRequests(() => app);
const call = async <E extends AnyEndpoint>(endpoint: E, learner: TestLearner | undefined, ...input: EndpointArgs<E>) =>
  (await injectEndpoint(app.server, endpoint, { cookie: learner?.cookie }, ...input)).response;

const earlyDraft = () =>
  createCourse(app.database.db, {
    published: false,
    earlyAccess: true,
    requiredPlan: 'elite',
    title: 'AI for Field Service Teams',
    curriculum: oneModuleCurriculum('Start', [
      { id: 'first', title: 'Dispatch with AI', content: 'Early text' },
      { id: 'second', title: 'Quotes on site', content: 'More text' },
    ]),
  });

async function member(plan?: 'pro' | 'elite'): Promise<TestLearner> {
  const learner = await createLearner(app);
  if (plan) await learning.subscribe(learner, plan);
  return learner;
}

describe('early access', () => {
  it('lets an Elite member see, enrol in and take a draft marked early access, with no certificate until it is published', async () => {
    const course = await earlyDraft();
    const elite = await member('elite');
    const listed = (await call(listEarlyAccessCourses, elite)).json().courses;
    expect(listed.map((entry: { slug: string }) => entry.slug)).toContain(course.slug);
    expect((await learning.enroll(course.slug, elite)).statusCode).toBe(201);
    const player = await learning.player(course.slug, elite);
    expect(player.statusCode).toBe(200);
    expect(player.json().course).toMatchObject({ earlyAccess: true });
    expect((await learning.complete(course.slug, 'first', elite)).json()).toMatchObject({ certificateWhenPublished: false });
    const last = await learning.complete(course.slug, 'second', elite);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ certificate: null, certificateIssued: false, certificateWhenPublished: true, progress: { percent: 100 } });
    expect(await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.courseId, course.id))).toEqual([]);
  });

  it('shows others nothing: free and Pro learners cannot enrol, and their list is empty', async () => {
    const course = await earlyDraft();
    for (const learner of [await member(), await member('pro')]) {
      expect((await call(listEarlyAccessCourses, learner)).json().courses).toEqual([]);
      const refused = await learning.enroll(course.slug, learner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('COURSE_IN_DEVELOPMENT');
      expect((await learning.player(course.slug, learner)).statusCode).toBe(403);
    }
    expect((await call(listEarlyAccessCourses, undefined)).statusCode).toBe(401);
  });

  it('opens nothing early for a draft not marked early access', async () => {
    const draft = await createCourse(app.database.db, { published: false, requiredPlan: 'elite' });
    const elite = await member('elite');
    expect((await learning.enroll(draft.slug, elite)).statusCode).toBe(409);
    expect((await call(listEarlyAccessCourses, elite)).json().courses.map((entry: { slug: string }) => entry.slug)).not.toContain(draft.slug);
  });

  it('is set by an admin in the course editor', async () => {
    const admin = await createAdmin(app);
    const draft = await createCourse(app.database.db, { published: false });
    const { course } = (await call(getAdminCourse, admin, { params: { slug: draft.slug } })).json();
    expect(course.earlyAccess).toBe(false);
    const { id: _id, slug: _slug, curriculum, version, createdAt: _c, updatedAt: _u, enrollmentCount: _e, ...fields } = course;
    const saved = await call(saveAdminCourse, admin, { params: { slug: draft.slug }, body: { baseVersion: version, course: { ...fields, earlyAccess: true }, curriculum } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().course.earlyAccess).toBe(true);
    const [row] = await app.database.db.select().from(courses).where(eq(courses.id, draft.id));
    expect(row!.earlyAccess).toBe(true);
  });
});
