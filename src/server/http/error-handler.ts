import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../shared/api/errors';
import { InvalidCurriculumError } from '../../shared/curriculum';
import { AppError } from './app-error';
import { databaseUnavailableReason } from './database-unavailable';
import { errorPageHtml } from './error-page';
import { RateLimitedError } from './rate-limiter';
import { isApiRequest } from './request-paths';
import { withoutQueryParameters } from './loggable-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** What a learner is told when a course's stored curriculum does not read (decision 0039). */
export const COURSE_BEING_UPDATED = 'This course is being updated and cannot be opened right now. Please try again later.';

/** A database restart takes seconds; clients that honour Retry-After come back after it. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' };

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'The request is not valid';
  const where = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'field';
  if (first.keyword === 'unrecognized_keys') {
    const keys = (first.params as { keys?: string[] }).keys ?? [];
    return `Unknown ${where}${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
  }
  const message = first.message ?? 'The request is not valid';
  // Body schemas carry messages written for people ("Message is required"); say them as they are.
  if (error.validationContext === 'body') return message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `Invalid ${where} "${field}": ${message}` : message;
}

/** The top-level body field a validation failure is about (`firstName`), so a form can show the message beside it. */
function invalidBodyField(error: FastifyError): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') return undefined;
  const first = error.validation[0];
  if (!first || first.keyword === 'unrecognized_keys') return undefined;
  return first.instancePath.split('/')[1] || undefined;
}

/**
 * One error vocabulary: every API failure answers `{ error, message }`; 5xx hide internals.
 * A page request (GET of a non-API address) gets the error page instead of JSON.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let status: number;
    let body: ApiError;
    const databaseUnavailable = databaseUnavailableReason(error);
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      status = error.statusCode;
      body = { error: error.code, message: error.message, ...(error.field === undefined ? {} : { field: error.field }) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const field = invalidBodyField(error);
      body = { error: 'BAD_REQUEST', message: describeValidation(error), ...(field === undefined ? {} : { field }) };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      status = 500;
      body = { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    } else if (databaseUnavailable !== undefined) {
      request.log.warn({ reason: databaseUnavailable }, 'database unavailable');
      status = 503;
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { error: 'UNAVAILABLE', message: 'The site is briefly unavailable. Please try again in a moment.' };
    } else if (error instanceof InvalidCurriculumError) {
      // The stored content is at fault, not the request, and a person has to mend it (decision 0039).
      request.log.error({ err: error, url: request.url }, 'stored curriculum is malformed; the course cannot be opened');
      status = 503;
      body = { error: 'UNAVAILABLE', message: COURSE_BEING_UPDATED };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message };
    } else {
      request.log.error({ err: withoutQueryParameters(error) }, 'unhandled error');
      status = 500;
      body = { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    }
    reply.status(status).header('cache-control', 'no-store');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request)) {
      // A refusal's own message is written for people (a lesson file's 'Please enroll in this course first'); 5xx stay general.
      const message = error instanceof AppError && (status === 401 || status === 403) ? error.message : undefined;
      return reply.type('text/html; charset=utf-8').send(errorPageHtml(status, message));
    }
    return reply.send(body);
  });
}
