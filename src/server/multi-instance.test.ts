import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCoursesResponseSchema } from '../shared/api/catalog';
import { endpointUrl } from '../shared/api/endpoint';
import { editableCourseResponseSchema, getAdminCourse, saveAdminCourse } from '../shared/api/admin-courses';
import type { DatabaseHandle } from './db/client';
import { confirmEmailOf, sendJson, signIn, startTwoInstances, type AppProcess, type TwoInstances } from './testing/app-process';
import { createCourse } from './testing/factories';
import { findPostgresBin } from './testing/own-postgres';

/**
 * Two app processes on two ports against one PostgreSQL (a server of the test's own), as behind
 * a load balancer: a learner signs in on one, enrols and completes the course on the other, and
 * reads the certificate on the first; an admin's edit on one shows on the other within a second.
 * Nothing a request needs lives in one process's memory.
 */
const bin = findPostgresBin();

describe.skipIf(!bin)('several app processes on one PostgreSQL (own server)', () => {
  let instances: TwoInstances;
  let database: DatabaseHandle;
  let first: AppProcess;
  let second: AppProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'multi-instance-'));

  beforeAll(async () => {
    instances = await startTwoInstances(bin!, [path.join(dataDir, 'a'), path.join(dataDir, 'b')]);
    ({ first, second, database } = instances);
  }, 180_000);

  afterAll(async () => {
    await instances?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries one learner across both: sign in on one, enrol and complete on the other, certificate on the first', async () => {
    const course = await createCourse(database.db, { requiredPlan: 'free' });

    const signUp = await sendJson(first.base, '/api/auth/sign-up/email', { body: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'correct-horse' } });
    expect(signUp.status).toBe(200);
    await confirmEmailOf(database, 'ana@example.com');
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    expect((await fetch(`${second.base}/api/session`, { headers: { cookie } }).then((r) => r.json())).user.email).toBe('ana@example.com');
    expect((await sendJson(second.base, `/api/courses/${course.slug}/enrollment`, { cookie, body: {} })).status).toBe(201);
    for (const lesson of ['l1', 'l2', 'l3']) {
      expect((await sendJson(second.base, `/api/learn/${course.slug}/lessons/${lesson}/completion`, { cookie, body: {} })).status).toBe(200);
    }

    const certificate = await fetch(`${first.base}/api/certificates/${course.id}`, { headers: { cookie } });
    expect(certificate.status).toBe(200);
    expect((await certificate.json()).certificate.certificateId).toMatch(/^CERT-\d{4}-[A-Z0-9]{6}$/);
  }, 60_000);

  it('serves a course an admin publishes on one instance from the other within a second', async () => {
    const draft = await createCourse(database.db, { title: 'Published across instances', published: false });
    const listed = async (instance: AppProcess) =>
      listCoursesResponseSchema.parse(await (await fetch(`${instance.base}/api/courses`)).json()).courses.some((course) => course.slug === draft.slug);
    // The second instance now holds the catalogue without the draft (kept 5 s unless told otherwise).
    expect(await listed(second)).toBe(false);

    const cookie = await signIn(first.base);
    const url = endpointUrl(getAdminCourse.path, { params: { slug: draft.slug } });
    const { course } = editableCourseResponseSchema.parse(await (await fetch(`${first.base}${url}`, { headers: { cookie } })).json());
    const { title, description, level, duration, thumbnailUrl, requiredPlan } = course;
    const saved = await sendJson(first.base, endpointUrl(saveAdminCourse.path, { params: { slug: draft.slug } }), {
      method: saveAdminCourse.method,
      cookie,
      body: { baseVersion: course.version, course: { title, description, level, duration, thumbnailUrl, requiredPlan, published: true }, curriculum: course.curriculum, publishAnyway: true },
    });
    expect(saved.status).toBe(200);
    const publishedAt = performance.now();

    let shown = false;
    while (!shown && performance.now() - publishedAt < 5_000) {
      shown = await listed(second);
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const elapsed = performance.now() - publishedAt;
    expect(shown).toBe(true);
    expect(elapsed).toBeLessThan(1_000);
    expect((await fetch(`${second.base}/api/courses/${draft.slug}`)).status).toBe(200);
  }, 60_000);
});
