import { onlyProblems, requiredMessage, type FieldProblems } from './form-problems';

/*
 * Spec §5's sign-up and sign-in rules and messages. The browser runs these checks before any
 * request; the server's zod contracts (src/shared/api/accounts.ts) use the same constants.
 * Kept free of zod so the pages that need them stay light.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'The two passwords do not match';
export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * A rough shape check (something@something.something) for the browser, looser than the server's
 * zod email rule: it never flags an address the server accepts, and the server has the last word.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignInFields {
  email: string;
  password: string;
}

const isBlank = (value: string) => value.trim().length === 0;

function emailProblem(email: string): string | undefined {
  if (isBlank(email)) return requiredMessage('Email');
  return looksLikeEmail(email) ? undefined : INVALID_EMAIL;
}

/** The first problem with a sign-up form, or null when it may be sent. */
export function signUpProblem(fields: SignUpFields): string | null {
  if (isBlank(fields.firstName) || isBlank(fields.lastName) || isBlank(fields.email) || fields.password.length === 0) return FILL_IN_ALL_FIELDS;
  if (fields.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** The first problem with a sign-in form, or null when it may be sent. */
export function signInProblem(fields: SignInFields): string | null {
  if (isBlank(fields.email) || fields.password.length === 0) return FILL_IN_ALL_FIELDS;
  return null;
}

/** The first problem with a new password and its confirmation, or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length === 0 || confirmation.length === 0) return FILL_IN_ALL_FIELDS;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

/*
 * The same rules field by field, for the message beside each field (the toast keeps the spec's
 * words above). An empty field is "… is required"; the password's length says what it needs.
 */

const passwordProblem = (password: string, label: string) =>
  password.length === 0 ? requiredMessage(label) : password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : undefined;

export function signUpFieldProblems(fields: SignUpFields): FieldProblems<keyof SignUpFields> {
  return onlyProblems({
    firstName: isBlank(fields.firstName) ? requiredMessage('First name') : undefined,
    lastName: isBlank(fields.lastName) ? requiredMessage('Last name') : undefined,
    email: emailProblem(fields.email),
    password: passwordProblem(fields.password, 'Password'),
  });
}

export function signInFieldProblems(fields: SignInFields): FieldProblems<keyof SignInFields> {
  return onlyProblems({
    email: isBlank(fields.email) ? requiredMessage('Email') : undefined,
    password: fields.password.length === 0 ? requiredMessage('Password') : undefined,
  });
}

/** The "Forgot your password?" form: one email. */
export function resetRequestFieldProblems(email: string): FieldProblems<'email'> {
  return onlyProblems({ email: isBlank(email) ? requiredMessage('Email') : undefined });
}

export function newPasswordFieldProblems(password: string, confirmation: string): FieldProblems<'newPassword' | 'confirmPassword'> {
  return onlyProblems({
    newPassword: passwordProblem(password, 'New password'),
    confirmPassword:
      confirmation.length === 0 ? requiredMessage('Confirmation') : password.length > 0 && password !== confirmation ? PASSWORDS_DO_NOT_MATCH : undefined,
  });
}

/** The profile's change-password form: the current password (any length: it may predate the rules), then a new one confirmed. */
export function changePasswordFieldProblems(
  currentPassword: string,
  newPassword: string,
  confirmation: string,
): FieldProblems<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  return {
    ...onlyProblems({ currentPassword: currentPassword.length === 0 ? requiredMessage('Current password') : undefined }),
    ...newPasswordFieldProblems(newPassword, confirmation),
  };
}

export interface ProfileNameFields {
  firstName: string;
  lastName: string;
}

export function profileFieldProblems(fields: ProfileNameFields): FieldProblems<keyof ProfileNameFields> {
  return onlyProblems({
    firstName: isBlank(fields.firstName) ? requiredMessage('First name') : undefined,
    lastName: isBlank(fields.lastName) ? requiredMessage('Last name') : undefined,
  });
}
