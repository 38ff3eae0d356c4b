import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_BODY_TIMEOUT_MS = 30_000;

/**
 * A request's body must arrive within `timeoutMs` of its headers, or the connection is closed:
 * a client trickling a byte now and then would otherwise hold a connection for minutes. The
 * clock stops once the body is parsed (preHandler), so slow handlers are not cut. A route whose
 * handler reads the body as a stream (tus uploads) has nothing parsed before it and is exempt.
 */
export function closeSlowBodies(app: FastifyInstance, timeoutMs: number = REQUEST_BODY_TIMEOUT_MS): void {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const stop = async (request: FastifyRequest) => {
    clearTimeout(deadlines.get(request));
    deadlines.delete(request);
  };
  app.addHook('onRequest', async (request) => {
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const deadline = setTimeout(() => {
      request.log.warn({ timeoutMs }, 'request body too slow: connection closed');
      request.raw.destroy();
    }, timeoutMs);
    deadline.unref();
    deadlines.set(request, deadline);
  });
  app.addHook('preHandler', stop);
  app.addHook('onResponse', stop);
  app.addHook('onRequestAbort', stop);
}
