import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResponseSchema } from '../../../shared/api/contact';
import type { AppContext } from '../../app-context';
import { receiveContactMessage } from './contact.service';

const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

export function contactRoutes({ database, rateLimiter: limiter, config, mail }: AppContext) {
  const { db } = database;
  const { supportEmail } = config.mail;
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/contact',
      { schema: { body: contactBodySchema, response: { 201: contactResponseSchema } } },
      async (request, reply) => {
        await limiter.consume(`contact:ip:${request.ip}`, PER_ADDRESS);
        await receiveContactMessage(db, request.body, supportEmail);
        mail.emailQueued();
        return reply.code(201).send({ received: true });
      },
    );
  };
}
