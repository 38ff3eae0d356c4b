import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Whether the app and its database answer: 200 when they do, 503 (same shape) when the database does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().optional(),
  }),
});

export const getHealth = defineEndpoint({ method: 'GET', path: '/api/health', response: healthResponseSchema, statuses: [200, 503] });
