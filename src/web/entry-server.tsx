import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { SessionResponse } from '@shared/api/accounts';
import type { RenderPage } from '@shared/server-render';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { SiteConfigProvider } from './lib/site-config';
import { sessionQueryKey, setSessionAsRendered } from './lib/use-session';
import { loadPage } from './routes';

/**
 * Renders a public page to HTML on the server, with the API responses the server fetched for
 * it already in the query cache. A visitor without a session cookie is known to be signed out:
 * that answer goes into the cache too, and travels with it, so the browser's first render shows
 * the same sign-in actions. Otherwise the session is left unknown, as in the browser's first
 * render, so the markup matches what the browser hydrates.
 */
export const renderPage: RenderPage = async ({ url, data, session, siteConfig }) => {
  // Loaded first, as the browser does before hydrating, so the page renders rather than suspends.
  await loadPage(new URL(url, 'http://localhost').pathname);

  const queryClient = createQueryClient();
  for (const response of data) queryClient.setQueryData(response.key, response.body);
  // Stale from the start, so the browser still asks /api/session once hydrated: a copy of this
  // page kept by the browser may be shown again after the visitor has signed in.
  if (session === 'signed-out') queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null }, { updatedAt: 0 });
  setSessionAsRendered(session);
  try {
    const markup = renderToString(
      <StrictMode>
        <SiteConfigProvider config={siteConfig}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
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
