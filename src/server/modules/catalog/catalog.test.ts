import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCourse, listCourses } from '../../../shared/api/catalog';
import { courses } from '../../db/schema';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { CATALOG_CACHE_MS } from './catalog.service';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();
beforeAll(async () => {
  // The app's clock stands still in this file and moves only through afterCacheExpiry.
  vi.setSystemTime(Date.now());
});
afterAll(() => {
  vi.useRealTimers();
});

/** The catalogue answer is kept per process for CATALOG_CACHE_MS: read on as a visitor would once it expires. */
function afterCacheExpiry() {
  vi.setSystemTime(Date.now() + CATALOG_CACHE_MS + 1);
}

/** A raw query string, for what the typed descriptor would not let a caller send. */
const requestCourses = async (query = '') => {
  const response = await app.server.inject({ method: 'GET', url: `/api/courses${query}` });
  return { response, body: response.json() };
};

describe('GET /api/courses', () => {
  it('lists only published courses, cheapest plan first then oldest first', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const elite = await createCourse(app.database.db, { title: 'Elite old', requiredPlan: 'elite', createdAt: day(1) });
    const freeNew = await createCourse(app.database.db, { title: 'Free new', requiredPlan: 'free', createdAt: day(3) });
    const freeOld = await createCourse(app.database.db, { title: 'Free old', requiredPlan: 'free', createdAt: day(2) });
    const pro = await createCourse(app.database.db, { title: 'Pro', requiredPlan: 'pro', createdAt: day(1) });
    await createCourse(app.database.db, { title: 'Draft', published: false });
    afterCacheExpiry();

    const answer = await injectEndpoint(app.server, listCourses, {});
    expect(answer.status).toBe(200);
    const parsed = answer.body();
    expect(parsed.courses.map((course) => course.id)).toEqual([freeOld.id, freeNew.id, pro.id, elite.id]);
    expect(parsed.courses[0]).toMatchObject({ moduleCount: 2, lessonCount: 3, published: true });
  });

  it('filters by level', async () => {
    await createCourse(app.database.db, { title: 'Advanced one', level: 'Advanced' });
    afterCacheExpiry();
    const { courses } = (await injectEndpoint(app.server, listCourses, {}, { query: { level: 'Advanced' } })).body();
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.level === 'Advanced')).toBe(true);
  });

  it('answers 400 with a clear message to an unknown level or parameter', async () => {
    const unknownLevel = await requestCourses('?level=Expert');
    expect(unknownLevel.response.statusCode).toBe(400);
    expect(unknownLevel.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Invalid query parameter "level": level must be one of Beginner, Intermediate, Advanced',
    });
    const unknownParameter = await requestCourses('?sort=price');
    expect(unknownParameter.response.statusCode).toBe(400);
    expect(unknownParameter.body).toEqual({ error: 'BAD_REQUEST', message: 'Unknown query parameter: sort' });
  });

  it('sends gzip to clients that accept it and 304 to a matching If-None-Match', async () => {
    const plain = await app.server.inject({ method: 'GET', url: '/api/courses' });
    const zipped = await app.server.inject({ method: 'GET', url: '/api/courses', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const notModified = await app.server.inject({ method: 'GET', url: '/api/courses', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows a new course once the cached answer expires, and not before', async () => {
    await requestCourses();
    const course = await createCourse(app.database.db, { title: 'Fresh course' });
    const ids = async () => (await requestCourses()).body.courses.map((c: { id: string }) => c.id);
    expect(await ids()).not.toContain(course.id);
    afterCacheExpiry();
    expect(await ids()).toContain(course.id);
  });
});

describe('GET /api/courses/:slug', () => {
  it('returns the outline of a course without lesson bodies, videos, resources or quizzes', async () => {
    const course = await createCourse(app.database.db, { title: 'Outline course' });
    const answer = await injectEndpoint(app.server, getCourse, {}, { params: { slug: course.slug } });
    expect(answer.status).toBe(200);
    const { course: detail } = answer.body();
    const { response } = answer;
    expect(detail.modules[0]!.lessons[0]).toEqual({ id: 'l1', title: 'What AI is', duration: '10 min', description: 'The basics.' });
    expect(detail.modules[0]!.lessons[1]).toEqual({ id: 'l2', title: 'Where it helps', duration: '5 min', description: '' });
    expect(response.body).not.toContain('Secret lesson body');
    expect(response.body).not.toContain('youtu.be');
  });

  it('lists what a learner will be able to do after the course', async () => {
    const course = await createCourse(app.database.db, { outcomes: ['Write a useful prompt', 'Plan your first month'] });
    const answer = await injectEndpoint(app.server, getCourse, {}, { params: { slug: course.slug } });
    expect(answer.body().course.outcomes).toEqual(['Write a useful prompt', 'Plan your first month']);
    const plain = await injectEndpoint(app.server, getCourse, {}, { params: { slug: (await createCourse(app.database.db)).slug } });
    expect(plain.body().course.outcomes).toEqual([]);
  });

  it('shows a draft course by its address, marked unpublished', async () => {
    const draft = await createCourse(app.database.db, { published: false });
    const response = await app.server.inject({ method: 'GET', url: `/api/courses/${draft.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().course.published).toBe(false);
  });

  it('reads a curriculum stored as a JSON string', async () => {
    const course = await createCourse(app.database.db, {
      curriculum: JSON.stringify({ modules: [{ id: 'm', title: 'Stringly', lessons: [{ id: 'x', title: 'Encoded' }] }] }),
    });
    const response = await app.server.inject({ method: 'GET', url: `/api/courses/${course.slug}` });
    expect(response.json().course.modules[0].lessons[0].title).toBe('Encoded');
  });

  it('answers 404 for an unknown course', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Course not found' });
  });

  it('answers 400 to a malformed or overlong address, never 500', async () => {
    for (const slug of ['Bad_Slug', '%E0%A4%A', 'a'.repeat(150), '--', 'semi;colon']) {
      const response = await app.server.inject({ method: 'GET', url: `/api/courses/${slug}` });
      expect(response.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, slug).toBeLessThan(500);
      expect(response.json().message, slug).toEqual(expect.any(String));
    }
  });

  it('keeps a stored curriculum that fails the schema out of the catalogue instead of failing it', async () => {
    const course = await createCourse(app.database.db, { title: 'Broken data' });
    await app.database.db.update(courses).set({ curriculum: { modules: 'nope' } }).where(eq(courses.id, course.id));
    afterCacheExpiry();
    const list = await requestCourses();
    expect(list.response.statusCode).toBe(200);
    expect(list.body.courses.map((c: { id: string }) => c.id)).not.toContain(course.id);
  });
});

describe('unknown API routes', () => {
  it('answer 404 in JSON', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'No such endpoint: GET /api/nothing-here' });
  });
});
