import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema';
import { createAdmin, createLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const { enroll, subscribe } = learningRequests(() => app);

describe('enrolment', () => {
  it('refuses visitors', async () => {
    const course = await createCourse(app.database.db);
    expect((await enroll(course.slug)).statusCode).toBe(401);
  });

  it('enrols a free learner in a free course once; a repeat counts as already enrolled', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db);
    const first = await enroll(course.slug, learner);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ enrolled: true, alreadyEnrolled: false });
    const again = await enroll(course.slug, learner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ enrolled: true, alreadyEnrolled: true });
    const rows = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.planType).toBe('free');
  });

  it('refuses a pro course to a free learner', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    const response = await enroll(course.slug, learner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'UPGRADE_REQUIRED', message: 'This course requires a pro plan or higher.' });
  });

  it('lets an elite learner into a pro course, recorded on their plan', async () => {
    const learner = await createLearner(app);
    await subscribe(learner, 'elite');
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    expect((await enroll(course.slug, learner)).statusCode).toBe(201);
    const [row] = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(row!.planType).toBe('elite');
  });

  it('lets an admin into any course, recorded on the free plan', async () => {
    const admin = await createAdmin(app);
    const course = await createCourse(app.database.db, { requiredPlan: 'elite' });
    expect((await enroll(course.slug, admin)).statusCode).toBe(201);
    const [row] = await app.database.db.select().from(enrollments).where(eq(enrollments.userId, admin.id));
    expect(row!.planType).toBe('free');
  });

  it('does not enrol learners in drafts or unknown courses', async () => {
    const learner = await createLearner(app);
    const draft = await createCourse(app.database.db, { published: false });
    expect((await enroll(draft.slug, learner)).statusCode).toBe(409);
    expect((await enroll('no-such-course', learner)).statusCode).toBe(404);
    expect((await enroll('Bad_Slug', learner)).statusCode).toBe(400);
  });
});
