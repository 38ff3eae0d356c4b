import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSchema, signInBodySchema, signUpBodySchema } from '../../../shared/api/accounts';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/app-error';
import type { RateRule } from '../../http/rate-limiter';
import { CLIENT_IP_HEADER } from './auth';
import { toHeaders } from './viewer';

const HOUR = 3600;
const LIMITS: Record<string, { perAddress: RateRule; perEmail: RateRule }> = {
  '/sign-in/email': { perAddress: { limit: 30, windowSeconds: 15 * 60 }, perEmail: { limit: 10, windowSeconds: 15 * 60 } },
  '/sign-up/email': { perAddress: { limit: 20, windowSeconds: HOUR }, perEmail: { limit: 5, windowSeconds: HOUR } },
  '/request-password-reset': { perAddress: { limit: 20, windowSeconds: HOUR }, perEmail: { limit: 5, windowSeconds: HOUR } },
};

const requestResetBodySchema = z.object({ email: emailSchema, redirectTo: z.string().max(2048).optional() });

/** Checks a body against our shared contract before Better Auth sees it: one set of messages, both sides. */
function validatedBody(path: string, body: unknown): Record<string, unknown> | undefined {
  const schema = path === '/sign-up/email' ? signUpBodySchema : path === '/sign-in/email' ? signInBodySchema : path === '/request-password-reset' ? requestResetBodySchema : undefined;
  if (!schema) return undefined;
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Please fill in all fields');
  if (path === '/sign-up/email') {
    const data = result.data as z.infer<typeof signUpBodySchema>;
    return { ...data, name: `${data.firstName} ${data.lastName}` };
  }
  return result.data;
}

/** Mounts Better Auth under /api/auth, with our validation and rate limits in front of it. */
export function authRoutes({ auth, rateLimiter: limiter, config }: AppContext) {
  const { publicUrl } = config;
  return async function register(app: FastifyInstance): Promise<void> {
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, publicUrl);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      let body = request.body;
      if (request.method === 'POST') {
        const checked = validatedBody(path, body);
        const limits = LIMITS[path];
        if (limits) {
          await limiter.consume(`${path}:ip:${request.ip}`, limits.perAddress);
          const email = checked?.email;
          if (typeof email === 'string') await limiter.consume(`${path}:email:${email}`, limits.perEmail);
        }
        if (checked) body = checked;
      }
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete('content-length');
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === 'GET' || request.method === 'HEAD' || body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    };
    app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
  };
}
