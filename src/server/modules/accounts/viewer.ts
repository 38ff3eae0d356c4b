import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/api/accounts';

/** Who is making a request, as the server decides it: from the session cookie, the roles table and the subscription. */
export type Viewer = SessionUser;

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
