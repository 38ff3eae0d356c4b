import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it('recognises a refused connection, a server shutting down and a connection exception', () => {
    expect(databaseUnavailableReason(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBeDefined();
    expect(databaseUnavailableReason(withCode('terminating connection due to administrator command', '57P01'))).toBeDefined();
    expect(databaseUnavailableReason(withCode('the database system is starting up', '57P03'))).toBeDefined();
    expect(databaseUnavailableReason(withCode('connection failure', '08006'))).toBeDefined();
    expect(databaseUnavailableReason(new Error('timeout exceeded when trying to connect'))).toBeDefined();
  });

  it('reads through the errors the ORM wraps around the driver’s', () => {
    const driver = new Error('Connection terminated unexpectedly');
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    expect(databaseUnavailableReason(wrapped)).toBeDefined();
  });

  it('leaves other faults alone: a constraint, a syntax error, a bug', () => {
    expect(databaseUnavailableReason(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(databaseUnavailableReason(withCode('syntax error at or near "selec"', '42601'))).toBeUndefined();
    expect(databaseUnavailableReason(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(databaseUnavailableReason('not an error')).toBeUndefined();
  });

  it('gives the driver’s words, not the wrapper’s query and its parameters (which can hold a session token)', () => {
    const driver = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const wrapped = new Error('Failed query: select * from sessions where token = $1\nparams: secret-session-token', { cause: driver });
    expect(databaseUnavailableReason(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
