import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseDetailResponseSchema,
  courseSlugSchema,
  listCoursesQuerySchema,
  type ListCoursesQuery,
} from '../../../shared/api/catalog';
import type { AppContext } from '../../app-context';
import { CatalogService } from './catalog.service';

export function catalogRoutes({ database, log, catalogChanges }: AppContext) {
  const catalog = new CatalogService(database.db, log, catalogChanges);
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // Declares no response schema: the body is serialized once per snapshot, not per request
    // (its shape is checked against listCoursesResponseSchema in the API tests).
    app.get<{ Querystring: ListCoursesQuery }>(
      '/api/courses',
      { schema: { querystring: listCoursesQuerySchema } },
      async (request, reply) => {
        const snapshot = await catalog.listPublished(request.query.level);
        reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', snapshot.etag).header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
        reply.type('application/json; charset=utf-8');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
        }
        return reply.send(snapshot.json);
      },
    );

    routes.get(
      '/api/courses/:slug',
      {
        schema: {
          params: z.object({ slug: courseSlugSchema }),
          response: { 200: courseDetailResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=0, must-revalidate');
        return { course: await catalog.getBySlug(request.params.slug) };
      },
    );
  };
}
