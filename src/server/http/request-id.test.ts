import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const app = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every answer an id of its own: API, page and error alike', async () => {
    const answers = await Promise.all(['/api/courses', '/pricing', '/api/nothing-here'].map((url) => app.server.inject({ method: 'GET', url })));
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the id a load balancer sent, and replaces one that is not a plain token', async () => {
    const kept = await app.server.inject({ method: 'GET', url: '/api/courses', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await app.server.inject({ method: 'GET', url: '/api/courses', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});
