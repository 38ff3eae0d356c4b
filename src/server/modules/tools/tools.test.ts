import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnyEndpoint, EndpointArgs } from '../../../shared/api/endpoint';
import { clearToolState, getToolState, saveToolState } from '../../../shared/api/tools';
import { MATURITY_QUESTIONS } from '../../../shared/tools/ai-maturity';
import { SORTABLE_TASKS } from '../../../shared/tools/automatable-quiz';
import type { ToolId } from '../../../shared/tools/tool-catalog';
import { courseProgress, subscriptions, toolStates } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

/** A course whose lessons embed the tools, as an author writes them. */
const toolCurriculum = oneModuleCurriculum('Measure', [
  { id: 'payoff', title: 'Measuring the payoff', content: 'Use the calculator.\n\n::tool{id="roi-calculator"}' },
  { id: 'sorting', title: 'What to hand over', content: '::tool{id="automatable-quiz"}' },
  { id: 'maturity', title: 'Where you stand', content: '::tool{id="ai-maturity-quiz"}' },
  { id: 'priorities', title: 'Choosing', content: '::tool{id="prioritization-matrix"}' },
  { id: 'workflow', title: 'Mapping a workflow', content: '::tool{id="workflow-builder"}' },
]);

const ROI_COMPLETE = { hoursPerWeek: '5', hourlyCost: '40', toolCostPerMonth: '30', setupCost: '500', rampUpMonths: '2' };
const ROI_PARTIAL = { ...ROI_COMPLETE, setupCost: '' };
const WORKFLOW = { name: 'Invoices', trigger: 'An order ships', steps: [], notes: '' };

const as = (learner?: TestLearner) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
/** A test may name a tool that does not exist: the server must refuse it. */
const toolParams = (slug: string, lessonId: string, toolId: string) => ({ slug, lessonId, toolId: toolId as ToolId });
const call = async <E extends AnyEndpoint>(endpoint: E, learner: TestLearner | undefined, ...input: EndpointArgs<E>) =>
  (await injectEndpoint(app.server, endpoint, { cookie: learner?.cookie }, ...input)).response;
const read = (slug: string, lessonId: string, toolId: string, learner?: TestLearner) =>
  call(getToolState, learner, { params: toolParams(slug, lessonId, toolId) });
const save = (slug: string, lessonId: string, toolId: string, state: unknown, learner?: TestLearner) =>
  call(saveToolState, learner, { params: toolParams(slug, lessonId, toolId), body: { state } });
const clear = (slug: string, lessonId: string, toolId: string, learner?: TestLearner) =>
  call(clearToolState, learner, { params: toolParams(slug, lessonId, toolId) });

async function enrolledLearner(slug: string): Promise<TestLearner> {
  const learner = await createLearner(app);
  const enrolment = await app.server.inject({ method: 'POST', url: `/api/courses/${slug}/enrollment`, headers: as(learner) });
  expect(enrolment.statusCode).toBe(201);
  return learner;
}

async function toolCourse(overrides: Parameters<typeof createCourse>[1] = {}) {
  return createCourse(app.database.db, { curriculum: toolCurriculum, ...overrides });
}

describe('saving and restoring a learner’s work in a tool', () => {
  it('restores the saved work in a later request, as another device would see it', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    expect((await read(course.slug, 'payoff', 'roi-calculator', learner)).json()).toMatchObject({ state: null, updatedAt: null });
    const saved = await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, learner);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const again = await read(course.slug, 'payoff', 'roi-calculator', learner);
    expect(again.json()).toMatchObject({ toolId: 'roi-calculator', state: ROI_PARTIAL });
    expect(again.json().updatedAt).toEqual(expect.any(String));
  });

  it('keeps one state per learner, lesson and tool: a second save replaces the first', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, hoursPerWeek: '1' }, learner);
    await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, hoursPerWeek: '2' }, learner);
    const rows = await app.database.db.select().from(toolStates).where(eq(toolStates.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toMatchObject({ hoursPerWeek: '2' });
  });

  it('starts over: the saved work is gone after a delete', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    await save(course.slug, 'workflow', 'workflow-builder', WORKFLOW, learner);
    expect((await clear(course.slug, 'workflow', 'workflow-builder', learner)).statusCode).toBe(204);
    expect((await read(course.slug, 'workflow', 'workflow-builder', learner)).json().state).toBeNull();
  });
});

