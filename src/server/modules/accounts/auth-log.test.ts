import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authLogger } from './auth-log';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({ logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  return { log: app.log, lines };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('authLogger', () => {
  it('never writes a failed query’s parameters (a session token) to the log', () => {
    const { log, lines } = capturedLogger();
    authLogger(log).log('error', 'INTERNAL_SERVER_ERROR', { query: 'select * from sessions where token = $1', params: ['secret-session-token'] });
    expect(JSON.stringify(lines)).not.toContain('secret-session-token');
    expect(JSON.stringify(lines)).toContain('select * from sessions');
  });

  it('logs a database outage as one warning with the driver’s reason, without the query', () => {
    const { log, lines } = capturedLogger();
    authLogger(log).log('error', 'INTERNAL_SERVER_ERROR', { query: 'select * from sessions where token = $1', params: ['secret-session-token'], cause: refused() });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, reason: 'connect ECONNREFUSED 127.0.0.1:5432', msg: 'auth: INTERNAL_SERVER_ERROR (database unavailable)' });
    expect(JSON.stringify(lines)).not.toContain('secret-session-token');
  });

  it('passes other messages through at their level', () => {
    const { log, lines } = capturedLogger();
    authLogger(log).log('info', 'something Better Auth says');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'auth: something Better Auth says' });
  });
});
