import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { MAX_PASSWORD_LENGTH } from '../../../shared/api/accounts';
import { MIN_PASSWORD_LENGTH } from '../../../shared/credential-rules';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { emailVerificationEmail, passwordResetEmail, welcomeEmail } from '../mail/email-templates';
import { enqueueEmail } from '../mail/outgoing-email';
import { deleteResetTokens } from './accounts.data';
import { authLogger } from './auth-log';
import { hashPassword, verifyPassword } from './password-hashing';

export interface AuthOptions {
  db: Database;
  log: FastifyBaseLogger;
  secret: string;
  publicUrl: string;
  /** Called once an account exists, after its welcome email is queued (the app records the sign-up there). */
  onUserCreated?: (userId: string) => Promise<void>;
  /** Called once an account's email address is confirmed (the app issues the certificates earned meanwhile). */
  onEmailVerified?: (userId: string) => Promise<void>;
}

/** The header our Fastify mount sets from `request.ip`; a client's own value is overwritten. */
export const CLIENT_IP_HEADER = 'x-course-site-client-ip';

const RESET_LINK_MINUTES = 60;
const SESSION_DAYS = 30;
const VERIFY_LINK_HOURS = 24;
/** Where the confirmation link lands, signed in; the dashboard says the address is confirmed. */
export const EMAIL_VERIFIED_CALLBACK = '/dashboard?email=confirmed';
/** The name authenticator apps show beside the codes. */
export const SECOND_FACTOR_ISSUER = 'AI Action Academy';

export function createAuth({ db, log, secret, publicUrl, onUserCreated, onEmailVerified }: AuthOptions) {
  return betterAuth({
    appName: 'AI Action Academy',
    secret,
    baseURL: publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [new URL(publicUrl).origin],
    telemetry: { enabled: false },
    logger: authLogger(log),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users: schema.users, sessions: schema.sessions, accounts: schema.accounts, verifications: schema.verifications, twoFactors: schema.twoFactors },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true, fieldName: 'firstName' },
        lastName: { type: 'string', required: true, input: true, fieldName: 'lastName' },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, token }) {
        const firstName = (user as { firstName?: string }).firstName ?? '';
        const resetUrl = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, passwordResetEmail({ to: user.email, firstName, resetUrl, validForMinutes: RESET_LINK_MINUTES }));
      },
      // A reset ends every other link sent before it, not only the one used.
      async onPasswordReset({ user }) {
        await deleteResetTokens(db, user.id);
      },
    },
    // A new account is signed in at once and may learn free courses; paying and certificates wait for the confirmed address.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
      async sendVerificationEmail({ user, token }) {
        const firstName = (user as { firstName?: string }).firstName ?? '';
        const verifyUrl = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_CALLBACK)}`;
        await enqueueEmail(db, emailVerificationEmail({ to: user.email, firstName, verifyUrl, validForHours: VERIFY_LINK_HOURS }));
      },
      async afterEmailVerification(user) {
        await onEmailVerified?.(user.id);
      },
    },
    // Admins must sign in with a code from an authenticator app (viewer-resolver.ts refuses the admin until it is set up).
    plugins: [
      twoFactor({
        issuer: SECOND_FACTOR_ISSUER,
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    // Reset links are stored as `reset-password:sha256:<hash>`: a copy of the database holds none
    // that works, and deleteResetTokens still finds a user's links by their prefix.
    verification: { storeIdentifier: { hash: async (identifier) => hashedIdentifier(identifier) } },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // Renewed at most once a day while in use, so an active learner stays signed in.
      updateAge: 24 * 60 * 60,
    },
    // Our own limiter (src/server/http/rate-limiter.ts) counts per address and per email.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            const firstName = (user as { firstName?: string }).firstName ?? '';
            await enqueueEmail(db, welcomeEmail({ to: user.email, firstName, publicUrl }));
            await onUserCreated?.(user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** `kind:token` → `kind:sha256:<hex of the token>`; an identifier without a kind is hashed whole. */
function hashedIdentifier(identifier: string): string {
  const colon = identifier.indexOf(':');
  const [kind, token] = colon < 0 ? ['', identifier] : [identifier.slice(0, colon + 1), identifier.slice(colon + 1)];
  return `${kind}sha256:${createHash('sha256').update(token).digest('hex')}`;
}
