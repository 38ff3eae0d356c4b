import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getOwnCertificate, verifyCertificate } from '../../../shared/api/learning';
import { isCertificateId } from '../../../shared/certificate-id';
import { courseCertificates, courses, subscriptions } from '../../db/schema';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';
import { insertCertificate } from './certificates.data';

const app = useTestApp();

const { enroll, player, complete } = learningRequests(() => app);

/**
 * PGlite has one connection: completions never overlap there, so a missing lock would pass.
 * Only PostgreSQL (TEST_DATABASE_URL) runs their transactions at the same time. Without the
 * lock, the last completions each miss the other's uncommitted lesson and none issues the
 * certificate: two parallel completions rarely overlap enough to show it; 36 do.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('issuing', () => {
  const lessons = Array.from({ length: 12 }, (_, index) => ({ id: `l${index}`, title: `Lesson ${index}` }));
  const twelveLessons = { modules: [{ id: 'm', title: 'All at once', lessons }] };

  it.skipIf(!onPostgres)(
    'issues exactly one certificate when every lesson of a course completes at once (PostgreSQL only: skipped without TEST_DATABASE_URL)',
    async () => {
      const learners = await Promise.all([createLearner(app), createLearner(app), createLearner(app)]);
      const course = await createCourse(app.database.db, { curriculum: twelveLessons });
      for (const learner of learners) await enroll(course.slug, learner);
      const responses = await Promise.all(learners.map((learner) => Promise.all(lessons.map((lesson) => complete(course.slug, lesson.id, learner)))));
      for (const [index, learner] of learners.entries()) {
        const bodies = responses[index]!.map((response) => response.json());
        const issued = bodies.filter((body) => body.certificateIssued);
        expect(issued, `certificates issued to learner ${index}`).toHaveLength(1);
        expect(isCertificateId(issued[0].certificate.certificateId)).toBe(true);
        const certificates = await app.database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, learner.id));
        expect(certificates).toHaveLength(1);
        const opened = (await player(course.slug, learner)).json();
        expect(opened.progress.percent).toBe(100);
        expect(opened.certificate.certificateId).toBe(certificates[0]!.certificateId);
      }
    },
  );
});

describe('the certificate page and verification', () => {
  it('shows a learner their own certificate, nobody else’s, and verifies it publicly', async () => {
    const learner = await createLearner(app, { firstName: 'Grace', lastName: 'Okafor' });
    const other = await createLearner(app);
    const course = await createCourse(app.database.db, { title: 'Certified Course', curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    const { certificate } = (await complete(course.slug, 'only', learner)).json();

    const own = (courseId: string, viewer?: TestLearner) => injectEndpoint(app.server, getOwnCertificate, { cookie: viewer?.cookie }, { params: { courseId } });
    const mine = await own(course.id, learner);
    expect(mine.body().certificate).toMatchObject({ certificateId: certificate.certificateId, learnerName: 'Grace Okafor', courseTitle: 'Certified Course' });
    expect((await own(course.id, other)).status).toBe(404);
    expect((await own(course.id)).status).toBe(401);
    expect((await own('not-a-uuid', learner)).status).toBe(400);

    const verify = (certificateId: string) => injectEndpoint(app.server, verifyCertificate, {}, { params: { certificateId } });
    const verified = await verify(certificate.certificateId.toLowerCase());
    expect(verified.status).toBe(200);
    expect(verified.body().certificate).toMatchObject({ learnerName: 'Grace Okafor', courseTitle: 'Certified Course' });
    expect((await verify('CERT-2026-ZZZZZZ')).status).toBe(404);
    expect((await app.server.inject({ method: 'GET', url: '/api/verify/%3Cscript%3E' })).statusCode).toBe(404);
  });
});

describe('the Elite seal', () => {
  it('marks the certificate of an Elite member, on their page and on the public verify page, and no one else’s', async () => {
    const member = await createLearner(app);
    const learner = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: member.id, planType: 'elite', status: 'active' });
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    const sealOf = async (who: TestLearner) => {
      await enroll(course.slug, who);
      const { certificate } = (await complete(course.slug, 'only', who)).json();
      const own = await injectEndpoint(app.server, getOwnCertificate, { cookie: who.cookie }, { params: { courseId: course.id } });
      const verified = await injectEndpoint(app.server, verifyCertificate, {}, { params: { certificateId: certificate.certificateId } });
      return [own.body().certificate.eliteSeal, verified.body().certificate.eliteSeal];
    };
    expect(await sealOf(member)).toEqual([true, true]);
    expect(await sealOf(learner)).toEqual([false, false]);
  });
});

describe('a certificate stays as issued', () => {
  it('keeps the learner’s name and the course’s title of the day it was issued after both are renamed', async () => {
    const learner = await createLearner(app, { firstName: 'Ada', lastName: 'Mensah' });
    const course = await createCourse(app.database.db, { title: 'Pricing With AI', curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await enroll(course.slug, learner);
    const { certificate } = (await complete(course.slug, 'only', learner)).json();

    const renamed = await app.server.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...SAME_ORIGIN, cookie: learner.cookie },
      payload: { firstName: 'Ada', lastName: 'Okoro' },
    });
    expect(renamed.statusCode).toBe(200);
    await app.database.db.update(courses).set({ title: 'Pricing With AI, Second Edition' }).where(eq(courses.id, course.id));

    const mine = await app.server.inject({ method: 'GET', url: `/api/certificates/${course.id}`, headers: { cookie: learner.cookie } });
    expect(mine.json().certificate).toMatchObject({ learnerName: 'Ada Mensah', courseTitle: 'Pricing With AI' });
    const verified = await app.server.inject({ method: 'GET', url: `/api/verify/${certificate.certificateId}` });
    expect(verified.json().certificate).toMatchObject({ learnerName: 'Ada Mensah', courseTitle: 'Pricing With AI' });
  });

  it('shows Student on a certificate issued to a learner without a name', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db);
    await insertCertificate(app.database.db, learner.id, course.id, { learnerName: '  ', courseTitle: 'Test Course' }, () => 'CERT-2026-NNNNNN');
    const verified = await app.server.inject({ method: 'GET', url: '/api/verify/CERT-2026-NNNNNN' });
    expect(verified.json().certificate.learnerName).toBe('Student');
  });

  it('fills the names of certificates issued before they were stored from the profile and course of the day of the migration', async () => {
    const migrations = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
    const statements = (file: string) => readFileSync(`${migrations}${file}`, 'utf8').split('--> statement-breakpoint');
    const db = await PGlite.create();
    try {
      const before = ['0000_initial.sql', '0001_tool_states.sql', '0002_media.sql', '0003_course_builder.sql', '0004_payments.sql', '0005_owner.sql'];
      for (const statement of before.flatMap(statements)) await db.exec(statement);
      await db.exec(`
        INSERT INTO users (id, name, first_name, last_name, email) VALUES ('u1', 'Lin Park', 'Lin', 'Park', 'lin@example.com');
        INSERT INTO courses (id, slug, title, level) VALUES ('00000000-0000-4000-8000-000000000001', 'old-course', 'Old Course', 'Beginner');
        INSERT INTO course_certificates (user_id, course_id, certificate_id) VALUES ('u1', '00000000-0000-4000-8000-000000000001', 'CERT-2025-OLD101');
      `);
      for (const statement of statements('0006_learner_path.sql')) await db.exec(statement);
      const { rows } = await db.query('SELECT learner_name, course_title FROM course_certificates');
      expect(rows).toEqual([{ learner_name: 'Lin Park', course_title: 'Old Course' }]);
    } finally {
      await db.close();
    }
  });
});

describe('certificate IDs', () => {
  const names = { learnerName: 'Test Learner', courseTitle: 'Test Course' };
  it('draws another ID when the first is already held by another learner’s certificate', async () => {
    const [first, second] = [await createLearner(app), await createLearner(app)];
    const course = await createCourse(app.database.db);
    const { row: held } = await insertCertificate(app.database.db, first.id, course.id, names, () => 'CERT-2026-AAAAAA');
    const draws = ['CERT-2026-AAAAAA', 'CERT-2026-BBBBBB'];
    const issued = await insertCertificate(app.database.db, second.id, course.id, names, () => draws.shift()!);
    expect(issued).toMatchObject({ created: true, row: { userId: second.id, certificateId: 'CERT-2026-BBBBBB' } });
    expect(held.certificateId).toBe('CERT-2026-AAAAAA');
  });

  it('returns the learner’s existing certificate instead of a second one', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db);
    await insertCertificate(app.database.db, learner.id, course.id, names, () => 'CERT-2026-CCCCCC');
    const again = await insertCertificate(app.database.db, learner.id, course.id, names, () => 'CERT-2026-DDDDDD');
    expect(again).toMatchObject({ created: false, row: { certificateId: 'CERT-2026-CCCCCC' } });
  });
});
