import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/accounts';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import { presentSessionUser, toHeaders } from './viewer';
import { endOtherSessions, endSession, getProfile, listSessions, updateProfile } from './accounts.service';

const RESENDS_PER_HOUR = { limit: 5, windowSeconds: 3600 };

export function accountsRoutes({ viewers, database, auth, rateLimiter }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getSession, async (_input, request) => {
      const viewer = await viewers.resolve(request);
      return { user: viewer && presentSessionUser(viewer) };
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

    // Sessions on /profile: the request's own session is found by Better Auth, the rest read from the table.
    const currentSessionId = async (request: FastifyRequest) => (await auth.api.getSession({ headers: toHeaders(request) }))?.session.id ?? '';

    registerEndpoint(app, api.listMySessions, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      return listSessions(db, viewer, await currentSessionId(request));
    });

    registerEndpoint(app, api.endMySession, async ({ params }, request) => endSession(db, await viewers.requireUser(request), params.id));

    registerEndpoint(app, api.endMyOtherSessions, async (_input, request) => {
      const viewer = await viewers.requireUser(request);
      return endOtherSessions(db, viewer, await currentSessionId(request));
    });

    registerEndpoint(app, api.updateProfile, async ({ body }, request) => {
      const viewer = await viewers.requireUser(request);
      return updateProfile(db, viewer, body);
    });
  };
}
