/*
 * What a form shows beside its fields. Pure and free of zod, so the pages stay light (decision
 * 0030); the messages are the ones the server's contracts answer with where those are about one
 * field, and the server names that field in its 400 answer (`field`), so a rule only the server
 * checks still lands beside the field it is about (decision 0034).
 */

/** Each field's problem, by the field's name in the request body. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

export const requiredMessage = (label: string) => `${label} is required`;

/** Leaves out the fields without a problem, so an empty object means the form may be sent. */
export function onlyProblems<Field extends string>(problems: Record<Field, string | undefined>): FieldProblems<Field> {
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined)) as FieldProblems<Field>;
}

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * Better Auth answers with its own codes and no field name; these are the ones about one field of
 * the form that sent them, by the names that field has in our forms (a wrong password is shown
 * beside the password, an address that already has an account beside the email).
 */
const AUTH_CODE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  USER_ALREADY_EXISTS: ['email'],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ['email'],
  INVALID_EMAIL: ['email'],
  INVALID_EMAIL_OR_PASSWORD: ['password'],
  INVALID_PASSWORD: ['password', 'currentPassword'],
  PASSWORD_TOO_SHORT: ['password', 'newPassword'],
  PASSWORD_TOO_LONG: ['password', 'newPassword'],
};

/** The field of `fields` an API error is about: the server's `field`, else Better Auth's code; undefined when it is about the whole form. */
export function fieldOfApiError<Field extends string>(error: { code: string; field?: string | undefined }, fields: readonly Field[]): Field | undefined {
  const named = error.field === undefined ? (AUTH_CODE_FIELDS[error.code] ?? []) : [error.field];
  return fields.find((field) => named.includes(field));
}
