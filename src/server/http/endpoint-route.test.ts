import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';
import { registerEndpoint } from './endpoint-route';

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
