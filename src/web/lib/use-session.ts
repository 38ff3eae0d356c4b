import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@shared/api/accounts';
import type { RenderSession } from '@shared/server-render';
import { callEndpoint, endpointKey } from '@web/lib/endpoint-client';

/*
 * The navbar imports this module on every page, so it holds types only from the shared
 * contracts (no zod) and nothing a visitor of the home page does not need.
 */

export const sessionQueryKey = endpointKey('GET /api/session');

/**
 * Data that belongs to one signed-in person is keyed under ['user', id, …], so it never shows
 * for someone else: `userQueryKey(id, ...endpointKey(route, input))` for an endpoint's read.
 */
export function userQueryKey(userId: string | undefined, ...parts: unknown[]) {
  return ['user', userId ?? 'none', ...parts] as const;
}

export function fetchSession(): Promise<SessionResponse> {
  return callEndpoint('GET /api/session');
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'error'; user: null; retry: () => void }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * What the server knew of the session when it rendered the page (src/shared/server-render.ts).
 * Set by entry-server.tsx for each render (renderToString is synchronous, so renders do not
 * interleave) and by main.tsx before hydrating, from the page's dehydrated cache. A module value
 * rather than a context: it costs / (which hydrates) fewer bytes, and one page hydrates once.
 */
let sessionAsRendered: RenderSession = 'unknown';
export function setSessionAsRendered(session: RenderSession): void {
  sessionAsRendered = session;
}

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates this component from the server's markup, and on the server. The
 * page sits in a Suspense boundary, which React hydrates after the navbar has mounted and asked
 * /api/session; a component hydrating then must still render what the server rendered.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Who is signed in, as the server says. Refetched whenever the tab or window regains focus. */
export function useSession(): SessionState {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, refetchOnWindowFocus: 'always' });
  // Once hydrated, React renders again with the live answer (useSyncExternalStore's snapshot changes).
  if (useHydrating()) return sessionAsRendered === 'signed-out' ? { status: 'signed-out', user: null } : { status: 'loading', user: null };
  if (query.data) return query.data.user ? { status: 'signed-in', user: query.data.user } : { status: 'signed-out', user: null };
  if (query.isError) return { status: 'error', user: null, retry: () => void query.refetch() };
  return { status: 'loading', user: null };
}

type AuthMessage = { type: 'signed-in' | 'signed-out' | 'user-updated' };

let channel: BroadcastChannel | null | undefined;

/**
 * One channel per tab for sending and listening: a BroadcastChannel does not deliver a
 * message to the object that posted it, so a tab never reacts to its own announcement.
 */
function authChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('auth');
  return channel;
}

/** How the server rendered the page whose dehydrated cache this is: signed out only when it said so. */
export function sessionAsRenderedIn(queryClient: QueryClient): RenderSession {
  return queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user === null ? 'signed-out' : 'unknown';
}

/** Tells the site's other open tabs that the session or the user changed. */
export function announceAuthChange(type: AuthMessage['type']): void {
  authChannel()?.postMessage({ type } satisfies AuthMessage);
}

/**
 * Keeps this tab's idea of the session current: re-asks the server when another tab signs in
 * or out, and refreshes everything else cached when the person changes (a course page's
 * enrolled state, say). Mounted once, by the navbar.
 */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : session.status === 'signed-out' ? null : undefined;
  const previousUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous === undefined || previous === userId) return;
    if (previous !== null) queryClient.removeQueries({ queryKey: userQueryKey(previous) });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [userId, queryClient]);

  useEffect(() => {
    // TanStack Query refetches on `visibilitychange` only; switching back from another window
    // of the browser fires just `focus`, and a sign-out there must show here too.
    const recheck = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }, { cancelRefetch: false });
    const target = authChannel();
    target?.addEventListener('message', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      target?.removeEventListener('message', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [queryClient]);
}
