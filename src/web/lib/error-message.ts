import { ApiRequestError } from '@web/lib/api-client';

export const CONNECTION_PROBLEM = "We couldn't reach the server. Check your connection and try again.";

/** The server's own words when it answered; otherwise a plain note that the request did not get through. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : CONNECTION_PROBLEM;
}
