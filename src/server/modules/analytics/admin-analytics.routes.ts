import type { FastifyInstance } from 'fastify';
import { getDashboard } from '../../../shared/api/admin-analytics';
import type { AppContext } from '../../app-context';
import { type AdminRoutes } from '../admin/admin-api';
import { registerEndpoint } from '../../http/endpoint-route';
import { AnalyticsDashboardService } from './analytics-dashboard.service';

/** The business dashboard's API, inside the admin API (admins only; the seam answers 401/403). */
export function adminAnalyticsRoutes({ database }: AppContext): AdminRoutes {
  const dashboards = new AnalyticsDashboardService(database.db);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, getDashboard, async ({ query }) => dashboards.dashboard(query));
  };
}
