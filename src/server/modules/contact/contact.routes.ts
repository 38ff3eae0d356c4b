import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResponseSchema } from '../../../shared/api/contact';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limiter';
import { receiveContactMessage } from './contact.service';

const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

export interface ContactRoutesOptions {
  db: Database;
  limiter: RateLimiter;
  supportEmail: string;
  onEmailQueued?: () => void;
}

export function contactRoutes({ db, limiter, supportEmail, onEmailQueued }: ContactRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/contact',
      { schema: { body: contactBodySchema, response: { 201: contactResponseSchema } } },
      async (request, reply) => {
        await limiter.consume(`contact:ip:${request.ip}`, PER_ADDRESS);
        await receiveContactMessage(db, request.body, supportEmail);
        onEmailQueued?.();
        return reply.code(201).send({ received: true });
      },
    );
  };
}