describe('whose work a learner may read and write', () => {
  it('never shows or changes another learner’s work', async () => {
    const course = await toolCourse();
    const owner = await enrolledLearner(course.slug);
    const other = await enrolledLearner(course.slug);
    await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, owner);
    expect((await read(course.slug, 'payoff', 'roi-calculator', other)).json().state).toBeNull();
    await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, hoursPerWeek: '99' }, other);
    await clear(course.slug, 'payoff', 'roi-calculator', other);
    expect((await read(course.slug, 'payoff', 'roi-calculator', owner)).json().state).toEqual(ROI_PARTIAL);
  });

  it('refuses visitors with 401', async () => {
    const course = await toolCourse();
    expect((await read(course.slug, 'payoff', 'roi-calculator')).statusCode).toBe(401);
    expect((await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL)).statusCode).toBe(401);
  });

  it('refuses a learner not enrolled in the course, storing nothing', async () => {
    const course = await toolCourse();
    const stranger = await createLearner(app);
    const saved = await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, stranger);
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ error: 'NOT_ENROLLED', message: 'Please enroll in this course first' });
    expect((await read(course.slug, 'payoff', 'roi-calculator', stranger)).statusCode).toBe(403);
    expect((await clear(course.slug, 'payoff', 'roi-calculator', stranger)).statusCode).toBe(403);
    expect(await app.database.db.select().from(toolStates).where(eq(toolStates.userId, stranger.id))).toEqual([]);
  });

  it('closes the tool of a learner whose plan no longer includes the course, keeping their work for when they subscribe again', async () => {
    const course = await toolCourse({ requiredPlan: 'pro' });
    const learner = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: learner.id, planType: 'pro', status: 'active' });
    expect((await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: as(learner) })).statusCode).toBe(201);
    expect((await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, learner)).statusCode).toBe(200);

    await app.database.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.userId, learner.id));
    const refused = await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, hoursPerWeek: '8' }, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('UPGRADE_REQUIRED');
    expect(refused.json().message).toContain('pro plan');
    expect((await read(course.slug, 'payoff', 'roi-calculator', learner)).json().error).toBe('UPGRADE_REQUIRED');

    await app.database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, learner.id));
    expect((await read(course.slug, 'payoff', 'roi-calculator', learner)).json().state).toEqual(ROI_PARTIAL);
  });

  it('lets an admin save without an enrolment', async () => {
    const course = await toolCourse({ requiredPlan: 'elite' });
    const admin = await createAdmin(app);
    expect((await save(course.slug, 'priorities', 'prioritization-matrix', { opportunities: [] }, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown course or lesson and 400 for an unknown tool', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    expect((await save('no-such-course', 'payoff', 'roi-calculator', ROI_PARTIAL, learner)).statusCode).toBe(404);
    const lesson = await save(course.slug, 'no-such-lesson', 'roi-calculator', ROI_PARTIAL, learner);
    expect(lesson.statusCode).toBe(404);
    expect(lesson.json().message).toBe('Lesson not found in this course');
    const tool = await save(course.slug, 'payoff', 'crystal-ball', {}, learner);
    expect(tool.statusCode).toBe(400);
    expect(tool.json().message).toContain('Unknown interactive tool');
  });
});

describe('only the tools a lesson embeds', () => {
  it('refuses work for a tool the lesson does not embed (issue 25), storing nothing', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const elsewhere = await save(course.slug, 'payoff', 'workflow-builder', WORKFLOW, learner);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: 'NOT_FOUND', message: 'This lesson has no Workflow Builder.' });
    const nowhere = await save(course.slug, 'payoff', 'gap-finder-matrix', { areas: [] }, learner);
    expect(nowhere.statusCode).toBe(404);
    expect((await read(course.slug, 'payoff', 'workflow-builder', learner)).statusCode).toBe(404);
    expect((await clear(course.slug, 'payoff', 'workflow-builder', learner)).statusCode).toBe(404);
    expect(await app.database.db.select().from(toolStates).where(eq(toolStates.userId, learner.id))).toEqual([]);
  });

  it('refuses an admin too: the tool must be in the lesson whoever saves', async () => {
    const course = await toolCourse();
    const admin = await createAdmin(app);
    expect((await save(course.slug, 'payoff', 'prioritization-matrix', { opportunities: [] }, admin)).statusCode).toBe(404);
  });

  it('takes work for a tool the lesson embeds however the author wrote the marker', async () => {
    const markers = ['::tool{id=\'roi-calculator\'}', '::tool{id=roi-calculator}', '::tool{#roi-calculator}', '  ::tool{id="roi-calculator"}  ', '> ::tool{id="roi-calculator"}'];
    for (const marker of markers) {
      const course = await createCourse(app.database.db, {
        curriculum: { modules: [{ id: 'm', title: 'Only', lessons: [{ id: 'payoff', title: 'Payoff', content: `Intro.\n\n${marker}\n\nMore.` }] }] },
      });
      const learner = await enrolledLearner(course.slug);
      expect((await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, learner)).statusCode, marker).toBe(200);
    }
  });
});

