import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error';
import { isApiRequest, isCanonicalPath, rawPathOf } from './request-paths';

/**
 * API routes answer only at their canonical address: `//api/profile`, `/%61pi/profile` or
 * `/api/./profile` get the API's 404, so no check written against the address can be passed
 * by another spelling of it.
 */
export function refuseNonCanonicalApiPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const rawPath = rawPathOf(request.url);
    if (!isCanonicalPath(rawPath)) throw notFound(`No such endpoint: ${request.method} ${rawPath}`);
  });
}
