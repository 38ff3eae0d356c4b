import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listMyCourses } from '../../../shared/api/learning';
import { getVideoPosition, saveVideoPosition } from '../../../shared/api/video-positions';
import { subscriptions, videoPositions } from '../../db/schema';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const videoCurriculum = oneModuleCurriculum('Watch', [
  { id: 'upload', title: 'An uploaded video', video_url: '/media/videos/welcome.mp4' },
  { id: 'youtube', title: 'A YouTube video', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { id: 'reading', title: 'Only text', content: 'Read this.' },
]);

const as = (learner?: TestLearner) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
const address = (slug: string, lessonId: string) => `/api/learn/${slug}/lessons/${lessonId}/video-position`;
const read = async (slug: string, lessonId: string, learner?: TestLearner) =>
  (await injectEndpoint(app.server, getVideoPosition, { cookie: learner?.cookie }, { params: { slug, lessonId } })).response;
const save = async (slug: string, lessonId: string, body: { positionSeconds: number; durationSeconds: number | null }, learner?: TestLearner) =>
  (await injectEndpoint(app.server, saveVideoPosition, { cookie: learner?.cookie }, { params: { slug, lessonId }, body })).response;
/** A body as any client might send it, typed or not. */
const saveRaw = (slug: string, lessonId: string, payload: unknown, learner: TestLearner) =>
  app.server.inject({ method: 'PUT', url: address(slug, lessonId), headers: { ...as(learner), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const rowsOf = (learner: TestLearner) => app.database.db.select().from(videoPositions).where(eq(videoPositions.userId, learner.id));

async function enrolledLearner(slug: string): Promise<TestLearner> {
  const learner = await createLearner(app);
  const enrolment = await app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: as(learner) });
  expect(enrolment.statusCode).toBe(201);
  return learner;
}

const videoCourse = (overrides: Parameters<typeof createCourse>[1] = {}) => createCourse(app.database.db, { curriculum: videoCurriculum, ...overrides });

describe('remembering where a learner stopped in a video', () => {
  it('gives the saved position back in a later request, as another device would ask', async () => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    expect((await read(course.slug, 'upload', learner)).json()).toEqual({ lessonId: 'upload', position: null });

    const saved = await save(course.slug, 'upload', { positionSeconds: 20.4, durationSeconds: 31.2 }, learner);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');

    const again = (await read(course.slug, 'upload', learner)).json();
    expect(again).toEqual({ lessonId: 'upload', position: { positionSeconds: 20.4, durationSeconds: 31.2, updatedAt: expect.any(String) } });
  });

  it('keeps one position per learner and lesson: saving twice is the same as once, a later save replaces it', async () => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    const body = { positionSeconds: 42, durationSeconds: 600 };
    expect((await save(course.slug, 'youtube', body, learner)).statusCode).toBe(200);
    expect((await save(course.slug, 'youtube', body, learner)).statusCode).toBe(200);
    expect(await rowsOf(learner)).toEqual([expect.objectContaining({ lessonId: 'youtube', positionSeconds: 42, durationSeconds: 600 })]);

    expect((await save(course.slug, 'youtube', { positionSeconds: 12, durationSeconds: null }, learner)).statusCode).toBe(200);
    expect(await rowsOf(learner)).toEqual([expect.objectContaining({ lessonId: 'youtube', positionSeconds: 12, durationSeconds: null })]);
  });

  it('keeps each learner’s position to themselves', async () => {
    const course = await videoCourse();
    const first = await enrolledLearner(course.slug);
    const second = await enrolledLearner(course.slug);
    await save(course.slug, 'upload', { positionSeconds: 20, durationSeconds: 30 }, first);
    expect((await read(course.slug, 'upload', second)).json().position).toBeNull();
  });
});

