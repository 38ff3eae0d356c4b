import { FORGOT_PASSWORD_VIEW } from '@shared/page-query';
import { safeRedirectPath } from '@shared/safe-redirect';

/** Where a sign-in goes when no (safe) `redirect` was given. */
export const DEFAULT_AUTH_TARGET = '/dashboard';

/** An admin's home: where an admin's sign-in goes when no `redirect` was given (issue 34). */
export const ADMIN_HOME = '/admin';

/**
 * Where the auth page sends someone signed in: the `redirect` asked for when it is safe, else an
 * admin to /admin and anyone else to /dashboard. An admin who asked for /dashboard gets it.
 */
export function signedInLanding(redirect: string | null, isAdmin: boolean): string {
  const fallback = isAdmin ? ADMIN_HOME : DEFAULT_AUTH_TARGET;
  return redirect === null ? fallback : safeRedirectPath(redirect, fallback);
}

/** The auth page with the reset-link form open, for someone whose reset link did not work. */
export const FORGOT_PASSWORD_PATH = `/auth?view=${FORGOT_PASSWORD_VIEW}`;
