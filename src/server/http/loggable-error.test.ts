import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { withoutQueryParameters } from './loggable-error';

/** Issue 25: an unhandled error's log line carried the failed query's parameters (names, emails, answers). */
describe('withoutQueryParameters', () => {
  it("keeps the failed query and its cause but drops the parameters, from the message, the stack and the error's fields", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), { code: '23505' });
    const failed = new DrizzleQueryError('insert into "users" ("email", "first_name") values ($1, $2)', ['alice@example.com', 'Alice'], cause);
    const logged = withoutQueryParameters(failed) as Error;
    const written = JSON.stringify({ ...logged, text: logged.message, stack: logged.stack });
    expect(written).not.toContain('alice@example.com');
    expect(written).not.toContain('Alice');
    expect(logged.message).toBe('Failed query: insert into "users" ("email", "first_name") values ($1, $2)\nparams: (left out of the log)');
    expect(logged.cause).toBe(cause);
  });

  it('leaves any other error as it is', () => {
    const error = new TypeError('x is not a function');
    expect(withoutQueryParameters(error)).toBe(error);
  });
});
