import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sends from another site (CSRF). A
 * browser names the page's origin in `Origin` (or at least `Sec-Fetch-Site`) on every such
 * request; clients without either are not browsers and carry no ambient cookies of ours.
 */
export function refuseCrossOriginWrites(app: FastifyInstance, publicUrl: string, exemptPrefixes: string[] = []): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== undefined && origin !== allowed && origin !== ownOrigin) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed.');
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed.');
    }
  });
}