describe('checking the work by the tools’ shared rules', () => {
  it('refuses a workflow of 10,000 steps with a message, storing nothing', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const steps = Array.from({ length: 10_000 }, (_, index) => ({ id: `s${index}`, name: 'Step', mode: 'manual', minutesPerRun: '5', runsPerWeek: '1' }));
    const response = await save(course.slug, 'workflow', 'workflow-builder', { ...WORKFLOW, steps }, learner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'A workflow has at most 50 steps' });
    expect(await app.database.db.select().from(toolStates).where(eq(toolStates.userId, learner.id))).toEqual([]);
  });

  it('refuses a 1 MB note with a message', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const response = await save(course.slug, 'workflow', 'workflow-builder', { ...WORKFLOW, notes: 'x'.repeat(1024 * 1024) }, learner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Notes are at most 2,000 characters');
  });

  it('refuses a rating outside 1-5, a field of the wrong type and an unknown field', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const outOfRange = await save(course.slug, 'priorities', 'prioritization-matrix', { opportunities: [{ id: 'a', name: 'Chatbot', impact: 9, effort: 2 }] }, learner);
    expect(outOfRange.statusCode).toBe(400);
    expect((await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, hoursPerWeek: 5 }, learner)).statusCode).toBe(400);
    expect((await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_PARTIAL, extra: 'x' }, learner)).statusCode).toBe(400);
    expect((await save(course.slug, 'payoff', 'roi-calculator', null, learner)).statusCode).toBe(400);
  });

  it('refuses a maturity quiz submitted with questions unanswered', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const response = await save(course.slug, 'maturity', 'ai-maturity-quiz', { answers: { 'data-location': 3 }, submitted: true }, learner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Answer all ten questions before you submit.');
  });
});

describe('completing the lesson from a tool', () => {
  const progressOf = async (learner: TestLearner, courseId: string) =>
    (await app.database.db.select().from(courseProgress).where(and(eq(courseProgress.userId, learner.id), eq(courseProgress.courseId, courseId)))).map(
      (row) => row.lessonId,
    );

  it('completes the ROI lesson on the first complete calculation, once', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const partial = await save(course.slug, 'payoff', 'roi-calculator', ROI_PARTIAL, learner);
    expect(partial.json().completion).toBeNull();
    expect(await progressOf(learner, course.id)).toEqual([]);

    const complete = await save(course.slug, 'payoff', 'roi-calculator', ROI_COMPLETE, learner);
    expect(complete.json().completion).toMatchObject({ progress: { completedLessonIds: ['payoff'], completedCount: 1, totalLessons: 5, percent: 20 }, certificateIssued: false });
    expect(await progressOf(learner, course.id)).toEqual(['payoff']);

    const again = await save(course.slug, 'payoff', 'roi-calculator', { ...ROI_COMPLETE, hoursPerWeek: '6' }, learner);
    expect(again.json().completion).toBeNull();
  });

  it('completes the sorting lesson once every task is sorted, and the maturity lesson on submit', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const answers = Object.fromEntries(SORTABLE_TASKS.map((task) => [task.id, 'human']));
    const { [SORTABLE_TASKS[0]!.id]: _first, ...allButOne } = answers;
    expect((await save(course.slug, 'sorting', 'automatable-quiz', { answers: allButOne }, learner)).json().completion).toBeNull();
    expect((await save(course.slug, 'sorting', 'automatable-quiz', { answers }, learner)).json().completion.progress.completedLessonIds).toEqual(['sorting']);

    const maturity = Object.fromEntries(MATURITY_QUESTIONS.map((question) => [question.id, 2]));
    expect((await save(course.slug, 'maturity', 'ai-maturity-quiz', { answers: maturity, submitted: false }, learner)).json().completion).toBeNull();
    const submitted = await save(course.slug, 'maturity', 'ai-maturity-quiz', { answers: maturity, submitted: true }, learner);
    expect(submitted.json().completion.progress.completedCount).toBe(2);
  });

  it('never completes a lesson from a tool that does not complete lessons', async () => {
    const course = await toolCourse();
    const learner = await enrolledLearner(course.slug);
    const state = { opportunities: [{ id: 'a', name: 'Chatbot', impact: 5, effort: 1 }] };
    expect((await save(course.slug, 'priorities', 'prioritization-matrix', state, learner)).json().completion).toBeNull();
    expect(await progressOf(learner, course.id)).toEqual([]);
  });

  it('leaves a lesson with a quiz to its quiz: finishing a completing tool there saves the work and completes nothing', async () => {
    const quiz = {
      id: 'q',
      title: 'Check',
      questions: [{ id: 'tf', type: 'true-false' as const, question: 'Hours saved are cash saved?', correct_answer: false, explanation: 'Only when re-used.' }],
    };
    const course = await createCourse(app.database.db, {
      curriculum: { modules: [{ id: 'm', title: 'Only', lessons: [{ id: 'payoff', title: 'Payoff', content: '::tool{id="roi-calculator"}', quiz }] }] },
    });
    const learner = await enrolledLearner(course.slug);
    const response = await save(course.slug, 'payoff', 'roi-calculator', ROI_COMPLETE, learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: ROI_COMPLETE, completion: null });
    expect(await progressOf(learner, course.id)).toEqual([]);
  });

  it('issues the certificate when the tool completes the last open lesson', async () => {
    const course = await createCourse(app.database.db, {
      curriculum: { modules: [{ id: 'm', title: 'Only', lessons: [{ id: 'payoff', title: 'Payoff', content: '::tool{id="roi-calculator"}' }] }] },
    });
    const learner = await enrolledLearner(course.slug);
    const response = await save(course.slug, 'payoff', 'roi-calculator', ROI_COMPLETE, learner);
    expect(response.json().completion).toMatchObject({ progress: { percent: 100 }, certificateIssued: true });
  });
});
