import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route's pattern as registered, e.g. `/api/courses/:slug`. */
  url: string;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered after this call (HEAD routes Fastify adds for GET are left
 * out), so the outside probe in `probe.test.ts` reaches each new route without being told.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}
