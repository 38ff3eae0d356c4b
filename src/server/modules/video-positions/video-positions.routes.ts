import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/video-positions';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { getVideoPosition, saveVideoPosition } from './video-positions.service';

/** Where a learner stopped in a lesson's video: read when the lesson opens, saved while it plays. */
export function videoPositionsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getVideoPosition, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return getVideoPosition(db, viewer, params);
    });

    registerEndpoint(app, api.saveVideoPosition, async ({ params, body }, request) => {
      const viewer = await viewers.requireUser(request);
      return saveVideoPosition(db, viewer, params, body);
    });
  };
}
