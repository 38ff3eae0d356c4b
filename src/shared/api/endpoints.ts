import type { AnyEndpoint } from './endpoint';
import type * as catalog from './catalog';

/**
 * Every endpoint descriptor of src/shared/api, as a type: the web app names an endpoint by its
 * route string and gets its types from here. A new area file joins this union.
 */
type EndpointsOf<Area> = Extract<Area[keyof Area], AnyEndpoint>;

export type ApiEndpoint = EndpointsOf<typeof catalog>;

export type ApiRoute = ApiEndpoint['route'];

export type EndpointOfRoute<Route extends ApiRoute> = Extract<ApiEndpoint, { route: Route }>;
