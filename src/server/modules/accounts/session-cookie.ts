import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyRequest } from 'fastify';

/**
 * Whether the request carries a session cookie at all, read without the database: no cookie
 * means signed out for certain, while a cookie may still belong to an ended session.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && getSessionCookie(new Headers({ cookie })) !== null;
}
