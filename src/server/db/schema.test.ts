import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { courseCertificates, courseProgress, courses, enrollments, userRoles, users } from './schema';
import { createCourse } from '../testing/factories';
import { createTestDatabase } from '../testing/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error). */
async function sqlStateOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

async function createUser(id: string) {
  await database.db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  return id;
}

describe('data integrity constraints', () => {
  it('allows one enrolment per learner and course', async () => {
    const userId = await createUser('enrol-user');
    const course = await createCourse(database.db);
    await database.db.insert(enrollments).values({ userId, courseId: course.id, planType: 'free' });
    expect(await sqlStateOf(database.db.insert(enrollments).values({ userId, courseId: course.id, planType: 'pro' }))).toBe('23505');
  });

  it('allows one progress row per learner and lesson', async () => {
    const userId = await createUser('progress-user');
    const course = await createCourse(database.db);
    await database.db.insert(courseProgress).values({ userId, courseId: course.id, lessonId: 'l1' });
    expect(await sqlStateOf(database.db.insert(courseProgress).values({ userId, courseId: course.id, lessonId: 'l1' }))).toBe('23505');
  });

  it('allows one certificate per learner and course, and unique certificate ids', async () => {
    const userId = await createUser('cert-user');
    const otherId = await createUser('cert-other');
    const course = await createCourse(database.db);
    await database.db.insert(courseCertificates).values({ userId, courseId: course.id, learnerName: 'A', courseTitle: 'C', certificateId: 'CERT-2026-AAAAAA' });
    expect(await sqlStateOf(database.db.insert(courseCertificates).values({ userId, courseId: course.id, learnerName: 'A', courseTitle: 'C', certificateId: 'CERT-2026-BBBBBB' }))).toBe('23505');
    expect(await sqlStateOf(database.db.insert(courseCertificates).values({ userId: otherId, courseId: course.id, learnerName: 'B', courseTitle: 'C', certificateId: 'CERT-2026-AAAAAA' }))).toBe('23505');
  });

  it('refuses rows that point at a missing learner or course', async () => {
    const course = await createCourse(database.db);
    expect(await sqlStateOf(database.db.insert(enrollments).values({ userId: 'ghost', courseId: course.id, planType: 'free' }))).toBe('23503');
  });

  it('refuses values outside the level, plan and role enums', async () => {
    const userId = await createUser('enum-user');
    expect(await sqlStateOf(database.db.insert(userRoles).values({ userId, role: 'owner' as 'admin' }))).toBe('22P02');
    expect(await sqlStateOf(createCourse(database.db, { level: 'Expert' as 'Beginner' }))).toBe('22P02');
    expect(await sqlStateOf(createCourse(database.db, { requiredPlan: 'gold' as 'pro' }))).toBe('22P02');
  });

  it('refuses malformed course slugs', async () => {
    expect(await sqlStateOf(createCourse(database.db, { slug: 'Not A Slug' }))).toBe('23514');
  });

  it('removes a learner’s rows with the learner', async () => {
    const userId = await createUser('leaving-user');
    const course = await createCourse(database.db);
    await database.db.insert(enrollments).values({ userId, courseId: course.id, planType: 'free' });
    await database.db.delete(users);
    expect(await database.db.select().from(enrollments)).toEqual([]);
    expect((await database.db.select().from(courses)).length).toBeGreaterThan(0);
  });
});
