import type { AnyEndpoint } from './endpoint';
import type * as adminCourses from './admin-courses';
import type * as billing from './billing';
import type * as adminAnalytics from './admin-analytics';
import type * as adminMessages from './admin-messages';
import type * as analytics from './analytics';
import type * as catalog from './catalog';
import type * as health from './health';
import type * as media from './media';

/**
 * Every endpoint descriptor of src/shared/api, as a type: the web app names an endpoint by its
 * route string and gets its types from here. A new area file joins this union.
 */
type EndpointsOf<Area> = Extract<Area[keyof Area], AnyEndpoint>;

export type ApiEndpoint =
  | EndpointsOf<typeof catalog>
  | EndpointsOf<typeof media>
  | EndpointsOf<typeof adminCourses>
  | EndpointsOf<typeof billing>
  | EndpointsOf<typeof adminAnalytics>
  | EndpointsOf<typeof adminMessages>
  | EndpointsOf<typeof analytics>
  | EndpointsOf<typeof health>;

export type ApiRoute = ApiEndpoint['route'];

export type EndpointOfRoute<Route extends ApiRoute> = Extract<ApiEndpoint, { route: Route }>;
