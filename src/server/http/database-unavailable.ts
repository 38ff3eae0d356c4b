/**
 * Whether an error means the database could not be reached (down, restarting, refusing
 * connections, or a connection cut mid-query), as opposed to a fault in the request or the code:
 * the driver's own words for it ("connect ECONNREFUSED 127.0.0.1:5432"), or undefined when the
 * error is something else. Such a request answers 503 and the next one tries again: the pool opens
 * new connections once the server is back. Drivers and the ORM wrap the socket's error, so the
 * whole `cause` chain is read. Logs use the returned words instead of the
 * whole error: the ORM's wrapper repeats the query with its parameters, which can hold a session
 * token, and during an outage every request would log the same stack.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return current.message;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return current.message;
  }
  return undefined;
}

/**
 * Socket errors, and PostgreSQL's admin_shutdown (57P01), crash_shutdown (57P02) and
 * cannot_connect_now (57P03, a server starting or stopping); class 08 is "connection exception".
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);

/** node-postgres reports a lost or slow connection in words, without a code. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;
