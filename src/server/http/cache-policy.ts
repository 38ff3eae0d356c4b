import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-paths';

/**
 * API answers are personal unless their endpoint says otherwise: a successful answer gets the
 * Cache-Control its descriptor declares (`cacheControl`: the public catalogue's), every other
 * one `no-store`, unless the route set a Cache-Control of its own.
 */
export function noStoreByDefaultForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !isApiRequest(request)) return;
    const declared = reply.statusCode < 400 ? request.routeOptions.config.endpoint?.cacheControl : undefined;
    reply.header('cache-control', declared ?? 'no-store');
  });
}
