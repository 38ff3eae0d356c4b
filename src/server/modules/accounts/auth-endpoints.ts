import { z } from 'zod';
import {
  changePasswordBodySchema,
  emailSchema,
  recoveryCodeBodySchema,
  secondFactorCodeBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateProfileBodySchema,
  verifyPasswordBodySchema,
} from '../../../shared/api/accounts';
import type { RateRule } from '../../http/rate-limiter';

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

export interface AuthEndpoint {
  /** Better Auth's path under /api/auth, e.g. `/sign-in/email`. */
  path: string;
  /** Our shared contract for the body; what it does not name never reaches Better Auth. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The body Better Auth receives, from the checked one (Better Auth keeps a display name). */
  toBody?: (checked: Record<string, unknown>) => Record<string, unknown>;
  limits?: {
    perAddress?: RateRule;
    /** Counted per email named in the body. */
    perEmail?: RateRule;
    /** Counted per email named in the body and client address together: a stranger's requests never use up the owner's. */
    perEmailAndAddress?: RateRule;
    /** Counted per signed-in user (endpoints that check the current password). */
    perUser?: RateRule;
  };
  /** Sign-in: wrong passwords are counted per email and address (SignInThrottle), not per email alone. */
  throttlesPasswordGuesses?: boolean;
}

const withDisplayName = (checked: Record<string, unknown>) => ({ ...checked, name: `${String(checked.firstName)} ${String(checked.lastName)}` });
const PASSWORD_CHECKS = { perAddress: { limit: 10, windowSeconds: MINUTES_15 }, perUser: { limit: 10, windowSeconds: MINUTES_15 } };

/**
 * The Better Auth endpoints the product uses, each POST-only, with its contract and limits.
 * Every other path under /api/auth (change-email, delete-user, sessions, social sign-in…)
 * answers 404: a field or endpoint the product does not use cannot be written around its rules.
 */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    path: '/sign-up/email',
    schema: signUpBodySchema,
    toBody: withDisplayName,
    limits: { perAddress: { limit: 20, windowSeconds: HOUR }, perEmail: { limit: 5, windowSeconds: HOUR } },
  },
  { path: '/sign-in/email', schema: signInBodySchema, limits: { perAddress: { limit: 30, windowSeconds: MINUTES_15 } }, throttlesPasswordGuesses: true },
  { path: '/sign-out', schema: z.object({}).strict() },
  {
    path: '/request-password-reset',
    schema: z.object({ email: emailSchema, redirectTo: z.string().max(2048).optional() }).strict(),
    // Not per email alone: six requests from anywhere would otherwise stop the owner resetting for an hour.
    limits: { perAddress: { limit: 20, windowSeconds: HOUR }, perEmailAndAddress: { limit: 5, windowSeconds: HOUR } },
  },
  { path: '/reset-password', schema: resetPasswordBodySchema, limits: { perAddress: { limit: 10, windowSeconds: MINUTES_15 } } },
  // A new password signs out every other session: whoever knew the old one is out.
  { path: '/change-password', schema: changePasswordBodySchema, toBody: (checked) => ({ ...checked, revokeOtherSessions: true }), limits: PASSWORD_CHECKS },
  { path: '/verify-password', schema: verifyPasswordBodySchema, limits: PASSWORD_CHECKS },
  { path: '/update-user', schema: updateProfileBodySchema, toBody: withDisplayName },
  // The second factor (decision 0103): set-up asks for the password and answers the secret and recovery codes once;
  // the codes are counted per address here and per account by Better Auth (locked for 15 minutes after 10 wrong ones).
  { path: '/two-factor/enable', schema: verifyPasswordBodySchema, toBody: (checked) => ({ ...checked, method: 'totp' }), limits: PASSWORD_CHECKS },
  { path: '/two-factor/verify-totp', schema: secondFactorCodeBodySchema, limits: { perAddress: { limit: 10, windowSeconds: MINUTES_15 } } },
  { path: '/two-factor/verify-backup-code', schema: recoveryCodeBodySchema, limits: { perAddress: { limit: 10, windowSeconds: MINUTES_15 } } },
];

/** The confirmation link of a new account's email: the only GET Better Auth answers here. */
export const VERIFY_EMAIL_PATH = '/verify-email';

export function findAuthEndpoint(path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find((endpoint) => endpoint.path === path);
}
