import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The generic fallback for an unexpected rendering error (spec §2). */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected rendering error:', error);
  }, [error]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4">
      <div className="max-w-md rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto size-12 text-accent-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted">We're sorry, but something unexpected happened. Please try refreshing the page.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.assign('/')}>Go to Home</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </div>
    </main>
  );
}
