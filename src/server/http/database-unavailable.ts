/**
 * Whether an error means the database could not be reached (down, restarting, refusing
 * connections, or a connection cut mid-query), as opposed to a fault in the request or the code.
 * Such a request answers 503 and the next one tries again: the pool opens new connections once
 * the server is back. Drivers and the ORM wrap the socket's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/**
 * Socket errors, and PostgreSQL's admin_shutdown (57P01), crash_shutdown (57P02) and
 * cannot_connect_now (57P03, a server starting or stopping); class 08 is "connection exception".
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);

/** node-postgres reports a lost or slow connection in words, without a code. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;
