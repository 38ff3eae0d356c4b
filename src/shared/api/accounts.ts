import { z } from 'zod';
import { FILL_IN_ALL_FIELDS, INVALID_EMAIL, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../credential-rules';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';
import { bidiControlsMessage, controlCharactersMessage, hasBidiControls, hasControlCharacters } from './text';

/**
 * Contracts of sign-up, profile and session endpoints. The spec's own wording is used for
 * the two validation messages it names; the rest say what to fix.
 */

export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

const personName = (label: string) =>
  z
    .string({ message: FILL_IN_ALL_FIELDS })
    .trim()
    .min(1, FILL_IN_ALL_FIELDS)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`)
    .refine((value) => !/[<>{}\\]/.test(value), `${label} may not contain < > { } or \\`)
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label))
    .refine((value) => !hasBidiControls(value), bidiControlsMessage(label));

export const emailSchema = z
  .string({ message: FILL_IN_ALL_FIELDS })
  .trim()
  .min(1, FILL_IN_ALL_FIELDS)
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .refine((value) => !/\s/.test(value), 'Email may not contain spaces')
  .pipe(z.email(INVALID_EMAIL))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string({ message: FILL_IN_ALL_FIELDS })
  .min(1, FILL_IN_ALL_FIELDS)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpBodySchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
  password: newPasswordSchema,
});

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string({ message: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS).max(MAX_PASSWORD_LENGTH, FILL_IN_ALL_FIELDS),
});

export const updateProfileBodySchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
  })
  .strict();

/** Better Auth's reset tokens are letters and digits; anything else is not a link we sent. */
export const resetPasswordBodySchema = z
  .object({
    newPassword: newPasswordSchema,
    token: z.string({ message: 'This reset link is not valid' }).regex(/^[A-Za-z0-9_-]{1,200}$/, 'This reset link is not valid or has expired'),
  })
  .strict();

/** Changing the password while signed in (Better Auth's change-password); every other session of the account ends. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ message: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS).max(MAX_PASSWORD_LENGTH, FILL_IN_ALL_FIELDS),
    newPassword: newPasswordSchema,
  })
  .strict();

export const verifyPasswordBodySchema = z
  .object({ password: z.string({ message: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS).max(MAX_PASSWORD_LENGTH, FILL_IN_ALL_FIELDS) })
  .strict();

const ENTER_THE_CODE = 'Enter the 6-digit code from your authenticator app';

/** A code from the authenticator app: six digits (spaces a person types are dropped). */
export const secondFactorCodeBodySchema = z
  .object({
    code: z
      .string({ message: ENTER_THE_CODE })
      .transform((code) => code.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, ENTER_THE_CODE)),
  })
  .strict();

/** A recovery code, as shown once at set-up: ten letters and digits with a dash in the middle. */
export const recoveryCodeBodySchema = z
  .object({
    code: z
      .string({ message: 'Enter one of your recovery codes' })
      .transform((code) => code.trim())
      .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, 'Enter one of your recovery codes, like abcde-12345')),
  })
  .strict();

export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const profileResponseSchema = z.object({ profile: profileSchema });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  /** False until the learner follows the link in the confirmation email: no checkout or certificate before. */
  emailVerified: z.boolean(),
  /** An authenticator app's code is asked at sign-in; admins cannot use the admin without it. */
  secondFactorEnabled: z.boolean(),
  plan: z.enum(PLANS),
  subscriptionStatus: z.enum(['active', 'inactive']),
});

/** GET /api/session: who is signed in, with the plan and role the server decided. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** Who is signed in (null for a visitor). */
export const getSession = defineEndpoint({ method: 'GET', path: '/api/session', response: sessionResponseSchema });

/** The signed-in person's names and email (401 for a visitor). */
export const getProfile = defineEndpoint({ method: 'GET', path: '/api/profile', response: profileResponseSchema });

/** Sends the signed-in learner a new confirmation link (the dashboard's 'Resend'); a few an hour. */
export const resendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/account/verification-email',
  response: z.object({ sent: z.literal(true) }),
});

export const signedInSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the browser's User-Agent (shared/device-label.ts). */
  device: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});

/** The signed-in learner's sessions, most recently active first (never their tokens). */
export const listMySessions = defineEndpoint({
  method: 'GET',
  path: '/api/account/sessions',
  response: z.object({ sessions: z.array(signedInSessionSchema) }),
});

/** Signs out one of the learner's own sessions (404 for anyone else's). */
export const endMySession = defineEndpoint({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  params: z.object({ id: z.string().min(1).max(100) }),
  response: z.object({ ended: z.literal(true) }),
});

/** Signs out every session of the learner except this one. */
export const endMyOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/api/account/sessions/sign-out-others',
  response: z.object({ ended: z.number().int() }),
});

export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const updateProfile = defineEndpoint({ method: 'PUT', path: '/api/profile', body: updateProfileBodySchema, response: profileResponseSchema });

export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type SignInBody = z.infer<typeof signInBodySchema>;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type Profile = z.infer<typeof profileSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
