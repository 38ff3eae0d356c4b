import type { FastifyInstance } from 'fastify';
import { hasControlCharacters } from '../../shared/api/text';
import { badRequest } from './app-error';
import { isApiRequest } from './request-paths';

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters';

/** True when any string (value or key) in a parsed body, query or params holds control characters. */
export function holdsControlCharacters(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasControlCharacters(value, { multiLine: true })) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (hasControlCharacters(key, { multiLine: true })) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The net under the shared schemas: no API request's text with a NUL or another control
 * character (tab and line breaks aside) reaches a handler, so a new route whose schema forgot
 * the rule answers 400 rather than PostgreSQL's 500. Runs after validation, so a schema's own
 * message ("Message may not contain control characters") is the one a person sees.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request)) return;
    if (holdsControlCharacters(request.params) || holdsControlCharacters(request.query) || holdsControlCharacters(request.body)) {
      throw badRequest(CONTROL_CHARACTERS_MESSAGE);
    }
  });
}
