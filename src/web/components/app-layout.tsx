import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSkeleton } from './page-skeleton';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        {navigation.state === 'loading' ? <PageSkeleton /> : <Outlet />}
      </main>
      <Footer />
      <Toaster position="bottom-right" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}

/** While the first page's code loads. */
export function AppLayoutFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className="flex-1">
        <PageSkeleton />
      </main>
    </div>
  );
}
