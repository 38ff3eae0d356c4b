import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { RenderSession } from '@shared/server-render';
import type { SiteConfig } from '@shared/site-config';
import { App } from './app';
import { SiteConfigProvider } from './lib/site-config';
import { SessionAsRenderedProvider } from './lib/use-session';

/**
 * The app as the browser runs it (main.tsx), hydrating the server's markup or rendering from
 * nothing. `sessionAsRendered` is what the server knew of the session when it rendered the page.
 */
export function BrowserApp({ queryClient, siteConfig, sessionAsRendered }: { queryClient: QueryClient; siteConfig: SiteConfig; sessionAsRendered: RenderSession }) {
  // useTransitions={false}: a page whose code is still loading shows the layout's skeleton at
  // once, instead of the previous page staying on screen until it arrives.
  return (
    <StrictMode>
      <SiteConfigProvider config={siteConfig}>
        <SessionAsRenderedProvider value={sessionAsRendered}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter useTransitions={false}>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </SessionAsRenderedProvider>
      </SiteConfigProvider>
    </StrictMode>
  );
}
