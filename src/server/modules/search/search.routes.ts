import type { FastifyInstance } from 'fastify';
import { searchSite as searchEndpoint } from '../../../shared/api/search';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { searchSite } from './search.service';

export function searchRoutes({ database, viewers }: AppContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, searchEndpoint, async ({ query }, request) => {
      return searchSite(database.db, await viewers.resolve(request), query.q);
    });
  };
}
