import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiError } from '../../shared/api/errors';
import { errorPageHtml } from './error-page';
import { isApiUrl, withDecodablePath } from './request-paths';
import { securityHeaders } from './security-headers';

const API_ANSWERS: Record<string, { status: number; body: ApiError }> = {
  FST_ERR_BAD_URL: { status: 400, body: { error: 'BAD_REQUEST', message: 'This address is not valid.' } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, body: { error: 'URI_TOO_LONG', message: 'This address is too long.' } },
};

/**
 * Fastify's options for the answers it and Node give before any route or hook runs, so that
 * they too carry the security headers and a page URL gets a page, never JSON:
 * - `rewriteUrl` escapes percent-encoding that does not decode, so such paths reach the
 *   not-found page or the API's validation instead of FST_ERR_BAD_URL;
 * - `frameworkErrors` answers what the router still refuses (an overlong path parameter);
 * - `clientErrorHandler` answers what Node cannot parse (431 oversized headers, 400, 408).
 */
export function frameworkErrorOptions(publicUrl: string): Pick<FastifyServerOptions, 'rewriteUrl' | 'frameworkErrors' | 'clientErrorHandler'> {
  const headers = securityHeaders(publicUrl);
  return {
    rewriteUrl: (request) => withDecodablePath(request.url ?? '/'),

    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      reply.headers(headers).header('cache-control', 'no-store');
      const answer = API_ANSWERS[error.code] ?? { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
      if (answer.status >= 500) request.log.error({ err: error }, 'framework error');
      if (isApiUrl(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(answer.status).send(answer.body);
      }
      const status = error.code === 'FST_ERR_BAD_URL' ? 404 : answer.status;
      return reply.code(status).type('text/html; charset=utf-8').send(errorPageHtml(status));
    },

    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      if (socket.writable) {
        const body = errorPageHtml(status);
        const lines = [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          'content-type: text/html; charset=utf-8',
          'cache-control: no-store',
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
        ];
        socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
