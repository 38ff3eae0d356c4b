import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { cleanAbandonedQuizDraws, completeLesson, getPlayerCourse, listMyCourses, listQuizAttempts, startQuizDraw, submitDrawnQuizAttempt } from './learning.service';

const DRAW_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** The learner's courses, the lesson player, progress and quizzes. Every route checks the session; the service asks the enrollment module whether the course may be opened. */
export function learningRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    const cleanup = setInterval(() => {
      cleanAbandonedQuizDraws(db).catch((error: unknown) => app.log.error({ err: error }, 'cleaning abandoned quiz draws failed'));
    }, DRAW_CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));

    registerEndpoint(app, api.listMyCourses, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      return listMyCourses(db, viewer);
    });

    registerEndpoint(app, api.getPlayerCourse, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return getPlayerCourse(db, viewer, params.slug);
    });

    registerEndpoint(app, api.completeLesson, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return completeLesson(db, viewer, params.slug, params.lessonId);
    });

    registerEndpoint(app, api.startQuizDraw, async ({ params }, request, reply) => {
      const viewer = await viewers.requireUser(request);
      return reply.code(201).send(await startQuizDraw(db, viewer, params.slug, params.lessonId));
    });

    registerEndpoint(app, api.submitDrawnQuizAttempt, async ({ params, body }, request, reply) => {
      const viewer = await viewers.requireUser(request);
      const result = await submitDrawnQuizAttempt(db, viewer, params.slug, params.lessonId, params.drawId, body.answers, request.log);
      return reply.code(result.attempt.id === null ? 200 : 201).send(result);
    });

    registerEndpoint(app, api.listQuizAttempts, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return listQuizAttempts(db, viewer, params.slug, params.lessonId);
    });
  };
}
