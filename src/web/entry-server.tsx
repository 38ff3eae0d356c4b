import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SessionResponse } from '@shared/api/accounts';
import type { RenderPage } from '@shared/server-render';
import { queryKeyForApiUrl } from './api-queries';
import { createQueryClient } from './lib/query-client';
import { sessionQueryKey } from './lib/use-session';
import { SiteConfigProvider } from './lib/site-config';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/**
 * Renders a public page to HTML on the server, with the API responses the server fetched for
 * it already in the query cache. A visitor without a session cookie is known to be signed out:
 * that answer goes into the cache too, and travels with it, so the browser's first render shows
 * the same sign-in actions. Otherwise the session is left unknown, as in the browser's first
 * render, so the markup matches what the browser hydrates.
 */
export const renderPage: RenderPage = async ({ url, data, session, siteConfig }) => {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the route answered ${url} with a redirect`);

  const queryClient = createQueryClient();
  for (const response of data) {
    const key = queryKeyForApiUrl(response.url);
    if (key) queryClient.setQueryData(key, response.body);
  }
  // Stale from the start, so the browser still asks /api/session once hydrated: a copy of this
  // page kept by the browser may be shown again after the visitor has signed in.
  if (session === 'signed-out') queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null }, { updatedAt: 0 });
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const markup = renderToString(
      <StrictMode>
        <SiteConfigProvider config={siteConfig}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </SiteConfigProvider>
      </StrictMode>,
    );
    // Without a <head> in the tree, React puts the resources it hoists (image preloads) at the
    // start of the markup; they belong in the document's head, not inside the root element.
    const head = /^(?:<link [^>]*\/>)+/.exec(markup)?.[0] ?? '';
    return { head, html: markup.slice(head.length), state: JSON.stringify(dehydrate(queryClient)) };
  } finally {
    queryClient.clear();
  }
};
