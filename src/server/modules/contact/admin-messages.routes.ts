import type { FastifyInstance } from 'fastify';
import { getMessage, listMessages, replyToMessage, setMessageHandled } from '../../../shared/api/admin-messages';
import type { AppContext } from '../../app-context';
import { registerAdminEndpoint, type AdminRoutes } from '../admin/admin-api';
import { SupportInboxService } from './support-inbox.service';

/** The support inbox, inside the admin API (admins only; the seam answers 401/403). */
export function adminMessagesRoutes({ database, mail, viewers }: AppContext): AdminRoutes {
  const inbox = new SupportInboxService(database.db, mail.emailQueued);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerAdminEndpoint(admin, listMessages, async ({ query }) => inbox.list(query));

    registerAdminEndpoint(admin, getMessage, async ({ params }) => ({ message: await inbox.open(params.id) }));

    registerAdminEndpoint(admin, replyToMessage, async ({ params, body }, request, reply) => {
      const author = await viewers.requireAdmin(request);
      return reply.code(201).send({ reply: await inbox.reply(params.id, author.id, body.body) });
    });

    registerAdminEndpoint(admin, setMessageHandled, async ({ params, body }) => ({ message: await inbox.setHandled(params.id, body.handled) }));
  };
}
