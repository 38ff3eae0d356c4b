import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audits } from '../../db/schema';
import { registeredRoutes } from '../../http/route-registry';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const get = (who: TestLearner, url: string) => app.server.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/** A route's pattern with every parameter filled: a well-formed id reaches the route's own checks. */
const filled = (pattern: string) => pattern.replace(/:(\w+)/g, (_match, name: string) => (name === 'slug' ? 'ai-101-for-business-owners' : randomUUID()));

describe('an admin without a second factor', () => {
  it("gets 403 on every admin route that serves data, and on the intake files of learners' audits", async () => {
    const admin = await createAdmin(app, { secondFactor: false });
    const walked = registeredRoutes(app.server).filter((route) => route.method === 'GET' && (route.url.startsWith('/api/admin/') || route.url === '/media/audits/:id/files/:fileId'));
    expect(walked.length).toBeGreaterThan(20);
    const answers = await Promise.all(walked.map(async (route) => `${route.url}: ${(await get(admin, filled(route.url))).statusCode}`));
    expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);
  });

  it("is refused a learner's audit report not yet delivered, which an admin with one may read", async () => {
    const learner = await createLearner(app);
    const [audit] = await app.database.db
      .insert(audits)
      .values({ userId: learner.id, entitlement: 'elite', businessSize: '1-10', toolsInUse: 'Email', processes: 'Quotes', goals: 'Answer faster', reportStorageKey: `audits/${randomUUID()}.pdf`, reportFileName: 'report.pdf' })
      .returning();
    const withoutFactor = await createAdmin(app, { secondFactor: false });
    const withFactor = await createAdmin(app);
    expect((await get(withoutFactor, `/media/audits/${audit!.id}/report`)).statusCode).toBe(403);
    // The admin with the factor gets past the check to the file (which this test never stored).
    expect((await get(withFactor, `/media/audits/${audit!.id}/report`)).statusCode).toBe(404);
  });

  it('cannot open a draft course, as an admin with one can', async () => {
    const draft = await createCourse(app.database.db, { published: false, title: 'Unannounced Draft Course' });
    const withoutFactor = await createAdmin(app, { secondFactor: false });
    const withFactor = await createAdmin(app);
    expect((await get(withoutFactor, `/api/learn/${draft.slug}`)).statusCode).toBe(403);
    expect((await get(withFactor, `/api/learn/${draft.slug}`)).statusCode).toBe(200);
  });

  it('is not shown the workshops, as an admin with one is', async () => {
    const withoutFactor = await createAdmin(app, { secondFactor: false });
    const withFactor = await createAdmin(app);
    expect((await get(withoutFactor, '/api/workshops')).json<{ unavailable: string | null }>().unavailable).not.toBeNull();
    expect((await get(withFactor, '/api/workshops')).json<{ unavailable: string | null }>().unavailable).toBeNull();
  });
});
