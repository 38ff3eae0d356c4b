import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';
import { registerEndpoint } from './endpoint-route';
import { registerErrorHandler } from './error-handler';
import { applyHttpPolicies } from './http-policies';
import { RateLimitedError, type RateRule } from './rate-limiter';

const adminThing = defineEndpoint({ method: 'GET', path: '/api/admin/things/:id', params: z.object({ id: z.string() }), response: z.object({ id: z.string() }) });

function appWith(register: (app: ReturnType<typeof Fastify>) => Promise<void>, prefix: string) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  void app.register(register, { prefix });
  return app;
}

describe('registerEndpoint', () => {
  it('registers a descriptor under the prefix of the plugin it is given (the admin seam)', async () => {
    const app = appWith(async (admin) => registerEndpoint(admin, adminThing, async ({ params }) => ({ id: params.id })), '/api/admin');
    const response = await app.inject({ method: 'GET', url: '/api/admin/things/7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '7' });
    await app.close();
  });

  it('refuses a descriptor whose path lies outside the plugin prefix', async () => {
    const app = appWith(async (other) => registerEndpoint(other, adminThing, async ({ params }) => ({ id: params.id })), '/api/other');
    await expect(app.ready()).rejects.toThrow('GET /api/admin/things/:id cannot be registered under /api/other');
  });
});

describe('what a descriptor declares, applied where the endpoint is registered', () => {
  const lookup = defineEndpoint({
    method: 'GET',
    path: '/api/lookups/:code',
    params: z.object({ code: z.string() }),
    response: z.object({ code: z.string() }),
    rateLimit: { perAddress: { limit: 2, windowSeconds: 60 } },
  });
  const catalogue = defineEndpoint({ method: 'GET', path: '/api/shelf', response: z.object({ books: z.number() }), cacheControl: 'public, max-age=0, must-revalidate' });
  const personal = defineEndpoint({ method: 'GET', path: '/api/mine', response: z.object({ books: z.number() }) });
  const webhook = defineEndpoint({ method: 'POST', path: '/api/provider/webhook', response: z.object({ received: z.boolean() }), acceptsCrossSiteWrites: true });
  const write = defineEndpoint({ method: 'POST', path: '/api/notes', response: z.object({ saved: z.boolean() }) });

  /** The app's policies with a limiter that counts in memory. */
  function appWithPolicies() {
    const counts = new Map<string, number>();
    const limiter = {
      consume: vi.fn(async (key: string, rule: RateRule) => {
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if (count > rule.limit) throw new RateLimitedError(rule.windowSeconds);
      }),
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    applyHttpPolicies(app, { publicUrl: 'https://learn.example', limiter });
    registerEndpoint(app, lookup, async ({ params }) => ({ code: params.code }));
    registerEndpoint(app, catalogue, async () => ({ books: 3 }));
    registerEndpoint(app, personal, async () => ({ books: 1 }));
    registerEndpoint(app, webhook, async () => ({ received: true }));
    registerEndpoint(app, write, async () => ({ saved: true }));
    return { app, limiter };
  }

  it('limits requests per address by the rate the descriptor declares, and no other endpoint', async () => {
    const { app, limiter } = appWithPolicies();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await app.inject({ method: 'GET', url: `/api/lookups/${attempt}` })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await app.inject({ method: 'GET', url: '/api/lookups/9', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    expect(limiter.consume.mock.calls.map(([key]) => key)).not.toContain(expect.stringContaining('/api/mine'));
    await app.inject({ method: 'GET', url: '/api/mine' });
    expect(limiter.consume).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('answers with the Cache-Control the descriptor declares, and no-store where it declares none', async () => {
    const { app } = appWithPolicies();
    expect((await app.inject({ method: 'GET', url: '/api/shelf' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('takes a write from another site only where the descriptor accepts one', async () => {
    const { app } = appWithPolicies();
    const fromElsewhere = { origin: 'https://elsewhere.example' };
    expect((await app.inject({ method: 'POST', url: '/api/provider/webhook', headers: fromElsewhere })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/notes', headers: fromElsewhere })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/notes', headers: { origin: 'https://learn.example' } })).statusCode).toBe(200);
    await app.close();
  });
});
