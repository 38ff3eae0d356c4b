import type { FastifyInstance } from 'fastify';
import { ANALYTICS_LIMITS, trackEvents } from '../../../shared/api/analytics';
import { asksNotToBeTracked } from '../../../shared/privacy-signals';
import type { AppContext } from '../../app-context';
import type { Transaction } from '../../db/client';
import { registerEndpoint } from '../../http/endpoint-route';
import { AnalyticsService } from './analytics.service';
import { EventFloodGuard } from './event-flood-guard';

/** Receives the browser's batches (sendBeacon posts them as text/plain) and stores them. */
export function analyticsRoutes({ viewers, database, config }: AppContext) {
  const analytics = new AnalyticsService(database.db, new URL(config.publicUrl).hostname.toLowerCase());
  const floodGuard = new EventFloodGuard(ANALYTICS_LIMITS.eventsPerMinute * config.rateLimitScale);
  return async function register(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_LIMITS.bodyBytes }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The events are not valid JSON'), { statusCode: 400 }));
      }
    });

    registerEndpoint(
      app,
      trackEvents,
      async ({ body }, request) => {
        if (asksNotToBeTracked({ gpc: request.headers['sec-gpc'], dnt: request.headers.dnt })) return { recorded: 0 };
        const admit = (tx: Transaction) => floodGuard.admit(tx, request.ip, body.events.length);
        return { recorded: await analytics.recordBrowserEvents(await viewers.resolve(request), body.visitor_id, body.events, admit) };
      },
      {
        bodyLimit: ANALYTICS_LIMITS.bodyBytes,
        onRequest: async (request) => floodGuard.refuseAtLimit(request.ip),
      },
    );
  };
}
