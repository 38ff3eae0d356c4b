import type { FastifyInstance } from 'fastify';
import { listAuditEntries } from '../../../shared/api/admin-audit';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { listAdminActions } from './audit.service';

/** The audit log, inside the admin API (admins only). Read-only: there is no route that changes an entry. */
export function adminAuditRoutes({ database }: AppContext): AdminRoutes {
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listAuditEntries, async ({ query }) => listAdminActions(database.db, query));
  };
}
