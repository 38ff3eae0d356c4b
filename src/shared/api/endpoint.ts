import type { z } from 'zod';

/**
 * One descriptor per API endpoint: its method, path and the zod schemas of what it takes and
 * answers. The server registers the route from it (server/http/endpoint-route.ts), tests call it
 * through it (server/testing/endpoint-request.ts), and the web app calls it by its route string
 * (web/lib/endpoint-client.ts), typed from the descriptor. zod is imported here as a type only:
 * the web app never ships the schemas (decision 0030 explains why).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** A Fastify path: `/api/courses/:slug`. */
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The answer's body for every status in `statuses`. */
  response: Response;
  /** The success statuses the endpoint answers with (default [200]). */
  statuses?: readonly number[];
  /** Requests one address may make in a window, past which it answers 429: for endpoints that answer anyone. */
  rateLimit?: { perAddress: { limit: number; windowSeconds: number } };
  /** Takes writes sent from other sites (a payment provider's webhook); every other write must come from the site. */
  acceptsCrossSiteWrites?: true;
  /** The Cache-Control of a successful answer; without it an API answer is `no-store`, as it may be personal. */
  cacheControl?: string;
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> extends EndpointDefinition<Method, Path, Params, Query, Body, Response> {
  /** `METHOD /path`, the name under which the web app calls it and route tables refer to it. */
  route: `${Method} ${Path}`;
  statuses: readonly number[];
}

export type AnyEndpoint = Endpoint<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: EndpointDefinition<Method, Path, Params, Query, Body, Response>): Endpoint<Method, Path, Params, Query, Body, Response> {
  return { ...definition, route: `${definition.method} ${definition.path}`, statuses: definition.statuses ?? [200] };
}

// The descriptor's schema properties are optional, so their types carry `| undefined`.
type InputOf<Schema> = [Schema] extends [undefined] ? undefined : z.input<NonNullable<Schema>>;
type OutputOf<Schema> = [Schema] extends [undefined] ? undefined : z.output<NonNullable<Schema>>;

/** What a caller sends: path parameters, query and body as the schemas take them. */
export type EndpointInput<E extends AnyEndpoint> = DropUndefined<{
  params: InputOf<E['params']>;
  body: InputOf<E['body']>;
}> &
  OptionalWhenEmpty<'query', InputOf<E['query']>>;

/** What a handler receives, after the schemas' defaults and transforms. */
export interface EndpointRequest<E extends AnyEndpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** A part the caller may leave out when every field in it is optional (a query of filters). */
type OptionalWhenEmpty<Key extends string, T> = [T] extends [undefined]
  ? unknown
  : object extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** Leaves out the argument when an endpoint needs nothing from the caller. */
export type EndpointArgs<E extends AnyEndpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

export interface EndpointCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
}

/** The URL of a call: path parameters encoded, the query's defined values in key order. */
export function endpointUrl(path: string, input: EndpointCallInput = {}): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
}

/** Splits a route string (`GET /api/courses/:slug`) into its method and path. */
export function parseRoute(route: string): { method: HttpMethod; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as HttpMethod, path: route.slice(space + 1) };
}

/**
 * The query key under which the web app caches a read: the route, then its parameters and
 * query. The server uses the same key when it hands a page its data ahead of time.
 */
export function endpointQueryKey(route: string, input: EndpointCallInput = {}): readonly unknown[] {
  const key: unknown[] = [route];
  if (input.params && Object.keys(input.params).length > 0) key.push(input.params);
  if (input.query) {
    const defined = Object.fromEntries(Object.entries(input.query).filter(([, value]) => value !== undefined && value !== null));
    if (Object.keys(defined).length > 0) key.push(defined);
  }
  return key;
}
