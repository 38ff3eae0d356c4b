import type { FastifyInstance } from 'fastify';
import type { RateLimiter, RateRule } from './rate-limiter';

/**
 * Per-address limits of routes that answer anyone, by route pattern (`METHOD /pattern`).
 * Certificate lookups: a person checks a few IDs; 30 a minute keeps guessing the
 * 36^6 codes of one year (design.md §5 fixes the format) out of reach.
 */
export const ROUTE_LIMITS: Record<string, RateRule> = {
  'GET /api/verify/:certificateId': { limit: 30, windowSeconds: 60 },
};

export function limitRoutes(app: FastifyInstance, limiter: RateLimiter, limits: Record<string, RateRule> = ROUTE_LIMITS): void {
  app.addHook('onRequest', async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = `${method} ${request.routeOptions.url}`;
    const rule = limits[route];
    if (rule) await limiter.consume(`route:${route}:ip:${request.ip}`, rule);
  });
}
