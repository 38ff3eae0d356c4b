import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchSession, sessionQueryKey, useSession, type SessionState } from './use-session';

/*
 * What member pages and account actions need of the session, kept out of use-session.ts, which
 * the navbar brings into every page's first JavaScript (/ has no bytes to spare).
 */

/** Asks the server who is signed in now and waits for the answer, so the next render knows. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });
}

/** A signed-in user for members-only pages; a visitor is sent to sign in and brought back to `returnTo`. */
export function useRequireUser(returnTo: string): SessionState {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'signed-out') void navigate(signInPath(returnTo), { replace: true });
  }, [session.status, returnTo, navigate]);
  return session;
}

/** `/auth?redirect=/dashboard`: slashes stay readable (RFC 3986 allows them in a query). */
export function signInPath(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
