import { describe, expect, it } from 'vitest';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

/** Spec §2: a draft opened by its address shows an in-development notice; only admins may enter it. */

const app = useTestApp();

const headers = (learner?: TestLearner) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
const enroll = (slug: string, learner?: TestLearner) => app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: headers(learner) });

describe('a draft course', () => {
  it('is shown by its address to anyone, marked unpublished, so the page can say it is in development', async () => {
    const draft = await createCourse(app.database.db, { published: false });
    const learner = await createLearner(app);
    for (const who of [undefined, learner]) {
      const response = await app.server.inject({ method: 'GET', url: `/api/courses/${draft.slug}`, headers: headers(who) });
      expect(response.statusCode).toBe(200);
      expect(response.json().course).toMatchObject({ slug: draft.slug, published: false });
    }
  });

  it('refuses to enrol a learner, saying the course is still in development', async () => {
    const draft = await createCourse(app.database.db, { published: false });
    const learner = await createLearner(app);
    const response = await enroll(draft.slug, learner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'COURSE_IN_DEVELOPMENT',
      message: 'This course is still in development and not open for enrolment yet.',
    });
  });

  it('lets an admin enrol to preview it', async () => {
    const draft = await createCourse(app.database.db, { published: false });
    const admin = await createAdmin(app);
    expect((await enroll(draft.slug, admin)).statusCode).toBe(201);
  });
});
