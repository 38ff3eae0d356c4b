import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminCourse,
  editableCourseResponseSchema,
  getAdminCourse,
  listAdminCoursesResponseSchema,
  saveAdminCourse,
  type EditableCourse,
  type SaveCourseRequest,
} from '../../../shared/api/admin-courses';
import { IN_DEVELOPMENT_NOTICE } from '../../../shared/course-access';
import type { Curriculum, CurriculumInput } from '../../../shared/curriculum';
import { renderPage } from '../../../web/entry-server';
import { courses, courseVersions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, uniqueSlug } from '../../testing/factories';
import { learningRequests, quizCurriculum } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp({ renderPage });
let admin: TestLearner;
let otherAdmin: TestLearner;
beforeAll(async () => {
  admin = await createAdmin(app);
  otherAdmin = await createAdmin(app);
});

const learning = learningRequests(() => app);

/** A request as `as` (the first admin unless told; null for a visitor). */
const send = (options: InjectOptions, as: TestLearner | null = admin) =>
  app.server.inject({ ...options, headers: { ...SAME_ORIGIN, ...(as ? { cookie: as.cookie } : {}), ...options.headers } });

const getCourse = async (slug: string, as = admin) => (await injectEndpoint(app.server, getAdminCourse, { cookie: as.cookie }, { params: { slug } })).body().course;

const fieldsOf = (course: EditableCourse) => ({
  title: course.title,
  description: course.description,
  level: course.level,
  duration: course.duration,
  thumbnailUrl: course.thumbnailUrl,
  requiredPlan: course.requiredPlan,
  published: course.published,
});

interface SaveChanges {
  /** Fields to change; unchecked, so tests can send what the form never would. */
  course?: Record<string, unknown>;
  curriculum?: unknown;
  baseVersion?: number;
  confirmRemovingCompletedLessons?: boolean;
  publishAnyway?: boolean;
}

/** Saves `copy` (the editor's copy) with these changes, from the copy's version unless told otherwise. */
const save = async (copy: EditableCourse, changes: SaveChanges = {}, as = admin) => {
  const body = {
    baseVersion: changes.baseVersion ?? copy.version,
    course: { ...fieldsOf(copy), ...changes.course },
    curriculum: changes.curriculum ?? copy.curriculum,
    ...(changes.confirmRemovingCompletedLessons === undefined ? {} : { confirmRemovingCompletedLessons: changes.confirmRemovingCompletedLessons }),
    ...(changes.publishAnyway === undefined ? {} : { publishAnyway: changes.publishAnyway }),
  };
  // Bad-input tests send what the form never would, so the body is not checked against the request type here.
  return (await injectEndpoint(app.server, saveAdminCourse, { cookie: as.cookie }, { params: { slug: copy.slug }, body: body as SaveCourseRequest })).response;
};

const createAsAdmin = async (title = 'A New Course', slug = uniqueSlug('new')) =>
  (await injectEndpoint(app.server, createAdminCourse, { cookie: admin.cookie }, { body: { title, slug } })).body().course;

/** Swaps two lessons of the first module and renames one: what must not break a learner's course. */
function reorderAndRename(curriculum: Curriculum): Curriculum {
  const [first, ...rest] = structuredClone(curriculum.modules);
  const [a, b, ...others] = first!.lessons;
  return { modules: [{ ...first!, lessons: [{ ...b!, title: `${b!.title} (renamed)` }, a!, ...others] }, ...rest] };
}

const plainCurriculum: CurriculumInput = {
  modules: [
    { id: 'm1', title: 'Basics', lessons: [{ id: 'intro', title: 'Intro' }, { id: 'setup', title: 'Setup' }] },
    { id: 'm2', title: 'Practice', lessons: [{ id: 'apply', title: 'Apply' }] },
  ],
};

