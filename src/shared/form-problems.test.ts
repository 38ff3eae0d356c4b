import { describe, expect, it } from 'vitest';
import { contactBodySchema } from './api/contact';
import { changePasswordBodySchema, resetPasswordBodySchema, signInBodySchema, signUpBodySchema, updateProfileBodySchema } from './api/accounts';
import { contactFieldProblems } from './contact-rules';
import {
  changePasswordFieldProblems,
  INVALID_EMAIL,
  newPasswordFieldProblems,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  profileFieldProblems,
  resetRequestFieldProblems,
  signInFieldProblems,
  signUpFieldProblems,
} from './credential-rules';
import { fieldOfApiError, hasProblems } from './form-problems';

/** The fields the server's contract refuses, each with its first message. */
function serverProblems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    problems[field] ??= issue.message;
  }
  return problems;
}

const signUp = { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', password: 'secret1' };

describe('field problems', () => {
  it('name each empty sign-up field, in words that say which one', () => {
    expect(signUpFieldProblems({ firstName: ' ', lastName: '', email: '', password: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(signUpFieldProblems(signUp)).toEqual({});
  });

  it('flag a malformed sign-up email as the server contract does', () => {
    const fields = { ...signUp, email: 'abc' };
    expect(signUpFieldProblems(fields)).toEqual({ email: INVALID_EMAIL });
    expect(serverProblems(signUpBodySchema.safeParse(fields))).toEqual({ email: INVALID_EMAIL });
  });

  it('put a short password beside the password with the server contract’s message', () => {
    const fields = { ...signUp, password: 'abc' };
    expect(signUpFieldProblems(fields)).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(serverProblems(signUpBodySchema.safeParse(fields))).toEqual({ password: PASSWORD_TOO_SHORT });
  });

  it.each([
    ['sign-up', signUpBodySchema, signUpFieldProblems, { ...signUp, lastName: '', password: 'abc' }],
    ['sign-in', signInBodySchema, signInFieldProblems, { email: ' ', password: '' }],
    ['profile', updateProfileBodySchema, profileFieldProblems, { firstName: '', lastName: 'Lopez' }],
  ] as const)('flag on %s the very fields the server contract refuses', (_form, schema, fieldProblems, input) => {
    const problems = (fieldProblems as (fields: typeof input) => Record<string, string>)(input);
    expect(Object.keys(problems).sort()).toEqual(Object.keys(serverProblems(schema.safeParse(input))).sort());
  });

  it('agree with the contact contract word for word', () => {
    const empty = { name: '', email: ' ', subject: '', message: '' };
    expect(contactFieldProblems(empty)).toEqual(serverProblems(contactBodySchema.safeParse(empty)));
    expect(contactFieldProblems({ name: 'Priya', email: 'priya@example.com', subject: 'Hi', message: 'Hello' })).toEqual({});
  });

  it('tell a new password from its confirmation', () => {
    expect(newPasswordFieldProblems('abc', '')).toEqual({ newPassword: PASSWORD_TOO_SHORT, confirmPassword: 'Confirmation is required' });
    expect(newPasswordFieldProblems('secret1', 'secret2')).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(newPasswordFieldProblems('secret1', 'secret1')).toEqual({});
    expect(serverProblems(resetPasswordBodySchema.safeParse({ newPassword: 'abc', token: 'abc' }))).toEqual({ newPassword: PASSWORD_TOO_SHORT });
  });

  it('ask the change-password form for the current password, then a new one confirmed', () => {
    expect(changePasswordFieldProblems('', '', '')).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirmation is required',
    });
    expect(changePasswordFieldProblems('old', 'secret1', 'secret2')).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(changePasswordFieldProblems('old', 'secret1', 'secret1')).toEqual({});
    expect(serverProblems(changePasswordBodySchema.safeParse({ currentPassword: '', newPassword: 'abc' }))).toEqual({
      currentPassword: 'Please fill in all fields',
      newPassword: PASSWORD_TOO_SHORT,
    });
  });

  it('let a reset request through once the email is filled in', () => {
    expect(hasProblems(resetRequestFieldProblems('  '))).toBe(true);
    expect(hasProblems(resetRequestFieldProblems('maria@example.com'))).toBe(false);
  });
});

describe('fieldOfApiError', () => {
  it('uses the field the server named, when the form has it', () => {
    expect(fieldOfApiError({ code: 'BAD_REQUEST', field: 'email' }, ['name', 'email'])).toBe('email');
    expect(fieldOfApiError({ code: 'BAD_REQUEST', field: 'token' }, ['newPassword'])).toBeUndefined();
  });

  it('puts Better Auth’s answers beside the field they are about', () => {
    expect(fieldOfApiError({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, ['firstName', 'email', 'password'])).toBe('email');
    expect(fieldOfApiError({ code: 'INVALID_EMAIL_OR_PASSWORD' }, ['email', 'password'])).toBe('password');
    expect(fieldOfApiError({ code: 'PASSWORD_TOO_SHORT' }, ['newPassword', 'confirmPassword'])).toBe('newPassword');
    expect(fieldOfApiError({ code: 'INVALID_PASSWORD' }, ['currentPassword', 'newPassword', 'confirmPassword'])).toBe('currentPassword');
  });

  it('leaves an answer about the whole form to the toast', () => {
    expect(fieldOfApiError({ code: 'TOO_MANY_REQUESTS' }, ['email', 'password'])).toBeUndefined();
  });
});
