import type { SiteConfig } from './site-config';

/**
 * The contract between the server and the web app's server entry (src/web/entry-server.tsx):
 * the server renders public pages to HTML so they paint before any JavaScript has run, and
 * the browser hydrates that HTML instead of building the page again.
 */

/** An API read a page makes as it renders (src/shared/page-manifest.ts, `render.data`). */
export interface PageDataRead {
  /** `/api/courses/ai-101` */
  url: string;
  /** The query key the web app reads it by (`endpointQueryKey`). */
  key: readonly unknown[];
}

/** An API response the page reads on load, fetched by the server in-process. */
export interface PrefetchedResponse extends PageDataRead {
  body: unknown;
}

/**
 * What the server knows of the visitor's session when it renders a page: 'signed-out' when
 * the request carried no session cookie, so the navbar shows its sign-in actions from the first
 * paint; otherwise 'unknown', and the browser learns who is signed in from /api/session. A
 * person's details never go into a rendering, so renderings can be cached and shared.
 */
export type RenderSession = 'signed-out' | 'unknown';

export interface ServerRenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  data: PrefetchedResponse[];
  session: RenderSession;
  /** The same configuration the page's HTML carries for the browser. */
  siteConfig: SiteConfig;
}

export interface ServerRenderedPage {
  /** Tags React hoists out of the page for the document's head (image preloads). */
  head: string;
  /** The markup for inside `<div id="root">`. */
  html: string;
  /** TanStack Query's dehydrated cache as JSON, for the `#app-state` data block. */
  state: string;
}

export type RenderPage = (input: ServerRenderInput) => Promise<ServerRenderedPage>;

/** The id of the `<script type="application/json">` block carrying the dehydrated cache. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function serializeForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
