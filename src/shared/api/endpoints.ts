import type { AnyEndpoint } from './endpoint';
import type * as accountData from './account-data';
import type * as accounts from './accounts';
import type * as adminAnalytics from './admin-analytics';
import type * as adminAudit from './admin-audit';
import type * as adminLearners from './admin-learners';
import type * as adminOverview from './admin-overview';
import type * as adminCourses from './admin-courses';
import type * as adminEmails from './admin-emails';
import type * as adminMessages from './admin-messages';
import type * as analytics from './analytics';
import type * as billing from './billing';
import type * as promoCodes from './promo-codes';
import type * as invoices from './invoices';
import type * as audits from './audits';
import type * as calls from './calls';
import type * as caseStudies from './case-studies';
import type * as catalog from './catalog';
import type * as community from './community';
import type * as certifications from './certifications';
import type * as contact from './contact';
import type * as credentialRenewal from './credential-renewal';
import type * as health from './health';
import type * as learning from './learning';
import type * as learningEmails from './learning-emails';
import type * as media from './media';
import type * as renewalCancel from './renewal-cancel';
import type * as openBadges from './open-badges';
import type * as search from './search';
import type * as teams from './teams';
import type * as tools from './tools';
import type * as videoPositions from './video-positions';
import type * as workshops from './workshops';

/**
 * Every endpoint descriptor of src/shared/api, as a type: the web app names an endpoint by its
 * route string and gets its types from here. A new area file joins this union.
 */
type EndpointsOf<Area> = Extract<Area[keyof Area], AnyEndpoint>;

export type ApiEndpoint =
  | EndpointsOf<typeof catalog>
  | EndpointsOf<typeof community>
  | EndpointsOf<typeof accounts>
  | EndpointsOf<typeof accountData>
  | EndpointsOf<typeof learning>
  | EndpointsOf<typeof certifications>
  | EndpointsOf<typeof caseStudies>
  | EndpointsOf<typeof contact>
  | EndpointsOf<typeof analytics>
  | EndpointsOf<typeof tools>
  | EndpointsOf<typeof videoPositions>
  | EndpointsOf<typeof teams>
  | EndpointsOf<typeof health>
  | EndpointsOf<typeof media>
  | EndpointsOf<typeof audits>
  | EndpointsOf<typeof adminCourses>
  | EndpointsOf<typeof adminEmails>
  | EndpointsOf<typeof adminMessages>
  | EndpointsOf<typeof adminAnalytics>
  | EndpointsOf<typeof adminOverview>
  | EndpointsOf<typeof adminAudit>
  | EndpointsOf<typeof adminLearners>
  | EndpointsOf<typeof billing>
  | EndpointsOf<typeof promoCodes>
  | EndpointsOf<typeof invoices>
  | EndpointsOf<typeof calls>
  | EndpointsOf<typeof search>
  | EndpointsOf<typeof openBadges>
  | EndpointsOf<typeof learningEmails>
  | EndpointsOf<typeof renewalCancel>
  | EndpointsOf<typeof workshops>
  | EndpointsOf<typeof credentialRenewal>;

export type ApiRoute = ApiEndpoint['route'];

export type EndpointOfRoute<Route extends ApiRoute> = Extract<ApiEndpoint, { route: Route }>;
