import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  handledBodySchema,
  listMessagesQuerySchema,
  listMessagesResponseSchema,
  messageDetailResponseSchema,
  messageParamsSchema,
  replyBodySchema,
  replyResponseSchema,
} from '../../../shared/api/admin-messages';
import type { AppContext } from '../../app-context';
import type { AdminRoutes } from '../admin/admin-api';
import { SupportInboxService } from './support-inbox.service';

/** The support inbox, inside the admin API (admins only; the seam answers 401/403). */
export function adminMessagesRoutes({ database, mail, viewers }: AppContext): AdminRoutes {
  const inbox = new SupportInboxService(database.db, mail.emailQueued);
  return async function register(admin: FastifyInstance): Promise<void> {
    const routes = admin.withTypeProvider<ZodTypeProvider>();

    routes.get('/messages', { schema: { querystring: listMessagesQuerySchema, response: { 200: listMessagesResponseSchema } } }, async (request) =>
      inbox.list(request.query),
    );

    routes.get('/messages/:id', { schema: { params: messageParamsSchema, response: { 200: messageDetailResponseSchema } } }, async (request) => ({
      message: await inbox.open(request.params.id),
    }));

    routes.post(
      '/messages/:id/replies',
      { schema: { params: messageParamsSchema, body: replyBodySchema, response: { 201: replyResponseSchema } } },
      async (request, reply) => {
        const admin = await viewers.requireAdmin(request);
        return reply.code(201).send({ reply: await inbox.reply(request.params.id, admin.id, request.body.body) });
      },
    );

    routes.put(
      '/messages/:id/handled',
      { schema: { params: messageParamsSchema, body: handledBodySchema, response: { 200: messageDetailResponseSchema } } },
      async (request) => ({ message: await inbox.setHandled(request.params.id, request.body.handled) }),
    );
  };
}
