import type { FastifyBaseLogger } from 'fastify';
import { databaseUnavailableReason } from '../../http/database-unavailable';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Better Auth's logger, writing through ours. Better Auth hands a failed query to its logger with
 * the query's parameters, which hold session tokens and password hashes: those never reach the
 * log. A failure because the database is down is logged as one warning with the driver's reason
 * (the request itself answers 503 and is logged by the error handler).
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    log(level: AuthLogLevel, message: string, ...details: unknown[]) {
      const unavailable = details.map(databaseUnavailableCause).find((reason) => reason !== undefined);
      if (unavailable !== undefined) {
        log.warn({ reason: unavailable }, `auth: ${message} (database unavailable)`);
        return;
      }
      log[level]({ details: details.map(withoutQueryParameters) }, `auth: ${message}`);
    },
  };
}

function databaseUnavailableCause(detail: unknown): string | undefined {
  if (detail instanceof Error) return databaseUnavailableReason(detail);
  if (isRecord(detail) && detail.cause instanceof Error) return databaseUnavailableReason(detail.cause);
  return undefined;
}

function withoutQueryParameters(detail: unknown): unknown {
  if (!isRecord(detail) || !('params' in detail)) return detail;
  const { params: _params, ...rest } = detail;
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
