import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Liveness and readiness, for a process manager and a load balancer. `/api/health` says only
 * that the process answers (restart it when it does not); `/api/ready` says whether it can serve
 * (send it traffic when it is): the database answers, its migrations are applied and the file
 * storage is reachable.
 */

export const healthResponseSchema = z.object({ status: z.literal('alive') });

export const getHealth = defineEndpoint({ method: 'GET', path: '/api/health', response: healthResponseSchema });

export const READINESS_CHECKS = ['database', 'migrations', 'storage'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const readinessCheckSchema = z.object({
  /** `skipped`: not checked because one it depends on failed (migrations need the database). */
  status: z.enum(['ok', 'failed', 'skipped']),
  /** What failed, in words an operator can act on; absent when the check passed. */
  message: z.string().optional(),
  latencyMs: z.number().optional(),
});

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['disk', 's3']),
  checks: z.object({ database: readinessCheckSchema, migrations: readinessCheckSchema, storage: readinessCheckSchema }),
  /** The checks that failed, in the order above; empty when ready. */
  failed: z.array(z.enum(READINESS_CHECKS)),
});

export const getReady = defineEndpoint({ method: 'GET', path: '/api/ready', response: readinessResponseSchema, statuses: [200, 503] });
