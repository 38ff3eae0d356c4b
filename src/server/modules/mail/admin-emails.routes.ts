import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailDetailResponseSchema, listEmailsQuerySchema, listEmailsResponseSchema } from '../../../shared/api/admin-emails';
import type { AppContext } from '../../app-context';
import type { AdminRoutes } from '../admin/admin-api';
import { EmailLogService } from './email-log.service';

/** The email delivery log, inside the admin API (admins only). */
export function adminEmailsRoutes({ database, mail }: AppContext): AdminRoutes {
  const emailLog = new EmailLogService(database.db, mail.transport.mode);
  return async function register(admin: FastifyInstance): Promise<void> {
    const routes = admin.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/emails',
      { schema: { querystring: listEmailsQuerySchema, response: { 200: listEmailsResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return emailLog.list(request.query);
      },
    );

    routes.get(
      '/emails/:id',
      { schema: { params: z.object({ id: z.string() }), response: { 200: emailDetailResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return emailLog.get(request.params.id);
      },
    );
  };
}
