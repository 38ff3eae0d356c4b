import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { SiteConfig } from '@shared/site-config';
import { App } from './app';
import { SiteConfigProvider } from './lib/site-config';

/** The app as the browser runs it (main.tsx), hydrating the server's markup or rendering from nothing. */
export function BrowserApp({ queryClient, siteConfig }: { queryClient: QueryClient; siteConfig: SiteConfig }) {
  // useTransitions={false}: a page whose code is still loading shows the layout's skeleton at
  // once, instead of the previous page staying on screen until it arrives.
  return (
    <StrictMode>
      <SiteConfigProvider config={siteConfig}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter useTransitions={false}>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </SiteConfigProvider>
    </StrictMode>
  );
}
