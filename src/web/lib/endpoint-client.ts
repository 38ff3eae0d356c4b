import { queryOptions } from '@tanstack/react-query';
import { endpointQueryKey, endpointUrl, parseRoute, type EndpointArgs, type EndpointCallInput, type EndpointResponse } from '@shared/api/endpoint';
import type { ApiRoute, EndpointOfRoute } from '@shared/api/endpoints';
import { apiRequest } from './api-client';

/**
 * Calls an endpoint by its route string (`'GET /api/courses/:slug'`), typed from its shared
 * descriptor. The descriptor itself (its zod schemas) stays on the server: only the string
 * travels to the browser.
 */
export function callEndpoint<Route extends ApiRoute>(
  route: Route,
  ...[input]: EndpointArgs<EndpointOfRoute<Route>>
): Promise<EndpointResponse<EndpointOfRoute<Route>>> {
  const { method, path } = parseRoute(route);
  const call = (input ?? {}) as EndpointCallInput;
  return apiRequest(endpointUrl(path, call), {
    method,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
}

/** The query key of a read, the same one the server uses when it renders a page with its data. */
export function endpointKey<Route extends ApiRoute>(route: Route, ...[input]: EndpointArgs<EndpointOfRoute<Route>>) {
  return endpointQueryKey(route, (input ?? {}) as EndpointCallInput);
}

/** `queryOptions` of a read: its key and its fetcher, for `useQuery`, prefetching and invalidation. */
export function endpointQueryOptions<Route extends ApiRoute>(route: Route, ...args: EndpointArgs<EndpointOfRoute<Route>>) {
  return queryOptions({
    queryKey: endpointKey(route, ...args),
    queryFn: () => callEndpoint(route, ...args),
  });
}
