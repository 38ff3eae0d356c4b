import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/accounts';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { getProfile, updateProfile } from './accounts.service';

export function accountsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getSession, async (_input, request) => {
      return { user: await viewers.resolve(request) };
    });

    registerEndpoint(app, api.getProfile, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      return getProfile(viewer);
    });

    registerEndpoint(app, api.updateProfile, async ({ body }, request) => {
      const viewer = await viewers.requireUser(request);
      return updateProfile(db, viewer, body);
    });
  };
}
