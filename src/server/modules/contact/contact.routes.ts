import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { receiveInboundEmail, sendContactMessage } from '../../../shared/api/contact';
import type { AppContext } from '../../app-context';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import { receiveContactMessage } from './contact.service';
import { parseInboundEmail } from './inbound-email';
import { SupportInboxService } from './support-inbox.service';

const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };
const INBOUND_BODY_LIMIT = 10 * 1024 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function contactRoutes({ database, rateLimiter: limiter, config }: AppContext) {
  const { db } = database;
  const { supportEmail, inboundSecret } = config.mail;
  const inbox = new SupportInboxService(db, config.mail);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, sendContactMessage, async ({ body }, request, reply) => {
      await limiter.consume(`contact:ip:${request.ip}`, PER_ADDRESS);
      await receiveContactMessage(db, body, supportEmail);
      return reply.code(201).send({ received: true });
    });

    // A raw email, as mail servers and inbound-mail services hand it over.
    await app.register(async (inbound) => {
      for (const type of ['message/rfc822', 'text/plain', 'application/octet-stream']) {
        inbound.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: INBOUND_BODY_LIMIT }, (_request, body, done) => done(null, body));
      }
      registerEndpoint(inbound, receiveInboundEmail, async (_input, request) => {
        if (!inboundSecret) throw notFound('Inbound mail is not set up on this site (INBOUND_MAIL_SECRET).');
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme !== 'Bearer' || !token || !sameSecret(token, inboundSecret)) throw new AppError('UNAUTHORIZED', 'Send Authorization: Bearer <INBOUND_MAIL_SECRET>.');
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest('Send the raw email as the body, with Content-Type: message/rfc822.');
        const email = parseInboundEmail(request.body.toString('latin1'));
        const messageId = await inbox.fileInboundAnswer(email);
        if (!messageId) request.log.warn({ from: email.from, subject: email.subject }, 'inbound mail: names no support thread; not filed');
        return { filed: messageId !== null, messageId };
      });
    });
  };
}
