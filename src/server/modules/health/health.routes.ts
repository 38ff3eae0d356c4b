import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/api/health';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';

export function healthRoutes({ database }: AppContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getHealth, async (_input, request, reply) => {
      const started = performance.now();
      try {
        await database.ping();
        return reply.header('cache-control', 'no-store').send({
          status: 'ok',
          database: { kind: database.kind, status: 'up', latencyMs: Math.round(performance.now() - started) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).header('cache-control', 'no-store').send({
          status: 'unavailable',
          database: { kind: database.kind, status: 'down' },
        });
      }
    });
  };
}