describe('access to the course builder API', () => {
  const endpoints: InjectOptions[] = [
    { method: 'GET', url: '/api/admin/courses' },
    { method: 'GET', url: '/api/admin/course-slugs?slug=anything' },
    { method: 'POST', url: '/api/admin/courses', payload: { title: 'X', slug: 'x-course' } },
    { method: 'GET', url: '/api/admin/courses/ai-basics' },
    { method: 'PUT', url: '/api/admin/courses/ai-basics', payload: {} },
    { method: 'DELETE', url: '/api/admin/courses/ai-basics' },
    { method: 'GET', url: '/api/admin/courses/ai-basics/versions' },
    { method: 'POST', url: '/api/admin/courses/ai-basics/versions/00000000-0000-0000-0000-000000000000/restore', payload: {} },
  ];

  it('answers 401 to a visitor and 403 to a learner on every endpoint', async () => {
    const learner = await createLearner(app);
    for (const endpoint of endpoints) {
      const visitor = await send(endpoint, null);
      expect(visitor.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      const refused = await send(endpoint, learner);
      expect(refused.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: 'You must be an admin to access this page.' });
    }
  });
});

describe('listing and creating courses', () => {
  it('lists every course, drafts included, newest first, with lessons and learners counted', async () => {
    const draft = await createCourse(app.database.db, { title: 'Listed draft', published: false, createdAt: new Date(Date.UTC(2030, 0, 2)) });
    const published = await createCourse(app.database.db, { title: 'Listed published', createdAt: new Date(Date.UTC(2030, 0, 1)) });
    const learner = await createLearner(app);
    await learning.enroll(published.slug, learner);
    const response = await send({ method: 'GET', url: '/api/admin/courses' });
    expect(response.statusCode).toBe(200);
    const listed = listAdminCoursesResponseSchema.parse(response.json()).courses;
    const ids = listed.map((course) => course.id);
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(published.id));
    expect(listed.find((course) => course.id === draft.id)).toMatchObject({ published: false, lessonCount: 3, enrollmentCount: 0 });
    expect(listed.find((course) => course.id === published.id)).toMatchObject({ published: true, enrollmentCount: 1 });
  });

  it('filters the list by status and title, sorts it by title either way and pages it on the server', async () => {
    const word = `Zebrafinch${Date.now().toString(36)}`;
    await createCourse(app.database.db, { title: `${word} B published`, published: true });
    await createCourse(app.database.db, { title: `${word} A draft`, published: false });
    await createCourse(app.database.db, { title: `${word} C draft`, published: false });
    const list = async (query: string) => {
      const response = await send({ method: 'GET', url: `/api/admin/courses?${query}` });
      expect(response.statusCode, query).toBe(200);
      return listAdminCoursesResponseSchema.parse(response.json());
    };
    const titles = (answer: { courses: { title: string }[] }) => answer.courses.map((course) => course.title.slice(word.length + 1));

    const drafts = await list(`q=${word.toLowerCase()}&status=draft&sort=title&direction=asc`);
    expect(titles(drafts)).toEqual(['A draft', 'C draft']);
    expect(drafts).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(titles(await list(`q=${word}&sort=title&direction=desc`))).toEqual(['C draft', 'B published', 'A draft']);
    expect(titles(await list(`q=${word}&status=published`))).toEqual(['B published']);
    // A search's % and _ are the characters themselves, not patterns.
    expect((await list(`q=${encodeURIComponent(`${word}%`)}`)).total).toBe(0);

    const everything = await list('sort=title&direction=asc');
    const secondPage = await list('sort=title&direction=asc&page=2');
    expect(secondPage.total).toBe(everything.total);
    expect(secondPage.courses.length).toBe(Math.max(0, Math.min(20, everything.total - 20)));
    expect(secondPage.courses.some((course) => everything.courses.some((first) => first.id === course.id))).toBe(false);
  });

  it('refuses a list query it cannot read with a 400 that names the problem', async () => {
    const badSort = await send({ method: 'GET', url: '/api/admin/courses?sort=price' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toContain('sort must be one of created, title, updated');
    const badPage = await send({ method: 'GET', url: '/api/admin/courses?page=0' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('page must be at least 1');
  });

  it('creates a draft course with the chosen address and keeps it as version 1', async () => {
    const slug = uniqueSlug('fresh');
    const course = await createAsAdmin('Fresh Course', slug);
    expect(course).toMatchObject({ slug, title: 'Fresh Course', published: false, version: 1, level: 'Beginner', requiredPlan: 'free', curriculum: { modules: [] } });
    const versions = await send({ method: 'GET', url: `/api/admin/courses/${slug}/versions` });
    expect(versions.json().versions).toEqual([expect.objectContaining({ version: 1, savedByName: 'Maya Lopez', current: true })]);
  });

  it('says whether an address is free as you type', async () => {
    const taken = await createCourse(app.database.db);
    const check = async (slug: string) => (await send({ method: 'GET', url: `/api/admin/course-slugs?slug=${encodeURIComponent(slug)}` })).json();
    expect(await check(uniqueSlug('free'))).toMatchObject({ available: true, message: null });
    expect(await check(taken.slug)).toEqual({ slug: taken.slug, available: false, message: `Another course already uses the address /courses/${taken.slug}. Choose another.` });
    expect(await check('Not A Slug')).toMatchObject({ available: false, message: expect.stringContaining('lowercase') });
  });

  it('refuses a duplicate address with 400 and a message, writing nothing', async () => {
    const taken = await createCourse(app.database.db, { title: 'Original' });
    const before = await app.database.db.select().from(courses);
    const response = await send({ method: 'POST', url: '/api/admin/courses', payload: { title: 'Copycat', slug: taken.slug } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: `Another course already uses the address /courses/${taken.slug}. Choose another.` });
    expect(await app.database.db.select().from(courses)).toHaveLength(before.length);
  });
});

describe('reading a course for editing', () => {
  it('gives the whole curriculum, quiz answers included, and the version to save against', async () => {
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum, published: false });
    const copy = await getCourse(course.slug);
    expect(copy.version).toBe(1);
    const quiz = copy.curriculum.modules[0]!.lessons[1]!.quiz!;
    expect(quiz.questions[1]).toMatchObject({ type: 'multiple-choice', correct_answer: 1, explanation: 'b is right.' });
  });

  it("answers 404 'Course not found.' for an unknown course", async () => {
    const response = await send({ method: 'GET', url: '/api/admin/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Course not found.' });
  });
});

describe('saving a course', () => {
  it('writes the course fields and the whole curriculum, and raises the version', async () => {
    const course = await createAsAdmin('Before');
    const curriculum = { modules: [{ id: 'm1', title: 'One', lessons: [{ id: 'l1', title: 'First lesson', content: '::tool{id="roi-calculator"}' }] }] };
    const response = await save(course, { course: { title: 'After', level: 'Advanced', requiredPlan: 'pro', duration: '3 hours' }, curriculum });
    expect(response.statusCode, response.body).toBe(200);
    const saved = editableCourseResponseSchema.parse(response.json()).course;
    expect(saved).toMatchObject({ title: 'After', level: 'Advanced', requiredPlan: 'pro', version: 2 });
    expect(saved.curriculum.modules[0]!.lessons[0]).toMatchObject({ id: 'l1', duration: '5 min', hide_video_placeholder: true });
    expect(await getCourse(course.slug)).toEqual(saved);
  });

  it('shows publishing and unpublishing at once in /courses, the course page, the sitemap and the rendered pages', async () => {
    const course = await createAsAdmin('Launch Day Course');
    const catalogue = async () => (await app.server.inject({ method: 'GET', url: '/api/courses' })).json().courses.map((c: { slug: string }) => c.slug);
    const sitemap = async () => (await app.server.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const page = async () => (await app.server.inject({ method: 'GET', url: `/courses/${course.slug}` })).body;
    const coursesPage = async () => (await app.server.inject({ method: 'GET', url: '/courses' })).body;
    // Warm every cache with the draft first: a save that did not clear them would leave them stale for 5 s.
    expect(await catalogue()).not.toContain(course.slug);
    expect(await page()).toContain(IN_DEVELOPMENT_NOTICE);
    expect(await coursesPage()).not.toContain('Launch Day Course');

    const published = editableCourseResponseSchema.parse((await save(course, { course: { published: true }, publishAnyway: true })).json()).course;
    expect(await catalogue()).toContain(course.slug);
    expect(await sitemap()).toContain(`/courses/${course.slug}<`);
    expect(await page()).not.toContain(IN_DEVELOPMENT_NOTICE);
    expect(await coursesPage()).toContain('Launch Day Course');
    expect((await app.server.inject({ method: 'GET', url: `/api/courses/${course.slug}` })).json().course.published).toBe(true);

    await save(published, { course: { published: false } });
    expect(await catalogue()).not.toContain(course.slug);
    expect(await sitemap()).not.toContain(`/courses/${course.slug}<`);
    expect(await page()).toContain(IN_DEVELOPMENT_NOTICE);
    expect(await coursesPage()).not.toContain('Launch Day Course');
  });

  it('publishes a draft only when the content standard’s checklist finds nothing missing, or when told to publish anyway', async () => {
    const course = await createAsAdmin('Checklist Course');
    const refused = await save(course, { course: { published: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'PUBLISH_CHECKLIST' });
    expect(refused.json().message).toContain('Add a thumbnail: the course card shows it in the catalog.');
    expect(refused.json().message).toContain('Add a module with its lessons.');
    expect(await getCourse(course.slug)).toMatchObject({ published: false, version: 1 });

    const words = Array.from({ length: 520 }, (_, index) => `word${index}`).join(' ');
    const ready = {
      modules: [{ id: 'm1', title: 'Basics', lessons: [{ id: 'l1', title: 'First', duration: '5 min', content: words, quiz: { id: 'q1', title: 'Check', passing_score: 70, questions: [{ id: 'tf', type: 'true-false', question: 'Ready?', correct_answer: true, explanation: 'Yes.' }] } }] }],
    };
    const complete = await save(course, { course: { published: true, duration: '1 hour', thumbnailUrl: '/images/courses/ai-101-for-business-owners.svg' }, curriculum: ready });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().course.published).toBe(true);

    const another = await createAsAdmin('Anyway Course');
    const anyway = await save(another, { course: { published: true }, publishAnyway: true });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().course.published).toBe(true);
  });

  describe('refuses bad input with 400 and a message, writing nothing', () => {
    const quizLesson = (quiz: Record<string, unknown>) => ({
      modules: [{ id: 'm1', title: 'Basics', lessons: [{ id: 'l1', title: 'Check', quiz: { id: 'q', title: 'Quiz', questions: [], ...quiz } }] }],
    });
    const choice = (overrides: Record<string, unknown>) => ({ id: 'q1', type: 'multiple-choice', question: 'Pick one', options: ['a', 'b'], correct_answer: 0, ...overrides });
    const cases: [string, SaveChanges, string | RegExp][] = [
      ['a curriculum of the wrong shape', { curriculum: { modules: 'all of them' } }, 'Modules: Invalid input: expected array, received string'],
      ['a curriculum that is a list', { curriculum: [] }, 'The curriculum must be an object with a list of modules'],
      [
        'a quiz with 7 options',
        { curriculum: quizLesson({ questions: [choice({ options: ['1', '2', '3', '4', '5', '6', '7'] })] }) },
        'Module 1 "Basics", lesson 1 "Check", quiz, question 1, options: A question has at most 6 options',
      ],
      [
        'a correct answer out of range',
        { curriculum: quizLesson({ questions: [choice({ correct_answer: 2 })] }) },
        'Module 1 "Basics", lesson 1 "Check", quiz, question 1, correct answer: The correct answer must be one of the options',
      ],
      [
        'a passing score of 150',
        { curriculum: quizLesson({ passing_score: 150, questions: [choice({})] }) },
        'Module 1 "Basics", lesson 1 "Check", quiz, passing score: The passing score is a whole number from 0 to 100',
      ],
      ['a 5 MB description', { course: { description: 'x'.repeat(5 * 1024 * 1024) } }, 'The description is at most 5,000 characters'],
      [
        'two lessons with one id',
        { curriculum: { modules: [{ id: 'm1', title: 'A', lessons: [{ id: 'same', title: 'One' }] }, { id: 'm2', title: 'B', lessons: [{ id: 'same', title: 'Two' }] }] } },
        'Two lessons share the id "same"; every lesson needs its own.',
      ],
      ['an unknown level', { course: { level: 'Expert' } }, 'The level is one of Beginner, Intermediate, Advanced'],
      [
        'a blank option',
        { curriculum: quizLesson({ questions: [choice({ options: ['a', ' '] })] }) },
        'Module 1 "Basics", lesson 1 "Check", quiz, question 1, option 2: Every option needs text',
      ],
      [
        'a multiple-select question without a correct answer',
        { curriculum: quizLesson({ questions: [choice({ type: 'multiple-select', correct_answer: undefined, correct_answers: [] })] }) },
        'Module 1 "Basics", lesson 1 "Check", quiz, question 1, correct answers: Tick at least one correct answer',
      ],
      ['a thumbnail on another scheme', { course: { thumbnailUrl: 'javascript:alert(1)' } }, /thumbnail is a path on this site/],
      ['an unknown course field', { course: { slug: 'renamed' } }, 'Unknown field: slug'],
    ];

    it.each(cases)('%s', async (_name, changes, message) => {
      const course = await createCourse(app.database.db, { curriculum: plainCurriculum, published: false });
      const copy = await getCourse(course.slug);
      const response = await save(copy, changes);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('BAD_REQUEST');
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect(await getCourse(course.slug)).toEqual(copy);
      expect(await app.database.db.select().from(courseVersions).where(eq(courseVersions.courseId, course.id))).toEqual([]);
    });
  });
});

describe('two admins editing one course', () => {
  it('refuses the save made from a stale copy with 409 naming who saved and what changed, and writes nothing', async () => {
    const course = await createAsAdmin('Shared Course');
    const withLessons = editableCourseResponseSchema.parse((await save(course, { curriculum: plainCurriculum })).json()).course;
    const mine = await getCourse(course.slug);
    const theirs = await getCourse(course.slug, otherAdmin);

    const first = await save(theirs, { course: { title: 'Shared Course, Revised' }, curriculum: reorderAndRename(withLessons.curriculum) }, otherAdmin);
    expect(first.statusCode).toBe(200);
    const afterFirst = await getCourse(course.slug);

    const second = await save(mine, { course: { description: 'My own words' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'COURSE_CHANGED',
      message:
        'Maya Lopez saved this course after you opened it (changed the title, renamed lesson "Setup" to "Setup (renamed)" and reordered the lessons). Nothing was saved: your changes are still here. Load the latest version, then make your changes again.',
    });
    expect(await getCourse(course.slug)).toEqual(afterFirst);
  });
});

describe('versions', () => {
  it('keeps the version each save replaces, lists the latest 20 newest first, and restores one', async () => {
    const course = await createAsAdmin('Versioned');
    let copy = editableCourseResponseSchema.parse((await save(course, { curriculum: plainCurriculum })).json()).course;
    for (let i = 1; i <= 21; i++) {
      const response = await save(copy, { course: { duration: `${i} hours` } }, i % 2 ? otherAdmin : admin);
      copy = editableCourseResponseSchema.parse(response.json()).course;
    }
    expect(copy.version).toBe(23);
    const listed = (await send({ method: 'GET', url: `/api/admin/courses/${course.slug}/versions` })).json().versions as { id: string; version: number; current: boolean }[];
    expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(listed[0]!.current).toBe(true);
    expect(listed.slice(1).every((v) => !v.current)).toBe(true);

    const [version2] = await app.database.db.select().from(courseVersions).where(eq(courseVersions.courseId, course.id)).orderBy(courseVersions.version).offset(1).limit(1);
    const restored = await send({ method: 'POST', url: `/api/admin/courses/${course.slug}/versions/${version2!.id}/restore`, payload: { baseVersion: copy.version } });
    expect(restored.statusCode, restored.body).toBe(200);
    const after = editableCourseResponseSchema.parse(restored.json()).course;
    expect(after).toMatchObject({ version: 24, duration: '' });
    expect(after.curriculum.modules.map((m) => m.title)).toEqual(['Basics', 'Practice']);
  });

  it('keeps the imported version of a seeded course on its first save', async () => {
    const course = await createCourse(app.database.db, { curriculum: plainCurriculum });
    const copy = await getCourse(course.slug);
    await save(copy, { course: { title: 'Edited import' } });
    const versions = (await send({ method: 'GET', url: `/api/admin/courses/${course.slug}/versions` })).json().versions;
    expect(versions.map((v: { version: number; savedByName: string }) => [v.version, v.savedByName])).toEqual([
      [2, 'Maya Lopez'],
      [1, 'Content import'],
    ]);
  });

  it('refuses to restore from a stale copy', async () => {
    const course = await createAsAdmin('Restore race');
    const copy = editableCourseResponseSchema.parse((await save(course, { course: { duration: '1 hour' } })).json()).course;
    await save(copy, { course: { duration: '2 hours' } }, otherAdmin);
    const [first] = await app.database.db.select().from(courseVersions).where(eq(courseVersions.courseId, course.id)).orderBy(courseVersions.version).limit(1);
    const response = await send({ method: 'POST', url: `/api/admin/courses/${course.slug}/versions/${first!.id}/restore`, payload: { baseVersion: copy.version } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('COURSE_CHANGED');
    expect((await getCourse(course.slug)).duration).toBe('2 hours');
  });
});

describe('learners are never broken by an edit', () => {
  it("keeps a learner's progress and certificate through a reorder and a rename, and percentages follow the lesson count", async () => {
    const course = await createCourse(app.database.db, { curriculum: plainCurriculum });
    const learner = await createLearner(app);
    await learning.enroll(course.slug, learner);
    for (const lesson of ['intro', 'setup', 'apply']) expect((await learning.complete(course.slug, lesson, learner)).statusCode).toBe(200);
    const before = (await learning.player(course.slug, learner)).json();
    expect(before.progress).toMatchObject({ completedCount: 3, percent: 100 });
    expect(before.certificate).not.toBeNull();

    const copy = await getCourse(course.slug);
    const reordered = editableCourseResponseSchema.parse((await save(copy, { curriculum: reorderAndRename(copy.curriculum) })).json()).course;
    const after = (await learning.player(course.slug, learner)).json();
    expect(after.course.modules[0].lessons.map((l: { id: string; title: string }) => [l.id, l.title])).toEqual([
      ['setup', 'Setup (renamed)'],
      ['intro', 'Intro'],
    ]);
    expect(after.progress).toEqual(before.progress);
    expect(after.certificate).toEqual(before.certificate);

    const added = structuredClone(reordered.curriculum);
    added.modules[1]!.lessons.push({ ...added.modules[1]!.lessons[0]!, id: 'bonus', title: 'Bonus' });
    await save(reordered, { curriculum: added });
    const withBonus = (await learning.player(course.slug, learner)).json();
    expect(withBonus.progress).toMatchObject({ completedCount: 3, totalLessons: 4, percent: 75 });
    expect(withBonus.certificate).toEqual(before.certificate);
  });

  it('keeps quiz attempts on their lesson when lessons move between modules', async () => {
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    const learner = await createLearner(app);
    await learning.enroll(course.slug, learner);
    await learning.submitQuiz(course.slug, { tf: 'True', mc: 'b', ms: ['a', 'c'] }, learner);
    const copy = await getCourse(course.slug);
    const [m1, m2] = copy.curriculum.modules;
    const moved = { modules: [{ ...m2!, lessons: [m1!.lessons[1]!, ...m2!.lessons] }, { ...m1!, lessons: [m1!.lessons[0]!] }] };
    expect((await save(copy, { curriculum: moved })).statusCode).toBe(200);
    const attempts = await send({ method: 'GET', url: `/api/learn/${course.slug}/lessons/check/quiz-attempts` }, learner);
    expect(attempts.json().attempts).toHaveLength(1);
    expect(attempts.json().best).toMatchObject({ passed: true });
  });

  it('asks before removing a lesson learners completed, then keeps their certificate', async () => {
    const course = await createCourse(app.database.db, { curriculum: plainCurriculum });
    const learner = await createLearner(app);
    await learning.enroll(course.slug, learner);
    for (const lesson of ['intro', 'setup', 'apply']) await learning.complete(course.slug, lesson, learner);
    const copy = await getCourse(course.slug);
    const without = { modules: [{ ...copy.curriculum.modules[0]!, lessons: [copy.curriculum.modules[0]!.lessons[0]!] }, copy.curriculum.modules[1]!] };

    const unconfirmed = await save(copy, { curriculum: without });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({
      error: 'COMPLETED_LESSONS_REMOVED',
      message:
        'Learners have completed a lesson you removed: "Setup" (1 learner). Save again to confirm: their certificates are kept and their progress counts only the remaining lessons.',
    });
    expect(await getCourse(course.slug)).toEqual(copy);

    expect((await save(copy, { curriculum: without, confirmRemovingCompletedLessons: true })).statusCode).toBe(200);
    const player = (await learning.player(course.slug, learner)).json();
    expect(player.progress).toMatchObject({ completedCount: 2, totalLessons: 2, percent: 100 });
    expect(player.certificate).not.toBeNull();
  });

  it('removes a lesson nobody completed without asking', async () => {
    const course = await createCourse(app.database.db, { curriculum: plainCurriculum });
    const copy = await getCourse(course.slug);
    const response = await save(copy, { curriculum: { modules: [copy.curriculum.modules[0]!] } });
    expect(response.statusCode).toBe(200);
  });
});

describe('deleting a course', () => {
  it('refuses while learners are enrolled, saying to unpublish instead', async () => {
    const course = await createCourse(app.database.db);
    await learning.enroll(course.slug, await createLearner(app));
    const response = await send({ method: 'DELETE', url: `/api/admin/courses/${course.slug}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'COURSE_HAS_LEARNERS',
      message: "This course can't be deleted: 1 learner is enrolled. Unpublish it instead (turn Published off and save): it leaves the catalogue and they keep their progress.",
    });
    expect(await getCourse(course.slug)).toMatchObject({ id: course.id });
  });

  it('deletes a course nobody is enrolled in, and it leaves the catalogue at once', async () => {
    const course = await createCourse(app.database.db);
    // The factory writes around the builder: announce it, as a save does.
    await app.context.changes.announce(app.database.db, 'catalog');
    const listed = async () => (await app.server.inject({ method: 'GET', url: '/api/courses' })).json().courses.map((c: { id: string }) => c.id);
    expect(await listed()).toContain(course.id);
    const response = await send({ method: 'DELETE', url: `/api/admin/courses/${course.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await listed()).not.toContain(course.id);
    expect((await send({ method: 'GET', url: `/api/admin/courses/${course.slug}` })).statusCode).toBe(404);
  });
});
