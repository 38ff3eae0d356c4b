import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileResponseSchema, sessionResponseSchema, updateProfileBodySchema } from '../../../shared/api/accounts';
import type { AppContext } from '../../app-context';
import { getProfile, updateProfile } from './accounts.service';

export function accountsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/session', { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await viewers.resolve(request) };
    });

    routes.get('/api/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getProfile(viewer);
    });

    routes.put(
      '/api/profile',
      { schema: { body: updateProfileBodySchema, response: { 200: profileResponseSchema } } },
      async (request) => {
        const viewer = await viewers.requireUser(request);
        return updateProfile(db, viewer, request.body);
      },
    );
  };
}
