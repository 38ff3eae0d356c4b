import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './rate-limiter';

/**
 * The rate per address an endpoint's descriptor declares (`rateLimit.perAddress`), counted per
 * endpoint and address: certificate lookups, say, where 30 a minute keeps guessing the 36^6
 * codes of one year (design.md §5 fixes the format) out of reach.
 */
export function limitRoutes(app: FastifyInstance, limiter: Pick<RateLimiter, 'consume'>): void {
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    const rule = endpoint?.rateLimit?.perAddress;
    if (endpoint && rule) await limiter.consume(`route:${endpoint.route}:ip:${request.ip}`, rule);
  });
}
