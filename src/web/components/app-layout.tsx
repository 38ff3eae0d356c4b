import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PAGE_HYDRATED_EVENT } from '@web/lib/page-hydrated';
import { ToasterOnDemand } from '@web/lib/toast';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageViewTracker } from './page-view-tracker';
import { PageSkeleton } from './page-skeleton';
import { ScrollOnNavigate } from './scroll-on-navigate';

export function AppLayout() {
  // The lesson player is a focus layout: nothing below the lesson but the lesson's own actions.
  const inPlayer = useLocation().pathname.startsWith('/learn/');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        {/* While a page's code loads (src/web/routes.tsx, built from src/shared/page-manifest.ts). */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      {!inPlayer && <Footer />}
      <ToasterOnDemand />
      <ScrollOnNavigate />
      <PageViewTracker />
    </div>
  );
}

/**
 * Inside the page's Suspense boundary, so it runs once the page itself has hydrated: then what
 * the visitor typed before is handed to the app (main.tsx, lib/typed-before-hydration.ts,
 * decision 0110). A layout effect, so no later render of the page comes first.
 */
function PageHydrated() {
  useLayoutEffect(() => void dispatchEvent(new Event(PAGE_HYDRATED_EVENT)), []);
  return null;
}
