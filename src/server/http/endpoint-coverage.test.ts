import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../shared/api/endpoint';
import { useTestApp } from '../testing/test-app';
import { registeredRoutes } from './route-registry';

/**
 * Every API route is registered from one descriptor in src/shared/api (decision 0030), so the
 * server, the web app's calls and the tests read one definition. Better Auth's mount is its own.
 */

/** The tus upload protocol: its own headers, HEAD requests and raw bodies, like Better Auth's mount. */
const PROTOCOL_ROUTES = new Set(['POST /api/admin/uploads/videos', 'PATCH /api/admin/uploads/videos/:id', 'DELETE /api/admin/uploads/videos/:id']);

const areas = import.meta.glob<Record<string, unknown>>(['../../shared/api/*.ts', '!../../shared/api/*.test.ts'], { eager: true });
const descriptors = Object.values(areas)
  .flatMap((area) => Object.values(area))
  .filter((value): value is AnyEndpoint => typeof value === 'object' && value !== null && 'route' in value && 'statuses' in value);

const app = useTestApp();

describe('endpoint descriptors', () => {
  it('registers every API route from a shared descriptor', () => {
    const described = new Set<string>(descriptors.map((endpoint) => endpoint.route));
    const undescribed = registeredRoutes(app.server)
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/auth/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !described.has(route) && !PROTOCOL_ROUTES.has(route));
    expect(undescribed).toEqual([]);
  });

  it('registers every descriptor, once', () => {
    const registered = registeredRoutes(app.server).map((route) => `${route.method} ${route.url}`);
    for (const endpoint of descriptors) expect(registered.filter((route) => route === endpoint.route)).toHaveLength(1);
  });
});
