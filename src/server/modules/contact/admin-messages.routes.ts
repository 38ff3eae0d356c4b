import type { FastifyInstance } from 'fastify';
import { getMessage, listMessages, replyToMessage, setMessageHandled } from '../../../shared/api/admin-messages';
import type { AppContext } from '../../app-context';
import { type AdminRoutes } from '../admin/admin-api';
import { registerEndpoint } from '../../http/endpoint-route';
import { SupportInboxService } from './support-inbox.service';

/** The support inbox, inside the admin API (admins only; the seam answers 401/403). */
export function adminMessagesRoutes({ database, viewers, config }: AppContext): AdminRoutes {
  const inbox = new SupportInboxService(database.db, config.mail);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listMessages, async ({ query }) => inbox.list(query));

    registerEndpoint(admin, getMessage, async ({ params }) => ({ message: await inbox.open(params.id) }));

    registerEndpoint(admin, replyToMessage, async ({ params, body }, request, reply) => {
      const author = await viewers.requireAdmin(request);
      return reply.code(201).send({ reply: await inbox.reply(params.id, author, body.body) });
    });

    registerEndpoint(admin, setMessageHandled, async ({ params, body }, request) => ({
      message: await inbox.setHandled(await viewers.requireAdmin(request), params.id, body.handled),
    }));
  };
}
