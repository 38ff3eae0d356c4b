import { beforeAll, describe, expect, it } from 'vitest';
import { getCoursePreview } from '../../../shared/api/catalog';
import { getPlayerCourse, startQuizDraw } from '../../../shared/api/learning';
import { getToolState, saveToolState } from '../../../shared/api/tools';
import { createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

/** A paid course's first lesson is a free preview (issue 34, decision 0070): text for anyone, the rest behind enrolment. */

const PREVIEW_TEXT = 'Why owners start here.\n\n::tool{id="roi-calculator"}\n\nThe rest of the first lesson.';

const curriculum = oneModuleCurriculum('Start', [
  {
    id: 'first',
    title: 'Where AI pays first',
    duration: '12 min',
    description: 'The first lesson.',
    content: PREVIEW_TEXT,
    video_url: '/media/videos/first.mp4',
    resources: [{ id: 'r1', title: 'Worksheet', file_type: 'pdf', file_url: '/media/resources/worksheet.pdf', file_size: '1 KB' }],
    quiz: {
      id: 'q1',
      title: 'Check',
      questions: [{ id: 'tf', type: 'true-false', question: 'AI needs data?', correct_answer: true, explanation: 'It learns from data.' }],
    },
  },
  { id: 'second', title: 'Members only', content: 'Second lesson body' },
]);

const app = useTestApp();
let freeLearner: TestLearner;
let proSlug: string;
beforeAll(async () => {
  freeLearner = await createLearner(app);
  proSlug = (await createCourse(app.database.db, { requiredPlan: 'pro', title: 'Automate It', curriculum })).slug;
});

const preview = (slug: string, learner?: TestLearner) => injectEndpoint(app.server, getCoursePreview, { cookie: learner?.cookie }, { params: { slug } });
const lesson = (learner?: TestLearner) => ({ cookie: learner?.cookie });

describe('GET /api/courses/:slug/preview', () => {
  it("gives a visitor the first lesson's text of a paid course, and nothing of its video, files or quiz", async () => {
    const reply = await preview(proSlug);
    expect(reply.status).toBe(200);
    const body = reply.body();
    expect(body.course).toMatchObject({ slug: proSlug, title: 'Automate It', requiredPlan: 'pro' });
    expect(reply.response.json().lesson).toEqual({ id: 'first', title: 'Where AI pays first', duration: '12 min', description: 'The first lesson.', content: PREVIEW_TEXT });
    expect(reply.response.body).not.toContain('Second lesson body');
    expect(reply.response.body).not.toContain('/media/');
  });

  it('gives a free learner the same preview', async () => {
    expect((await preview(proSlug, freeLearner)).body().lesson.id).toBe('first');
  });

  it('answers 404 for a free course, a draft and an unknown course', async () => {
    const free = await createCourse(app.database.db, { requiredPlan: 'free', curriculum });
    const draft = await createCourse(app.database.db, { requiredPlan: 'pro', published: false, curriculum });
    expect((await preview(free.slug)).response.json()).toMatchObject({
      message: 'This course has no free preview lesson: every lesson opens once you sign up for free.',
    });
    expect((await preview(free.slug)).status).toBe(404);
    expect((await preview(draft.slug)).status).toBe(404);
    expect((await preview('no-such-course')).status).toBe(404);
  });
});

describe("the preview lesson's quiz and tools", () => {
  it('still need enrolment: a visitor gets 401 and a free learner 403', async () => {
    const params = { slug: proSlug, lessonId: 'first' };
    const toolParams = { ...params, toolId: 'roi-calculator' as const };
    const state = { hoursPerWeek: '5', hourlyCost: '40', toolCostPerMonth: '20', setupCost: '0', rampUpMonths: '1' };
    for (const [who, status] of [
      [undefined, 401],
      [freeLearner, 403],
    ] as const) {
      expect((await injectEndpoint(app.server, startQuizDraw, lesson(who), { params })).status).toBe(status);
      expect((await injectEndpoint(app.server, saveToolState, lesson(who), { params: toolParams, body: { state } })).status).toBe(status);
      expect((await injectEndpoint(app.server, getToolState, lesson(who), { params: toolParams })).status).toBe(status);
      expect((await injectEndpoint(app.server, getPlayerCourse, lesson(who), { params: { slug: proSlug } })).status).toBe(status);
    }
  });
});
