import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '@shared/server-render';
import { App } from './app';
import { queryKeyForApiUrl } from './lib/api-queries';
import { createQueryClient } from './lib/query-client';
import { loadPage } from './routes';

/**
 * Renders a public page to HTML on the server, with the API responses the server fetched for
 * it already in the query cache. The session is left unknown, as it is in the browser's first
 * render, so the markup matches what the browser hydrates.
 */
export const renderPage: RenderPage = async ({ url, data }) => {
  // Loaded first, as the browser does before hydrating, so the page renders rather than suspends.
  await loadPage(new URL(url, 'http://localhost').pathname);

  const queryClient = createQueryClient();
  for (const response of data) {
    const key = queryKeyForApiUrl(response.url);
    if (key) queryClient.setQueryData(key, response.body);
  }
  try {
    const markup = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </QueryClientProvider>
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
