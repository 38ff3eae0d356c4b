import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/*
 * sonner is loaded on the first toast, not with every page: most visits never show one, and
 * its ~9 KB gzip would otherwise be part of the JavaScript every page needs before it is
 * interactive (decision 0012). sonner replays toasts created before its Toaster subscribes,
 * so none is lost while it loads.
 */

let requested = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

function show(kind: 'message' | 'success' | 'error', message: string, options?: ExternalToast): void {
  loadSonner().then(
    ({ toast: sonnerToast }) => void (kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options)),
    (error: unknown) => console.error(`Could not show the notification "${message}":`, error),
  );
}

/** sonner's `toast`, `toast.success` and `toast.error`, loading sonner on first use. */
export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
});

// When sonner cannot be loaded (show() has logged why), the page goes on without toasts.
const NoToaster: ComponentType<ToasterProps> = () => null;
const Toaster = lazy(() =>
  loadSonner().then(
    (module): { default: ComponentType<ToasterProps> } => ({ default: module.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's Toaster, rendered (and its code loaded) once the first toast is requested. */
export function ToasterOnDemand() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
