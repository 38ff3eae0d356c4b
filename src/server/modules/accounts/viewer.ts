import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/api/accounts';

/**
 * Who is making a request, as the server decides it: from the session cookie, the roles table and
 * the plan. The admin role alone is `hasAdminRole`; what an admin may do is `mayActAsAdmin`'s to say.
 */
export type Viewer = Omit<SessionUser, 'isAdmin'> & { hasAdminRole: boolean };

/**
 * Whether a viewer may act as an admin (decisions 0102, 0113): the admin role and a second factor.
 * Every admin power asks this; the bare role is read only where the second factor is set up.
 */
export function mayActAsAdmin(viewer: Viewer | null | undefined): boolean {
  return viewer != null && viewer.hasAdminRole && viewer.secondFactorEnabled;
}

/** The session's answer to the web: `isAdmin` is the role, so the web can send an admin without a second factor to its set-up. */
export function presentSessionUser(viewer: Viewer): SessionUser {
  const { hasAdminRole, ...user } = viewer;
  return { ...user, isAdmin: hasAdminRole };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
