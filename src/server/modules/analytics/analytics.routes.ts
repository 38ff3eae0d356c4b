import type { FastifyInstance } from 'fastify';
import { recordAnalyticsEvent } from '../../../shared/api/analytics';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { recordEvent } from './analytics.service';

const PER_ADDRESS = { limit: 600, windowSeconds: 600 };

/** Receives the browser's events (sent with sendBeacon, which posts text/plain) and stores them. */
export function analyticsRoutes({ viewers, database, rateLimiter: limiter }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The event is not valid JSON'), { statusCode: 400 }));
      }
    });

    registerEndpoint(app, recordAnalyticsEvent, async ({ body }, request, reply) => {
      await limiter.consume(`analytics:ip:${request.ip}`, PER_ADDRESS);
      await recordEvent(db, await viewers.resolve(request), body);
      return reply.code(204).send();
    });
  };
}
