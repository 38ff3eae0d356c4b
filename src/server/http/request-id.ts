import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** An id a load balancer or client may send; anything else is replaced rather than logged as sent. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every request carries one id through the logs (`requestId` on each line) and back to the
 * client in `X-Request-Id`: the one the load balancer sent when it is sane, else a new UUID.
 * A person reporting a problem can quote it; the logs of every instance find it.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'logController'> = {
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId(request) {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
  },
};

export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
