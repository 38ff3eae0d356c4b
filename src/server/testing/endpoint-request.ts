import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  endpointUrl,
  type AnyEndpoint,
  type EndpointArgs,
  type EndpointCallInput,
  type EndpointResponse,
} from '../../shared/api/endpoint';
import { SAME_ORIGIN } from './accounts';

export interface EndpointReply<E extends AnyEndpoint> {
  status: number;
  response: LightMyRequestResponse;
  /** The body read by the descriptor's response schema; throws if the answer was not a success. */
  body(): EndpointResponse<E>;
}

export interface EndpointRequestOptions {
  /** A learner's session cookie; left out, the request is a visitor's. */
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint through the real app as the site's own page would (same-origin, JSON),
 * from its shared descriptor: the URL, method and body come from one place, and a success's
 * body is checked against the response schema.
 */
export async function injectEndpoint<E extends AnyEndpoint>(
  server: FastifyInstance,
  endpoint: E,
  options: EndpointRequestOptions,
  ...[input]: EndpointArgs<E>
): Promise<EndpointReply<E>> {
  const call = (input ?? {}) as EndpointCallInput;
  const response = await server.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint.path, call),
    headers: { ...SAME_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(call.body !== undefined ? { payload: call.body as object } : {}),
  });
  return {
    status: response.statusCode,
    response,
    body() {
      if (!endpoint.statuses.includes(response.statusCode)) {
        throw new Error(`${endpoint.route} answered ${response.statusCode}: ${response.body}`);
      }
      return endpoint.response.parse(response.json()) as EndpointResponse<E>;
    },
  };
}
