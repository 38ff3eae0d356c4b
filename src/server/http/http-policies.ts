import { closeSlowBodies } from './body-deadline';
import type { FastifyInstance } from 'fastify';
import { noStoreByDefaultForApi } from './cache-policy';
import { refuseNonCanonicalApiPaths } from './canonical-path';
import type { RateLimiter } from './rate-limiter';
import { answerWithRequestId } from './request-id';
import { refuseControlCharacters } from './request-text';
import { recordRoutes } from './route-registry';
import { limitRoutes } from './route-limits';
import { refuseCrossOriginWrites } from './same-origin';
import { addSecurityHeaders } from './security-headers';

/**
 * The rules every request passes before and after its route, in this order: its id in the
 * answer, security headers,
 * the canonical API address, the same-origin check for writes, per-route limits, the
 * control-character net, and no-store for API answers; the last three read what an endpoint's
 * descriptor declares. Call before registering any route.
 */
export function applyHttpPolicies(
  app: FastifyInstance,
  options: { publicUrl: string; limiter: Pick<RateLimiter, 'consume'>; fileOrigins?: readonly string[]; requestBodyTimeoutMs?: number },
): void {
  recordRoutes(app);
  closeSlowBodies(app, options.requestBodyTimeoutMs);
  answerWithRequestId(app);
  addSecurityHeaders(app, options.publicUrl, options.fileOrigins);
  refuseNonCanonicalApiPaths(app);
  refuseCrossOriginWrites(app, options.publicUrl);
  limitRoutes(app, options.limiter);
  refuseControlCharacters(app);
  noStoreByDefaultForApi(app);
}
