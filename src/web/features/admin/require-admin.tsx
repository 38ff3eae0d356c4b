import { useEffect, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import type { SessionUser } from '@shared/api/accounts';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/use-session';
import { signInPath } from '@web/lib/require-user';
import { ErrorPanel } from '@web/components/error-panel';

/** What a signed-in person without the admin role is told, and where they are sent (spec §8). */
export interface AccessDenial {
  title: string;
  description: string;
  redirectTo: string;
}

/** The course admin pages' wording; the upload page says 'Access denied' and goes to /dashboard instead. */
export const ADMIN_ACCESS_DENIED: AccessDenial = {
  title: 'Access Denied',
  description: 'You must be an admin to access this page.',
  redirectTo: '/',
};

export const AUTHENTICATION_REQUIRED = { title: 'Authentication required', description: 'Please sign in to access this page' } as const;

/** Where an admin without a second factor is sent: the only admin page they can reach. */
export const SECOND_FACTOR_SETUP_PATH = '/admin/second-factor';

/** One id for both toasts: a page that renders twice (React's strict mode) still shows one. */
const ACCESS_TOAST_ID = 'admin-access';

export type AdminAccess = { status: 'checking' } | { status: 'error'; retry: () => void } | { status: 'allowed'; user: SessionUser };

/**
 * Spec §4, admin pages: checking, then allowed or redirected. A visitor is sent to sign in and
 * brought back to `returnTo`; a signed-in person who is not an admin (the server decides) is
 * told so and sent to `denial.redirectTo`. Redirected people stay on 'checking' until they leave.
 */
export function useRequireAdmin(returnTo: string, denial: AccessDenial = ADMIN_ACCESS_DENIED): AdminAccess {
  const session = useSession();
  const navigate = useNavigate();
  const verdict =
    session.status === 'signed-in' ? (!session.user.isAdmin ? 'not-admin' : session.user.secondFactorEnabled ? 'admin' : 'needs-second-factor') : session.status;
  const { title, description, redirectTo } = denial;

  useEffect(() => {
    if (verdict === 'signed-out') {
      toast.error(AUTHENTICATION_REQUIRED.title, { id: ACCESS_TOAST_ID, description: AUTHENTICATION_REQUIRED.description });
      void navigate(signInPath(returnTo), { replace: true });
    } else if (verdict === 'needs-second-factor') {
      // The server refuses every admin endpoint (SECOND_FACTOR_REQUIRED) until it is set up.
      void navigate(SECOND_FACTOR_SETUP_PATH, { replace: true });
    } else if (verdict === 'not-admin') {
      toast.error(title, { id: ACCESS_TOAST_ID, description });
      void navigate(redirectTo, { replace: true });
    }
  }, [verdict, returnTo, title, description, redirectTo, navigate]);

  if (session.status === 'error') return { status: 'error', retry: session.retry };
  if (verdict === 'admin' && session.status === 'signed-in') return { status: 'allowed', user: session.user };
  return { status: 'checking' };
}

interface RequireAdminProps {
  /** Where to come back to after signing in: this page as it stands (path and query) unless told. */
  returnTo?: string;
  denial?: AccessDenial;
  /** Rendered only for an admin, so the page's own requests never run for anyone else. */
  children: (admin: SessionUser) => ReactNode;
}

/** Wraps an admin page: the 'Checking access…' placeholder, then the page or the redirect. */
export function RequireAdmin({ returnTo, denial, children }: RequireAdminProps) {
  const location = useLocation();
  const access = useRequireAdmin(returnTo ?? `${location.pathname}${location.search}`, denial);
  if (access.status === 'allowed') return <>{children(access.user)}</>;
  if (access.status === 'error') return (
      <ErrorPanel layout="page" title="We couldn't check your access" onRetry={access.retry}>
        The server did not answer when we asked who is signed in. Check your connection, then try again.
      </ErrorPanel>
    );
  return <CheckingAccess />;
}

export function CheckingAccess() {
  return (
    <div role="status" aria-live="polite">
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Checking access…
          </p>
          <Skeleton className="mt-4 h-10 w-80 max-w-full" />
          <Skeleton className="mt-4 h-5 w-md max-w-full" />
        </Container>
      </section>
      <Container className="space-y-3 py-10">
        <Skeleton className="h-10 w-full max-w-lg" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </Container>
    </div>
  );
}
