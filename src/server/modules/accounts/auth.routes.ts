import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/app-error';
import { SignInThrottle } from '../../http/sign-in-throttle';
import { CLIENT_IP_HEADER, EMAIL_VERIFIED_CALLBACK } from './auth';
import { findAuthEndpoint, VERIFY_EMAIL_PATH, type AuthEndpoint } from './auth-endpoints';
import { toHeaders } from './viewer';

/** Checks a body against our shared contract before Better Auth sees it: one set of messages, both sides. */
function checkedBody(endpoint: AuthEndpoint, body: unknown): Record<string, unknown> {
  const result = endpoint.schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    throw badRequest(issue?.message ?? 'Please fill in all fields', typeof field === 'string' ? field : undefined);
  }
  return endpoint.toBody ? endpoint.toBody(result.data) : result.data;
}

/** Mounts the Better Auth endpoints the product uses (auth-endpoints.ts) under /api/auth, with our validation and limits in front. */
export function authRoutes({ auth, rateLimiter: limiter, config }: AppContext) {
  const { publicUrl } = config;
  const signIns = new SignInThrottle(limiter);

  async function applyLimits(endpoint: AuthEndpoint, request: FastifyRequest, body: Record<string, unknown>): Promise<void> {
    const { limits } = endpoint;
    if (limits?.perAddress) await limiter.consume(`${endpoint.path}:ip:${request.ip}`, limits.perAddress);
    if (limits?.perEmail && typeof body.email === 'string') await limiter.consume(`${endpoint.path}:email:${body.email}`, limits.perEmail);
    if (limits?.perEmailAndAddress && typeof body.email === 'string') {
      await limiter.consume(`${endpoint.path}:email+address:${body.email}:${request.ip}`, limits.perEmailAndAddress);
    }
    if (limits?.perUser) {
      const session = await auth.api.getSession({ headers: toHeaders(request) });
      if (session) await limiter.consume(`${endpoint.path}:user:${session.user.id}`, limits.perUser);
    }
    if (endpoint.throttlesPasswordGuesses && typeof body.email === 'string') await signIns.beforeAttempt(body.email, request.ip);
  }

  return async function register(app: FastifyInstance): Promise<void> {
    /** Sends Better Auth's answer on: status, headers, every cookie, never cached. */
    async function relay(response: Response, reply: FastifyReply) {
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    }

    // The link in the confirmation email: only its token goes on, and it lands on the dashboard (or there with an error).
    app.get(`/api/auth${VERIFY_EMAIL_PATH}`, async (request, reply) => {
      const token = new URL(request.url, publicUrl).searchParams.get('token') ?? '';
      if (!/^[A-Za-z0-9._-]{1,2000}$/.test(token)) return reply.redirect(`${EMAIL_VERIFIED_CALLBACK}&error=invalid_token`);
      const url = new URL(`/api/auth${VERIFY_EMAIL_PATH}`, publicUrl);
      url.searchParams.set('token', token);
      url.searchParams.set('callbackURL', EMAIL_VERIFIED_CALLBACK);
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      return relay(await auth.handler(new Request(url, { method: 'GET', headers })), reply);
    });

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = new URL(request.url, publicUrl).pathname.replace(/^\/api\/auth/, '');
      const endpoint = request.method === 'POST' ? findAuthEndpoint(path) : undefined;
      if (!endpoint) throw notFound(`No such endpoint: ${request.method} /api/auth${path}`);
      const body = checkedBody(endpoint, request.body);
      await applyLimits(endpoint, request, body);
      // Only the path goes on: Better Auth also reads some parameters (a reset token) from the query.
      const url = new URL(`/api/auth${path}`, publicUrl);
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      const response = await auth.handler(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
      if (endpoint.throttlesPasswordGuesses && response.status === 401 && typeof body.email === 'string') {
        await signIns.recordFailure(body.email, request.ip);
      }
      return relay(response, reply);
    };
    app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
  };
}
