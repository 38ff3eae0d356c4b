import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/accounts';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import { toHeaders } from './viewer';
import { getProfile, updateProfile } from './accounts.service';

const RESENDS_PER_HOUR = { limit: 5, windowSeconds: 3600 };

export function accountsRoutes({ viewers, database, auth, rateLimiter }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getSession, async (_input, request) => {
      return { user: await viewers.resolve(request) };
    });

    registerEndpoint(app, api.getProfile, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      return getProfile(viewer);
    });

    registerEndpoint(app, api.resendVerificationEmail, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      if (viewer.emailVerified) throw badRequest('Your email address is already confirmed.');
      await rateLimiter.consume(`verification-email:user:${viewer.id}`, RESENDS_PER_HOUR);
      await auth.api.sendVerificationEmail({ body: { email: viewer.email }, headers: toHeaders(request) });
      return { sent: true as const };
    });

    registerEndpoint(app, api.updateProfile, async ({ body }, request) => {
      const viewer = await viewers.requireUser(request);
      return updateProfile(db, viewer, body);
    });
  };
}