describe('who may save a position', () => {
  it('asks a visitor to sign in', async () => {
    const course = await videoCourse();
    expect((await save(course.slug, 'upload', { positionSeconds: 20, durationSeconds: 30 })).statusCode).toBe(401);
    expect((await read(course.slug, 'upload')).statusCode).toBe(401);
  });

  it('refuses a learner not enrolled in the course, storing nothing', async () => {
    const course = await videoCourse();
    const stranger = await createLearner(app);
    const saved = await save(course.slug, 'upload', { positionSeconds: 20, durationSeconds: 30 }, stranger);
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ error: 'NOT_ENROLLED', message: 'Please enroll in this course first' });
    expect((await read(course.slug, 'upload', stranger)).statusCode).toBe(403);
    expect(await rowsOf(stranger)).toEqual([]);
  });

  it('refuses a learner whose plan no longer includes the course', async () => {
    const course = await videoCourse({ requiredPlan: 'pro' });
    const learner = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: learner.id, planType: 'pro', status: 'active' });
    expect((await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: as(learner) })).statusCode).toBe(201);
    expect((await save(course.slug, 'upload', { positionSeconds: 20, durationSeconds: 30 }, learner)).statusCode).toBe(200);

    await app.database.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.userId, learner.id));
    const refused = await save(course.slug, 'upload', { positionSeconds: 25, durationSeconds: 30 }, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('UPGRADE_REQUIRED');
    expect(await rowsOf(learner)).toEqual([expect.objectContaining({ positionSeconds: 20 })]);
  });

  it('answers 404 for an unknown course, an unknown lesson and a lesson without a video', async () => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    const body = { positionSeconds: 20, durationSeconds: 30 };
    expect((await save('no-such-course', 'upload', body, learner)).json()).toEqual({ error: 'NOT_FOUND', message: 'Course not found' });
    expect((await save(course.slug, 'nope', body, learner)).json()).toEqual({ error: 'NOT_FOUND', message: 'Lesson not found in this course' });
    const reading = await save(course.slug, 'reading', body, learner);
    expect(reading.statusCode).toBe(404);
    expect(reading.json()).toEqual({ error: 'NOT_FOUND', message: 'This lesson has no video' });
    expect(await rowsOf(learner)).toEqual([]);
  });
});

describe('numbers a position must be', () => {
  const refusals: [string, unknown, string][] = [
    ['a negative position', { positionSeconds: -1, durationSeconds: 30 }, 'The position cannot be negative'],
    ['a position past the end', { positionSeconds: 31, durationSeconds: 30 }, 'The position cannot be past the end of the video'],
    ['a position longer than a day', { positionSeconds: 86_401, durationSeconds: null }, 'The position is at most 86400 seconds (a day)'],
    ['a zero duration', { positionSeconds: 0, durationSeconds: 0 }, 'The duration must be more than 0 seconds'],
    ['a position in words', { positionSeconds: 'twenty', durationSeconds: 30 }, 'The position must be a number of seconds'],
    ['no position', { durationSeconds: 30 }, 'The position must be a number of seconds'],
    ['a field it does not know', { positionSeconds: 20, durationSeconds: 30, playbackRate: 2 }, 'playbackRate'],
  ];

  it.each(refusals)('refuses %s with a message, storing nothing', async (_name, payload, message) => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    const refused = await saveRaw(course.slug, 'upload', payload, learner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
    expect(await rowsOf(learner)).toEqual([]);
  });
});

describe("'Continue Learning' on the dashboard", () => {
  const resumeOf = async (learner: TestLearner, slug: string) => {
    const { body } = await injectEndpoint(app.server, listMyCourses, { cookie: learner.cookie });
    return body().courses.find((course) => course.slug === slug)?.resume;
  };

  it('names the video watched last in the course and where the learner stopped', async () => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    expect(await resumeOf(learner, course.slug)).toBeNull();
    await save(course.slug, 'youtube', { positionSeconds: 90, durationSeconds: 600 }, learner);
    await save(course.slug, 'upload', { positionSeconds: 20, durationSeconds: 31 }, learner);
    expect(await resumeOf(learner, course.slug)).toEqual({ lessonId: 'upload', positionSeconds: 20 });
  });

  it('names no position when the last video was barely started or watched to its end', async () => {
    const course = await videoCourse();
    const learner = await enrolledLearner(course.slug);
    await save(course.slug, 'upload', { positionSeconds: 3, durationSeconds: 31 }, learner);
    expect(await resumeOf(learner, course.slug)).toBeNull();
    await save(course.slug, 'upload', { positionSeconds: 30, durationSeconds: 31 }, learner);
    expect(await resumeOf(learner, course.slug)).toBeNull();
  });
});
