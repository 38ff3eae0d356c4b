import { Component, useEffect, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { TriangleAlertIcon } from './icons';

/** Shows the error screen in place of the whole app when rendering fails, or a page's code cannot be loaded. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The generic fallback for an unexpected rendering error (spec §2). */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Unexpected rendering error:', error);
  }, [error]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4">
      <div className="max-w-md rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <TriangleAlertIcon className="mx-auto size-12 text-accent-500" aria-hidden="true" />
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
