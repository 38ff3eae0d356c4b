import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSlugSchema } from '../../../shared/api/catalog';
import {
  completeLessonResponseSchema,
  lessonIdSchema,
  myEnrollmentsResponseSchema,
  playerCourseResponseSchema,
  quizAttemptsResponseSchema,
  submitQuizBodySchema,
  submitQuizResponseSchema,
} from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { completeLesson, getPlayerCourse, listMyCourses, listQuizAttempts, submitQuizAttempt } from './learning.service';

const courseParams = z.object({ slug: courseSlugSchema });
const lessonParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema });

/** The learner's courses, the lesson player, progress and quizzes. Every route checks the session; the service asks the enrollment module whether the course may be opened. */
export function learningRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/learn') || request.url.startsWith('/api/me/')) reply.header('cache-control', 'no-store');
    });

    routes.get('/api/me/courses', { schema: { response: { 200: myEnrollmentsResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return listMyCourses(db, viewer);
    });

    routes.get('/api/learn/:slug', { schema: { params: courseParams, response: { 200: playerCourseResponseSchema } } }, async (request) => {
      const viewer = await viewers.requireUser(request);
      return getPlayerCourse(db, viewer, request.params.slug);
    });

    routes.post(
      '/api/learn/:slug/lessons/:lessonId/completion',
      { schema: { params: lessonParams, response: { 200: completeLessonResponseSchema } } },
      async (request) => {
        const viewer = await viewers.requireUser(request);
        return completeLesson(db, viewer, request.params.slug, request.params.lessonId);
      },
    );

    routes.post(
      '/api/learn/:slug/lessons/:lessonId/quiz-attempts',
      { schema: { params: lessonParams, body: submitQuizBodySchema, response: { 200: submitQuizResponseSchema, 201: submitQuizResponseSchema } } },
      async (request, reply) => {
        const viewer = await viewers.requireUser(request);
        const result = await submitQuizAttempt(db, viewer, request.params.slug, request.params.lessonId, request.body.answers, request.log);
        return reply.code(result.attempt.id === null ? 200 : 201).send(result);
      },
    );

    routes.get(
      '/api/learn/:slug/lessons/:lessonId/quiz-attempts',
      { schema: { params: lessonParams, response: { 200: quizAttemptsResponseSchema } } },
      async (request) => {
        const viewer = await viewers.requireUser(request);
        return listQuizAttempts(db, viewer, request.params.slug, request.params.lessonId);
      },
    );
  };
}
