import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint, EndpointRequest } from '../../shared/api/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor the route was registered from: the HTTP policies apply what it declares (rate, cross-site writes, caching). */
    endpoint?: AnyEndpoint;
  }
}

/** What a handler may answer: the body as the response schema takes it, or the reply it sent itself. */
export type EndpointResult<E extends AnyEndpoint> = z.input<E['response']> | FastifyReply;

export type EndpointHandler<E extends AnyEndpoint> = (
  input: EndpointRequest<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/** Route options besides the schema, which comes from the descriptor (rate limits, body limit…). */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers an endpoint from its shared descriptor: the descriptor's schemas validate params,
 * query and body (a 400 naming the field otherwise) and serialize the answer, so the route and
 * the web app cannot drift apart. The handler gets the parsed input first. Inside a plugin
 * registered with a prefix (the admin seam's `/api/admin`), the descriptor's full path is
 * registered relative to it; a path outside the prefix is refused at start-up. What else the
 * descriptor declares (its rate per address, cross-site writes, its Cache-Control) rides on the
 * route's config, where the HTTP policies read it.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { prefix } = app;
  if (prefix && !endpoint.path.startsWith(`${prefix}/`)) throw new Error(`${endpoint.route} cannot be registered under ${prefix}`);
  app.route({
    ...options,
    config: { ...options.config, endpoint },
    method: endpoint.method,
    url: endpoint.path.slice(prefix.length),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: Object.fromEntries(endpoint.statuses.map((status) => [status, endpoint.response])),
    },
    handler: (request, reply) =>
      handler({ params: request.params, query: request.query, body: request.body } as EndpointRequest<E>, request, reply),
  });
}
