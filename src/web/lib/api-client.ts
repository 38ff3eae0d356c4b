import type { ApiError } from '@shared/api/errors';

/** An API answer other than 2xx, carrying the server's message for a person. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The body field the message is about, when the server named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Our own errors are `{ error, message }`; Better Auth's (under /api/auth) are `{ code, message }`. */
type ErrorBody = Partial<ApiError> & { code?: string };

async function readError(response: Response): Promise<ApiRequestError> {
  let body: ErrorBody = {};
  try {
    body = ((await response.json()) ?? {}) as ErrorBody;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status text below.
  }
  const code = typeof body.error === 'string' ? body.error : typeof body.code === 'string' ? body.code : 'UNKNOWN';
  const message = typeof body.message === 'string' && body.message.length > 0 ? body.message : `Request failed (${response.status})`;
  const field = typeof body.field === 'string' ? body.field : undefined;
  return new ApiRequestError(response.status, code, message, field);
}

/**
 * Calls the site's own API. Response types come from the shared contracts in src/shared/api
 * (imported as types only, so zod stays out of the first page's JavaScript).
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      // A FormData body (a file upload) sets its own multipart type and boundary.
      ...(init.body !== undefined && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
