import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-paths';

/**
 * API answers are personal unless a route says otherwise: every one gets
 * `Cache-Control: no-store` unless its route set a Cache-Control of its own (the public
 * catalogue does).
 */
export function noStoreByDefaultForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
}
