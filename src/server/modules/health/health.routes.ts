import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '../../../shared/api/health';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { checkReadiness } from './readiness.service';

/**
 * `GET /api/health`: the process answers (liveness; it touches nothing else, so a database
 * outage never gets healthy processes restarted). `GET /api/ready`: it can serve (readiness:
 * database, migrations, storage), 503 naming the failed checks otherwise.
 */
export function healthRoutes(context: AppContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getHealth, async () => {
      return { status: 'alive' as const };
    });

    registerEndpoint(app, getReady, async (_input, _request, reply) => {
      const readiness = await checkReadiness(context);
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    });
  };
}
