import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/credential-renewal';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { continuingEducationRule, credentialRenewal, renewCredential, setContinuingEducationRule } from './credential-renewal.service';

/** Renewing the Elite credential through continuing education (issue 26). */
export function credentialRenewalRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.getCredentialRenewal, async ({ params }, request) => credentialRenewal(db, await viewers.requireUser(request), params.trackId, new Date()));
    registerEndpoint(app, api.renewCredential, async ({ params, body }, request) =>
      renewCredential(db, await viewers.requireUser(request), params.trackId, new Date(body.expiresAt), new Date()),
    );
  };
}

/** The admin's rule: how many activities a year, and which count (the seam checks the admin role). */
export function adminContinuingEducationRoutes({ database }: AppContext): AdminRoutes {
  const { db } = database;
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, api.getContinuingEducationRule, async () => continuingEducationRule(db));
    registerEndpoint(admin, api.saveContinuingEducationRule, async ({ body }) => setContinuingEducationRule(db, body));
  };
}
