import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailDetailResponseSchema, listEmailsQuerySchema, listEmailsResponseSchema } from '../../../shared/api/admin-emails';
import type { AppContext } from '../../app-context';
import { EmailLogService } from './email-log.service';

export function adminEmailsRoutes({ viewers, database, mail }: AppContext) {
  const emailLog = new EmailLogService(database.db, mail.transport.mode);
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // Before validation: a visitor or learner learns nothing about these routes, not even their parameters.
    app.addHook('onRequest', async (request) => {
      await viewers.requireAdmin(request);
    });

    routes.get(
      '/api/admin/emails',
      { schema: { querystring: listEmailsQuerySchema, response: { 200: listEmailsResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return emailLog.list(request.query);
      },
    );

    routes.get(
      '/api/admin/emails/:id',
      { schema: { params: z.object({ id: z.string() }), response: { 200: emailDetailResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return emailLog.get(request.params.id);
      },
    );
  };
}
