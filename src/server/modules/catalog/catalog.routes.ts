import type { FastifyInstance } from 'fastify';
import { getCourse, getCoursePreview, listCourses } from '../../../shared/api/catalog';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { CatalogService } from './catalog.service';

export function catalogRoutes({ database, log, changes }: AppContext) {
  const catalog = new CatalogService(database.db, log);
  changes.on('catalog', () => catalog.forgetSnapshots());
  return async function register(app: FastifyInstance): Promise<void> {
    // The list is serialized once per snapshot, not per request: it goes out as the snapshot's
    // JSON or gzip bytes, which Fastify sends as they are.
    registerEndpoint(app, listCourses, async ({ query }, request, reply) => {
      const snapshot = await catalog.listPublished(query.level);
      reply.header('etag', snapshot.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
      }
      return reply.send(snapshot.json);
    });

    registerEndpoint(app, getCourse, async ({ params }) => {
      return { course: await catalog.getBySlug(params.slug) };
    });

    registerEndpoint(app, getCoursePreview, async ({ params }) => catalog.getPreview(params.slug));
  };
}
