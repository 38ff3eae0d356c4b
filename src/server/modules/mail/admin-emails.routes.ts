import type { FastifyInstance } from 'fastify';
import { getEmail, listEmails } from '../../../shared/api/admin-emails';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { EmailLogService } from './email-log.service';

/** The email delivery log, inside the admin API (admins only). */
export function adminEmailsRoutes({ database, mail }: AppContext): AdminRoutes {
  const emailLog = new EmailLogService(database.db, mail.transport.mode);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listEmails, async ({ query }) => {
      return emailLog.list(query);
    });

    registerEndpoint(admin, getEmail, async ({ params }) => {
      return emailLog.get(params.id);
    });
  };
}
