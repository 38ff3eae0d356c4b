import type { FastifyInstance } from 'fastify';
import { getAdminOverview } from '../../../shared/api/admin-overview';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { AdminHomeService } from './admin-home.service';

/** The admin home's figures, inside the admin API (admins only). */
export function adminHomeRoutes({ database }: AppContext): AdminRoutes {
  const home = new AdminHomeService(database.db);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, getAdminOverview, async () => home.overview());
  };
}
