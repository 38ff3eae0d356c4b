/** Where a sign-in goes when no (safe) `redirect` was given. */
export const DEFAULT_AUTH_TARGET = '/dashboard';

/** The auth page's query value that opens the "Forgot password?" form. */
export const FORGOT_PASSWORD_VIEW = 'forgot-password';

/** The auth page with the reset-link form open, for someone whose reset link did not work. */
export const FORGOT_PASSWORD_PATH = `/auth?view=${FORGOT_PASSWORD_VIEW}`;
