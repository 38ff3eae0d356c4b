import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './api/accounts';
import {
  FILL_IN_ALL_FIELDS,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  signInProblem,
  signUpProblem,
} from './credential-rules';

const filled = { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', password: 'secret1' };

describe('credential rules', () => {
  it('use the spec words, which the server contract answers with too', () => {
    const tooShort = signUpBodySchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) });
    expect(tooShort.error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
    expect(FILL_IN_ALL_FIELDS).toBe('Please fill in all fields');
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)('refuse a sign-up without %s', (field) => {
    expect(signUpProblem({ ...filled, [field]: '' })).toBe(FILL_IN_ALL_FIELDS);
  });

  it('treat a name of spaces as missing', () => {
    expect(signUpProblem({ ...filled, firstName: '   ' })).toBe(FILL_IN_ALL_FIELDS);
  });

  it('refuse a sign-up password shorter than 6 characters and accept 6', () => {
    expect(signUpProblem({ ...filled, password: '12345' })).toBe(PASSWORD_TOO_SHORT);
    expect(signUpProblem({ ...filled, password: '123456' })).toBeNull();
  });

  it('ask for every field before the password length', () => {
    expect(signUpProblem({ ...filled, email: '', password: '1' })).toBe(FILL_IN_ALL_FIELDS);
  });

  it('refuse a sign-in without email or password, and do not check the length of an existing password', () => {
    expect(signInProblem({ email: '', password: 'x' })).toBe(FILL_IN_ALL_FIELDS);
    expect(signInProblem({ email: 'maria@example.com', password: '' })).toBe(FILL_IN_ALL_FIELDS);
    expect(signInProblem({ email: 'maria@example.com', password: 'x' })).toBeNull();
  });

  it('check a new password: filled, long enough, confirmed', () => {
    expect(newPasswordProblem('', '')).toBe(FILL_IN_ALL_FIELDS);
    expect(newPasswordProblem('12345', '12345')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('123456', '123457')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});
