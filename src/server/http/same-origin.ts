import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF). A browser
 * names the page's origin in `Origin` (or at least `Sec-Fetch-Site`) on every such request;
 * clients without either are not browsers and carry no ambient cookies of ours.
 *
 * Every write is checked, whatever its address: the router answers `//api/…` and `/%61pi/…`
 * too, so a test of the address as written would let those through. An endpoint that must take
 * writes from elsewhere (a payment provider's webhook) says so in its descriptor
 * (`acceptsCrossSiteWrites`).
 */
export function refuseCrossOriginWrites(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.endpoint?.acceptsCrossSiteWrites) return;
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
