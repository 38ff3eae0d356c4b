import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumInput } from '../../../shared/curriculum';
import { INLINE_IMAGE_MAX_WIDTH, THUMBNAIL_SIZE } from '../../../shared/media-files';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { multipartBody, useTestAppWithDataDir } from '../../testing/media';
import { contentCoursesRoot } from '../../paths';
import { NOT_AN_IMAGE } from './course-images.service';

let admin: TestLearner;
const learning = learningRequests(() => app);
const { app } = useTestAppWithDataDir();

beforeAll(async () => {
  admin = await createAdmin(app);
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 13, g: 148, b: 136 } } })
    .toFormat(format)
    .toBuffer();

function upload(slug: string, file: { name: string; type: string; bytes: Buffer }, kind = 'inline', cookie = admin.cookie) {
  const { payload, headers } = multipartBody({}, file);
  return app.server.inject({ method: 'POST', url: `/api/admin/courses/${slug}/images?kind=${kind}`, headers: { ...SAME_ORIGIN, ...headers, cookie }, payload });
}

const getImage = (url: string, cookie?: string) => app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function lessonText(content: string): CurriculumInput {
  return { modules: [{ id: 'm1', title: 'Start', lessons: [{ id: 'first', title: 'First', content }, { id: 'second', title: 'Second', content: 'Later.' }] }] };
}

describe('course images', () => {
  it('resizes a wide lesson picture to 1600 pixels across and stores it as WebP', async () => {
    const course = await createCourse(app.database.db);
    const response = await upload(course.slug, { name: 'chart.png', type: 'image/png', bytes: await picture(3200, 1000, 'png') });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ url: string; width: number; height: number }>();
    expect(body).toMatchObject({ width: INLINE_IMAGE_MAX_WIDTH, height: 500 });
    expect(body.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await getImage(body.url, admin.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 500 });
  });

  it('keeps a small picture at its size, whatever its format', async () => {
    const course = await createCourse(app.database.db);
    const response = await upload(course.slug, { name: 'photo.jpg', type: 'image/jpeg', bytes: await picture(400, 300, 'jpeg') });
    expect(response.json()).toMatchObject({ width: 400, height: 300 });
  });

  it('crops a thumbnail to the course card', async () => {
    const course = await createCourse(app.database.db);
    const response = await upload(course.slug, { name: 'cover.webp', type: 'image/webp', bytes: await picture(1000, 1000, 'webp') }, 'thumbnail');
    expect(response.json()).toMatchObject({ width: THUMBNAIL_SIZE.width, height: THUMBNAIL_SIZE.height });
  });

  it('refuses a file that is not a picture, whatever its name', async () => {
    const course = await createCourse(app.database.db);
    const response = await upload(course.slug, { name: 'notes.png', type: 'image/png', bytes: Buffer.from('These are my notes, not a picture.\n') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NOT_AN_IMAGE, field: 'file' });
  });

  it('refuses a damaged picture with a message, not a server error', async () => {
    const course = await createCourse(app.database.db);
    const png = await picture(200, 200, 'png');
    const response = await upload(course.slug, { name: 'broken.png', type: 'image/png', bytes: png.subarray(0, 60) });
    expect(response.statusCode).toBe(400);
  });

  it('takes uploads from admins only', async () => {
    const course = await createCourse(app.database.db);
    const learner = await createLearner(app);
    const bytes = await picture(100, 100, 'png');
    expect((await upload(course.slug, { name: 'a.png', type: 'image/png', bytes }, 'inline', learner.cookie)).statusCode).toBe(403);
    expect((await upload(course.slug, { name: 'a.png', type: 'image/png', bytes }, 'inline', '')).statusCode).toBe(401);
  });

  it('shows a lesson picture to whoever may open the lesson, and a thumbnail to everyone', async () => {
    const bytes = await picture(300, 200, 'png');
    const probe = await createCourse(app.database.db);
    const inline = (await upload(probe.slug, { name: 'a.png', type: 'image/png', bytes })).json<{ url: string }>().url;
    const thumbnail = (await upload(probe.slug, { name: 'b.png', type: 'image/png', bytes }, 'thumbnail')).json<{ url: string }>().url;
    const course = await createCourse(app.database.db, { thumbnailUrl: thumbnail, curriculum: lessonText(`Look:\n\n![The chart](${inline})`) });
    const learner = await createLearner(app);

    expect((await getImage(thumbnail)).statusCode).toBe(200);
    expect((await getImage(inline)).statusCode).toBe(401);
    expect((await getImage(inline, learner.cookie)).statusCode).toBe(403);
    await learning.enroll(course.slug, learner);
    expect((await getImage(inline, learner.cookie)).statusCode).toBe(200);
  });

  it('shows the pictures of a paid course’s free preview lesson to visitors', async () => {
    const bytes = await picture(300, 200, 'png');
    const probe = await createCourse(app.database.db);
    const inline = (await upload(probe.slug, { name: 'a.png', type: 'image/png', bytes })).json<{ url: string }>().url;
    await createCourse(app.database.db, { requiredPlan: 'pro', curriculum: lessonText(`![The chart](${inline})`) });
    expect((await getImage(inline)).statusCode).toBe(200);
  });

  it('answers 404 for an image nobody uses or a name the app never gives', async () => {
    const course = await createCourse(app.database.db);
    const unused = (await upload(course.slug, { name: 'a.png', type: 'image/png', bytes: await picture(10, 10, 'png') })).json<{ url: string }>().url;
    const learner = await createLearner(app);
    expect((await getImage(unused, learner.cookie)).statusCode).toBe(404);
    expect((await getImage('/media/images/..%2Fsecret.webp', learner.cookie)).statusCode).toBe(404);
  });
});

describe('figures of the course content', () => {
  // A figure committed with the content (decision 0116); the test courses below show it.
  const figure = '/media/images/ai-sales-accelerator/follow-up-sequence.svg';
  const figureFile = path.join(contentCoursesRoot, 'ai-sales-accelerator/figures/follow-up-sequence.svg');

  it('serves a figure as SVG to whoever may open the lesson that shows it, by the rule for uploaded pictures', async () => {
    const secondLessonShowsIt: CurriculumInput = {
      modules: [{ id: 'm1', title: 'Start', lessons: [{ id: 'first', title: 'First', content: 'Intro.' }, { id: 'second', title: 'Second', content: `![The follow-up sequence, day by day](${figure})` }] }],
    };
    const course = await createCourse(app.database.db, { curriculum: secondLessonShowsIt });
    const learner = await createLearner(app);

    expect((await getImage(figure)).statusCode).toBe(401);
    expect((await getImage(figure, learner.cookie)).statusCode).toBe(403);
    await learning.enroll(course.slug, learner);
    const served = await getImage(figure, learner.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(readFileSync(figureFile, 'utf8'));
  });

  it('shows the figures of a paid course’s free preview lesson to visitors', async () => {
    await createCourse(app.database.db, { requiredPlan: 'pro', curriculum: lessonText(`![The follow-up sequence, day by day](${figure})`) });
    expect((await getImage(figure)).statusCode).toBe(200);
  });

  it('answers 404 for a figure no lesson shows and for names that are not a figure’s', async () => {
    const learner = await createLearner(app);
    expect((await getImage('/media/images/ai-sales-accelerator/weekly-review-agenda.svg', learner.cookie)).statusCode).toBe(404);
    expect((await getImage('/media/images/ai-sales-accelerator/follow-up-sequence.json', learner.cookie)).statusCode).toBe(404);
    expect((await getImage('/media/images/ai-sales-accelerator/..%2Fcourse.json', learner.cookie)).statusCode).toBe(404);
  });
});
