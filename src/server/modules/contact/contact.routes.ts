import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '../../../shared/api/contact';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { receiveContactMessage } from './contact.service';

const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

export function contactRoutes({ database, rateLimiter: limiter, config }: AppContext) {
  const { db } = database;
  const { supportEmail } = config.mail;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, sendContactMessage, async ({ body }, request, reply) => {
      await limiter.consume(`contact:ip:${request.ip}`, PER_ADDRESS);
      await receiveContactMessage(db, body, supportEmail);
      return reply.code(201).send({ received: true });
    });
  };
}
