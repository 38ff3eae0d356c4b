import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * An error as it may be logged: a failed query keeps its SQL and its cause (the database's own
 * words) but loses its parameters, which hold what people typed (names, emails, answers) or a
 * session token. As the outage path does (database-unavailable.ts), nothing of them reaches the log.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const message = `Failed query: ${error.query}\nparams: (left out of the log)`;
  const logged = new Error(message, { cause: withoutQueryParameters(error.cause) });
  logged.name = error.name;
  logged.stack = `${error.name}: ${message}\n${(error.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n')}`;
  return logged;
}
