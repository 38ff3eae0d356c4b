import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { getOwnCertificate, verifyCertificate } from './certificates.service';

export function certificatesRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getOwnCertificate, async ({ params }, request) => {
      const viewer = await viewers.requireUser(request);
      return getOwnCertificate(db, viewer, params.courseId);
    });

    registerEndpoint(app, api.verifyCertificate, async ({ params }) => verifyCertificate(db, params.certificateId));
  };
}
