import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteVideo, listVideos } from '../../../shared/api/media';
import type { CurriculumInput } from '../../../shared/curriculum';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { fakeMp4, SAMPLE_PDF, useTestAppWithDataDir, temporaryDataDir, uploadResourceRequest, uploadVideo } from '../../testing/media';
import { createTestApp } from '../../testing/test-app';

let admin: TestLearner;
const learning = learningRequests(() => app);
const { app, dataDir } = useTestAppWithDataDir();

beforeAll(async () => {
  admin = await createAdmin(app);
});

/** The resource files on disk: a refused upload leaves none behind. */
function storedResources(): string[] {
  const folder = path.join(dataDir, 'files', 'resources');
  return existsSync(folder) ? readdirSync(folder) : [];
}

function curriculumUsing(videoUrl: string, resourceUrl?: string): CurriculumInput {
  return {
    modules: [
      {
        id: 'm1',
        title: 'Start',
        lessons: [
          { id: 'welcome', title: 'Welcome', video_url: videoUrl, resources: resourceUrl ? [{ id: 'r1', title: 'Workbook', file_url: resourceUrl, file_type: 'pdf' }] : [] },
          { id: 'next', title: 'Next steps' },
        ],
      },
    ],
  };
}

describe('the video library', () => {
  it('lists stored videos newest first with size, label, address and the lessons using each', async () => {
    await uploadVideo(app, admin.cookie, 'library-a.mp4', fakeMp4(2048));
    await uploadVideo(app, admin.cookie, 'library b.mp4', fakeMp4(1536));
    const course = await createCourse(app.database.db, { curriculum: curriculumUsing('/media/videos/library%20b.mp4') });

    const videos = (await injectEndpoint(app.server, listVideos, { cookie: admin.cookie })).body().videos;
    const [newest, older] = videos.filter((video) => video.name.startsWith('library'));
    expect(newest).toMatchObject({ name: 'library b.mp4', size: 1536, sizeLabel: '1.50 KB', url: '/media/videos/library%20b.mp4' });
    expect(newest!.usedBy).toEqual([{ courseSlug: course.slug, lessonId: 'welcome', lessonTitle: 'Welcome' }]);
    expect(older).toMatchObject({ name: 'library-a.mp4', size: 2048, sizeLabel: '2.00 KB', usedBy: [] });
    expect(Date.parse(newest!.uploadedAt)).not.toBeNaN();
  });

  it('is for admins only', async () => {
    const learner = await createLearner(app);
    expect((await injectEndpoint(app.server, listVideos, {})).status).toBe(401);
    expect((await injectEndpoint(app.server, listVideos, { cookie: learner.cookie })).status).toBe(403);
  });

  it('deletes an unused video at once, its file with it', async () => {
    await uploadVideo(app, admin.cookie, 'unused.mp4');
    const deleted = await injectEndpoint(app.server, deleteVideo, { cookie: admin.cookie }, { params: { name: 'unused.mp4' } });
    expect(deleted.body()).toEqual({ deleted: 'unused.mp4' });
    expect((await app.server.inject({ method: 'GET', url: '/media/videos/unused.mp4', headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    await uploadVideo(app, admin.cookie, 'unused.mp4');
  });

  it('asks first before deleting a video lessons use, naming them, and deletes it when confirmed', async () => {
    await uploadVideo(app, admin.cookie, 'in-use.mp4');
    const course = await createCourse(app.database.db, { curriculum: curriculumUsing('/media/videos/in-use.mp4') });

    const asked = await injectEndpoint(app.server, deleteVideo, { cookie: admin.cookie }, { params: { name: 'in-use.mp4' } });
    expect(asked.status).toBe(409);
    expect(asked.response.json()).toEqual({ error: 'CONFLICT', message: `in-use.mp4 is used by the lesson Welcome (${course.slug}). Delete it anyway?` });
    expect((await injectEndpoint(app.server, listVideos, { cookie: admin.cookie })).body().videos.map((video) => video.name)).toContain('in-use.mp4');

    const confirmed = await injectEndpoint(app.server, deleteVideo, { cookie: admin.cookie }, { params: { name: 'in-use.mp4' }, query: { confirm: 'true' } });
    expect(confirmed.status).toBe(200);
    expect((await injectEndpoint(app.server, listVideos, { cookie: admin.cookie })).body().videos.map((video) => video.name)).not.toContain('in-use.mp4');
  });

  it('answers 404 for a video that is not there', async () => {
    const missing = await injectEndpoint(app.server, deleteVideo, { cookie: admin.cookie }, { params: { name: 'never-uploaded.mp4' } });
    expect(missing.status).toBe(404);
    expect(missing.response.json().message).toBe('Video not found');
  });
});

describe('lesson resources', () => {
  it('stores a PDF under a generated name and answers the object a lesson stores', async () => {
    const course = await createCourse(app.database.db);
    const response = await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Workbook', description: 'Fill it in' }, { name: 'My Workbook.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect(response.statusCode).toBe(201);
    const { resource } = response.json();
    expect(resource).toMatchObject({ title: 'Workbook', description: 'Fill it in', file_type: 'pdf', file_size: `${SAMPLE_PDF.length} Bytes` });
    expect(resource.file_url).toMatch(/^\/media\/resources\/[0-9a-f-]{36}\.pdf$/);
    expect(resource.id).toMatch(/^[0-9a-f-]{36}$/);
    const served = await app.server.inject({ method: 'GET', url: resource.file_url, headers: { cookie: admin.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('gives every upload its own name, even of the same file', async () => {
    const course = await createCourse(app.database.db);
    const file = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Step 1: list your tasks.\n') };
    const first = (await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Notes' }, file)).json().resource;
    const second = (await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Notes' }, file)).json().resource;
    expect(first.file_url).not.toBe(second.file_url);
    expect(first.file_type).toBe('txt');
  });

  it('takes the fields in any order', async () => {
    const course = await createCourse(app.database.db);
    const { multipartBody } = await import('../../testing/media');
    const body = multipartBody({}, { name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    const tail = Buffer.from(body.payload.toString('latin1').replace(/--([^\r]+)--\r\n$/, '--$1\r\nContent-Disposition: form-data; name="title"\r\n\r\nLate title\r\n--$1--\r\n'), 'latin1');
    const response = await app.server.inject({ method: 'POST', url: `/api/admin/courses/${course.slug}/resources`, headers: { origin: 'http://courses.test', cookie: admin.cookie, ...body.headers }, payload: tail });
    expect(response.statusCode).toBe(201);
    expect(response.json().resource.title).toBe('Late title');
  });

  it("says 'Please provide a title and select a file' without either, keeping nothing", async () => {
    const course = await createCourse(app.database.db);
    const before = storedResources();
    const noTitle = await uploadResourceRequest(app, admin.cookie, course.slug, { title: ' ' }, { name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Please provide a title and select a file');
    const noFile = await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Workbook' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please provide a title and select a file');
    expect(storedResources()).toEqual(before);
  });

  it('refuses other types, and files whose content is not what their name says', async () => {
    const course = await createCourse(app.database.db);
    const cases = [
      { name: 'script.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00') },
      { name: 'fake.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'fake.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: SAMPLE_PDF },
      { name: 'binary.txt', type: 'text/plain', bytes: Buffer.from([0, 1, 2, 3, 0xff]) },
    ];
    const before = storedResources();
    for (const file of cases) {
      const response = await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Bad' }, file);
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().message, file.name).toBe("Accepted files: pdf, doc, docx, ppt, pptx, xls, xlsx, txt, zip; the file's content must match its type");
    }
    expect(storedResources()).toEqual(before);
  });

  it('refuses a file over 50 MB and text with control characters, keeping nothing', async () => {
    const course = await createCourse(app.database.db);
    const before = storedResources();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x41);
    const tooLarge = await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Big' }, { name: 'big.txt', type: 'text/plain', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Maximum file size is 50MB');
    const control = await uploadResourceRequest(app, admin.cookie, course.slug, { title: 'Work\u0000book' }, { name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect(control.statusCode).toBe(400);
    expect(storedResources()).toEqual(before);
  });

  it('answers 404 for an unknown course and 401/403 for visitors and learners', async () => {
    const file = { name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF };
    expect((await uploadResourceRequest(app, admin.cookie, 'no-such-course', { title: 'x' }, file)).statusCode).toBe(404);
    const course = await createCourse(app.database.db);
    const learner = await createLearner(app);
    expect((await uploadResourceRequest(app, '', course.slug, { title: 'x' }, file)).statusCode).toBe(401);
    expect((await uploadResourceRequest(app, learner.cookie, course.slug, { title: 'x' }, file)).statusCode).toBe(403);
  });
});

describe('who may open lesson files', () => {
  let slug: string;
  let resourceUrl: string;
  const video = fakeMp4(10_000);

  beforeAll(async () => {
    await uploadVideo(app, admin.cookie, 'pro-lesson.mp4', video);
    await uploadVideo(app, admin.cookie, 'not-in-any-lesson.mp4');
    const draft = await createCourse(app.database.db);
    resourceUrl = (await uploadResourceRequest(app, admin.cookie, draft.slug, { title: 'Workbook' }, { name: 'w.pdf', type: 'application/pdf', bytes: SAMPLE_PDF })).json().resource.file_url;
    slug = (await createCourse(app.database.db, { requiredPlan: 'pro', curriculum: curriculumUsing('/media/videos/pro-lesson.mp4', resourceUrl) })).slug;
  });

  const get = (url: string, cookie?: string, range?: string) =>
    app.server.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...(range ? { range } : {}) } });

  it('serves a lesson video to an enrolled learner of the right plan, with range requests answered 206', async () => {
    const learner = await createLearner(app);
    await learning.subscribe(learner, 'pro');
    expect((await learning.enroll(slug, learner)).statusCode).toBe(201);

    const whole = await get('/media/videos/pro-lesson.mp4', learner.cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    // A learner whose plan ends keeps no copy to replay (issue 25).
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await get('/media/videos/pro-lesson.mp4', learner.cookie, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const past = await get('/media/videos/pro-lesson.mp4', learner.cookie, `bytes=${video.length}-`);
    expect(past.statusCode).toBe(416);

    const resource = await get(resourceUrl, learner.cookie);
    expect(resource.statusCode).toBe(200);
    expect(resource.headers['content-disposition']).toBe(`inline; filename="Workbook.pdf"; filename*=UTF-8''Workbook.pdf`);
  });

  it('refuses a learner the course does not open (403) and a visitor (401), for both files', async () => {
    const outsider = await createLearner(app);
    for (const url of ['/media/videos/pro-lesson.mp4', resourceUrl]) {
      const refused = await get(url, outsider.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body, url).not.toContain(video.subarray(0, 8).toString('latin1'));
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('says why in a page when a refused file address is opened in the browser, and offers a visitor to sign in', async () => {
    const outsider = await createLearner(app);
    for (const url of ['/media/videos/pro-lesson.mp4', resourceUrl]) {
      const refused = await get(url, outsider.cookie);
      expect(refused.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(refused.body, url).toContain('<h1 style="font-size:2rem;line-height:1.2;margin:0 0 1rem">Access Denied</h1>');
      expect(refused.body, url).toContain('<p>Please enroll in this course first</p>');
      expect(refused.body, url).not.toContain('Bad Request');

      const visitor = await get(url);
      expect(visitor.body, url).toContain('<title>Sign In Required');
      expect(visitor.body, url).toContain('<p>Please sign in to continue.</p>');
      expect(visitor.body, url).toContain('<a href="/auth" style="color:#4f46e5">Sign In</a>');
    }
  });

  it('keeps a video no lesson uses for admins only', async () => {
    const learner = await createLearner(app);
    await learning.subscribe(learner, 'elite');
    expect((await get('/media/videos/not-in-any-lesson.mp4', learner.cookie)).statusCode).toBe(403);
    expect((await get('/media/videos/not-in-any-lesson.mp4', admin.cookie)).statusCode).toBe(200);
  });

  it('never serves anything outside the storage area, whatever the address', async () => {
    for (const url of ['/media/videos/..%2f..%2fpackage.json', '/media/videos/%2e%2e%2f%2e%2e%2fx.mp4', '/media/resources/..%2f..%2fpackage.json', '/media/resources/%2e%2e%2fx.pdf']) {
      const asAdmin = await get(url, admin.cookie);
      expect([400, 404], url).toContain(asAdmin.statusCode);
      expect(asAdmin.body, url).not.toContain('"name"');
    }
  });
});

describe('lesson files in S3', () => {
  it('go to a learner the course opens through a short-lived signed address that answers ranges with 206; others get 403/401', async () => {
    const { startS3TestServer } = await import('../../testing/s3-test-server');
    const s3 = await startS3TestServer();
    const s3DataDir = temporaryDataDir();
    const s3App = await createTestApp({ env: { DATA_DIR: s3DataDir, ...s3.env } });
    try {
      const s3Admin = await createAdmin(s3App);
      const bytes = fakeMp4(5000);
      await uploadVideo(s3App, s3Admin.cookie, 'cloud.mp4', bytes);
      const course = await createCourse(s3App.database.db, { curriculum: curriculumUsing('/media/videos/cloud.mp4') });
      const learner = await createLearner(s3App);
      expect((await learningRequests(() => s3App).enroll(course.slug, learner)).statusCode).toBe(201);

      const redirect = await s3App.server.inject({ method: 'GET', url: '/media/videos/cloud.mp4', headers: { cookie: learner.cookie } });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers['cache-control']).toBe('private, no-store');
      const signed = new URL(String(redirect.headers.location));
      expect(signed.origin).toBe(s3.storage.endpoint);
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(String(redirect.headers['content-security-policy'])).toContain(`connect-src 'self' ${s3.storage.endpoint}`);
      const part = await fetch(signed, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);

      const outsider = await createLearner(s3App);
      expect((await s3App.server.inject({ method: 'GET', url: '/media/videos/cloud.mp4', headers: { cookie: outsider.cookie } })).statusCode).toBe(403);
      expect((await s3App.server.inject({ method: 'GET', url: '/media/videos/cloud.mp4' })).statusCode).toBe(401);
    } finally {
      await s3App.close();
      await s3.close();
      rmSync(s3DataDir, { recursive: true, force: true });
    }
  });
});
