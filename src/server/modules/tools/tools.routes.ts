import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/tools';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { clearToolState, getToolState, saveToolState } from './tools.service';

/**
 * A learner's work in a lesson's interactive tool. The body limit sits above the global 1 MB so
 * an oversized field (a 1 MB note) reaches the shared schema and is refused with its message.
 */
export function toolsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getToolState, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return getToolState(db, viewer, params);
    });

    registerEndpoint(
      app,
      api.saveToolState,
      async ({ params, body }, request) => {
        const viewer = await viewers.requireUser(request);
        return saveToolState(db, viewer, params, body.state);
      },
      { bodyLimit: 4 * 1024 * 1024 },
    );

    registerEndpoint(app, api.clearToolState, async ({ params }, request, reply) => {
      const viewer = await viewers.requireUser(request);
      await clearToolState(db, viewer, params);
      return reply.code(204).send();
    });
  };
}
