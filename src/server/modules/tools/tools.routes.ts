import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSlugSchema } from '../../../shared/api/catalog';
import { lessonIdSchema } from '../../../shared/api/learning';
import { saveToolStateBodySchema, saveToolStateResponseSchema, toolIdSchema, toolStateResponseSchema } from '../../../shared/api/tools';
import type { AppContext } from '../../app-context';
import { clearToolState, getToolState, saveToolState } from './tools.service';

const toolParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema, toolId: toolIdSchema });
const TOOL_PATH = '/api/learn/:slug/lessons/:lessonId/tools/:toolId';

/**
 * A learner's work in a lesson's interactive tool. The body limit sits above the global 1 MB so
 * an oversized field (a 1 MB note) reaches the shared schema and is refused with its message.
 */
export function toolsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(TOOL_PATH, { schema: { params: toolParams, response: { 200: toolStateResponseSchema } } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getToolState(db, viewer, request.params);
    });

    routes.put(
      TOOL_PATH,
      { bodyLimit: 4 * 1024 * 1024, schema: { params: toolParams, body: saveToolStateBodySchema, response: { 200: saveToolStateResponseSchema } } },
      async (request, reply) => {
        const viewer = await viewers.requireUser(request);
        reply.header('cache-control', 'no-store');
        return saveToolState(db, viewer, request.params, request.body.state);
      },
    );

    routes.delete(TOOL_PATH, { schema: { params: toolParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      await clearToolState(db, viewer, request.params);
      return reply.code(204).send();
    });
  };
}
