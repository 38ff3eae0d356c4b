import { queryOptions } from '@tanstack/react-query';
import type { EndpointArgs } from '@shared/api/endpoint';
import type { ApiRoute, EndpointOfRoute } from '@shared/api/endpoints';
import { callEndpoint, endpointKey } from './endpoint-client';
import { userQueryKey, useSession } from './use-session';

/*
 * The one way to read a signed-in person's data (a learner's or an admin's): the query key is
 * the endpoint's own (`endpointKey`, made from its route string as the descriptor spells it)
 * under the person's user key, so it never shows for someone else. Apart from use-session.ts,
 * which `/` loads, so the home page does not carry it.
 */

/** The key a member's read is cached under; without its input (or its query) it is the prefix that invalidates every variant. */
export function memberQueryKey<Route extends ApiRoute>(userId: string | undefined, route: Route, ...args: EndpointArgs<EndpointOfRoute<Route>>) {
  return userQueryKey(userId, ...endpointKey(route, ...args));
}

/** `queryOptions` of a member's read: the key above, the endpoint's call, and nothing asked until the session names the person. */
export function memberQueryOptions<Route extends ApiRoute>(userId: string | undefined, route: Route, ...args: EndpointArgs<EndpointOfRoute<Route>>) {
  return queryOptions({
    queryKey: memberQueryKey(userId, route, ...args),
    queryFn: () => callEndpoint(route, ...args),
    enabled: userId !== undefined,
  });
}

/** The signed-in person's id; undefined while the session loads, after it failed, or for a visitor. */
export function useUserId(): string | undefined {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.id : undefined;
}
