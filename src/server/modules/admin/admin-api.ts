import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export const ADMIN_API_PREFIX = '/api/admin';

/** One admin area's routes; `registerEndpoint` registers each descriptor (full path `/api/admin/...`) under the seam's prefix. */
export type AdminRoutes = (admin: FastifyInstance) => Promise<void>;

/**
 * The one door to the admin API: an encapsulated plugin at /api/admin whose onRequest hook
 * requires the admin role (401 for visitors, 403 for everyone else) before anything else runs,
 * validation included, so a visitor or learner learns nothing about these routes, not even
 * their parameters. Admin routes are registered only through here, so none can forget the check.
 */
export function adminApiRoutes({ viewers }: AppContext, areas: AdminRoutes[]) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(
      async (admin) => {
        admin.addHook('onRequest', async (request) => {
          await viewers.requireAdmin(request);
        });
        for (const routes of areas) await admin.register(routes);
      },
      { prefix: ADMIN_API_PREFIX },
    );
  };
}

/** Refuses, at start-up, a route under /api/admin registered outside `adminApiRoutes`. */
export function refuseAdminRoutesOutsideTheSeam(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const underAdmin = route.url === ADMIN_API_PREFIX || route.url.startsWith(`${ADMIN_API_PREFIX}/`);
    if (underAdmin && !route.prefix.startsWith(ADMIN_API_PREFIX)) {
      throw new Error(`${route.method} ${route.url} is an admin route outside the admin API: register it through adminApiRoutes`);
    }
  });
}
