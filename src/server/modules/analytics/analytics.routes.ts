import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANALYTICS_LIMITS, trackEventsBodySchema, trackEventsResponseSchema } from '../../../shared/api/analytics';
import { asksNotToBeTracked } from '../../../shared/privacy-signals';
import type { AppContext } from '../../app-context';
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

    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/analytics/events',
      { bodyLimit: ANALYTICS_LIMITS.bodyBytes, schema: { body: trackEventsBodySchema, response: { 200: trackEventsResponseSchema } } },
      async (request) => {
        if (asksNotToBeTracked({ gpc: request.headers['sec-gpc'], dnt: request.headers.dnt })) return { recorded: 0 };
        floodGuard.admit(request.ip, request.body.events.length);
        const { visitor_id: visitorId, events } = request.body;
        return { recorded: await analytics.recordBrowserEvents(await viewers.resolve(request), visitorId, events) };
      },
    );
  };
}
