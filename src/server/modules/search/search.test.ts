import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSite } from '../../../shared/api/search';
import { courses } from '../../db/schema';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const { enroll, subscribe } = learningRequests(() => app);
const search = (query: { q: string }, learner?: TestLearner) => injectEndpoint(app.server, searchSite, { cookie: learner?.cookie }, { query });

describe('search ranking', () => {
  it('ranks a course whose title matches above lessons that only mention the words', async () => {
    const mentions = 'Bakery forecasting helps. Bakery forecasting again: more bakery forecasting in every paragraph.';
    await createCourse(app.database.db, {
      title: 'Running a Small Shop',
      curriculum: oneModuleCurriculum('Module', [
        { id: 'a', title: 'Opening Hours', content: mentions },
        { id: 'b', title: 'Staff Rotas', content: mentions },
      ]),
    });
    const titled = await createCourse(app.database.db, { title: 'Bakery Forecasting', description: 'Plan tomorrow’s bake.' });
    const { results } = (await search({ q: 'bakery forecasting' })).body();
    expect(results[0]).toMatchObject({ kind: 'course', courseSlug: titled.slug, title: 'Bakery Forecasting' });
    expect(results.slice(1).map((result) => result.title)).toEqual(expect.arrayContaining(['Opening Hours', 'Staff Rotas']));
  });

  it('puts a lesson whose title matches above lessons that mention the words in their text', async () => {
    await createCourse(app.database.db, {
      curriculum: oneModuleCurriculum('Module', [
        { id: 'text', title: 'Weekly Review', content: 'Compare your quillwort margins with last month’s quillwort margins.' },
        { id: 'titled', title: 'Quillwort Margins', content: 'A short lesson.' },
      ]),
    });
    const { results } = (await search({ q: 'quillwort margins' })).body();
    expect(results.map((result) => result.title)).toEqual(['Quillwort Margins', 'Weekly Review']);
  });

  it('finds a title despite a typo in a short query, and stems English words', async () => {
    const course = await createCourse(app.database.db, { title: 'Marmalade Pricing Workshop' });
    expect((await search({ q: 'marmalad pricng' })).body().results[0]).toMatchObject({ courseSlug: course.slug });
    expect((await search({ q: 'workshops priced' })).body().results.map((result) => result.courseSlug)).toContain(course.slug);
  });

  it('leaves out drafts and answers an empty search with no results', async () => {
    await createCourse(app.database.db, { title: 'Hidden Gooseberry Draft', published: false });
    expect((await search({ q: 'gooseberry' })).body().results).toEqual([]);
    expect((await search({ q: '   ' })).body()).toEqual({ query: '', results: [] });
  });

  it('refuses a search longer than 200 characters with a message', async () => {
    const reply = await search({ q: 'x'.repeat(201) });
    expect(reply.status).toBe(400);
    expect(reply.response.json().message).toContain('A search is at most 200 characters');
  });
});

describe('search never leaks lesson text', () => {
  const phrase = 'the nightly wombat reconciliation';
  let proSlug: string;
  beforeAll(async () => {
    const course = await createCourse(app.database.db, {
      title: 'Back Office Rituals',
      requiredPlan: 'pro',
      curriculum: oneModuleCurriculum('Module', [{ id: 'closing', title: 'Closing the Books', content: `Every evening run ${phrase} before you lock up. Secret margin: 42%.` }]),
    });
    proSlug = course.slug;
  });

  async function lessonResultFor(learner?: TestLearner) {
    const reply = await search({ q: phrase }, learner);
    const result = reply.body().results.find((item) => item.kind === 'lesson' && item.courseSlug === proSlug);
    return { result, raw: JSON.stringify(reply.body().results) };
  }

  it('gives a free learner the Pro lesson’s title and no snippet', async () => {
    const { result, raw } = await lessonResultFor(await createLearner(app));
    expect(result).toMatchObject({ title: 'Closing the Books', lessonId: 'closing', snippet: null, canOpen: false, requiredPlan: 'pro' });
    expect(raw).not.toContain('lock up');
    expect(raw).not.toContain('Secret margin');
  });

  it('gives a visitor the title and no snippet', async () => {
    const { result, raw } = await lessonResultFor();
    expect(result).toMatchObject({ title: 'Closing the Books', snippet: null, canOpen: false });
    expect(raw).not.toContain('lock up');
  });

  it('gives a Pro learner who has not enrolled no snippet either, and one who has enrolled the snippet', async () => {
    const learner = await createLearner(app);
    await subscribe(learner, 'pro');
    expect((await lessonResultFor(learner)).result).toMatchObject({ snippet: null, canOpen: false });
    await enroll(proSlug, learner);
    const { result } = await lessonResultFor(learner);
    expect(result).toMatchObject({ canOpen: true });
    expect(result!.snippet!.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual(['nightly', 'wombat', 'reconciliation']);
    expect(result!.snippet!.map((part) => part.text).join('')).toContain('Every evening run the nightly wombat reconciliation before you lock up.');
  });

  it('finds the snippet deep in a long lesson, around the words searched', async () => {
    const filler = 'Count the stock on the shelves before the shop opens. '.repeat(200);
    await createCourse(app.database.db, {
      curriculum: oneModuleCurriculum('Module', [{ id: 'long', title: 'Stocktaking', content: `${filler}Then the rhubarb ledger closes for the month. ${filler}` }]),
    });
    const { results } = (await search({ q: 'rhubarb ledger' }, await createAdmin(app))).body();
    expect(results[0]).toMatchObject({ title: 'Stocktaking' });
    expect(results[0]!.snippet!.filter((part) => part.match).map((part) => part.text)).toEqual(['rhubarb', 'ledger']);
  });

  it('gives an admin every snippet', async () => {
    const { result } = await lessonResultFor(await createAdmin(app));
    expect(result).toMatchObject({ canOpen: true, snippet: expect.any(Array) });
  });
});

describe('search index', () => {
  it('follows a course write: new lesson text is found and removed text is not', async () => {
    const course = await createCourse(app.database.db, { curriculum: oneModuleCurriculum('Module', [{ id: 'one', title: 'One', content: 'About kumquat logistics.' }]) });
    expect((await search({ q: 'kumquat' })).body().results.map((result) => result.lessonId)).toEqual(['one']);
    await app.database.db
      .update(courses)
      .set({ curriculum: oneModuleCurriculum('Module', [{ id: 'two', title: 'Two', content: 'About persimmon logistics.' }]) })
      .where(eq(courses.id, course.id));
    expect((await search({ q: 'kumquat' })).body().results).toEqual([]);
    expect((await search({ q: 'persimmon' })).body().results.map((result) => result.lessonId)).toEqual(['two']);
  });
});
